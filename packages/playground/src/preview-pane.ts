// The live preview: every request of the editor's text (one, or each of an array) as the recipient sees
// it, with the validator's diagnostics marked on the parts they point at.
import type { Catalog, Validator } from '@templint/core';
import { createPreviewer, renderPreviewElement, type PreviewLabels, type PreviewTheme } from '@templint/preview';

/** What the preview pane was given to show. */
export interface PreviewInput {
  readonly text: string;
  readonly catalog: Catalog;
  readonly validator: Validator;
  readonly theme: PreviewTheme;
  /** The preview's own words in the page's language. */
  readonly labels: PreviewLabels;
}

/**
 * Replaces the pane's content with the previews of `text`. Text that is not JSON leaves the last
 * previews in place, dimmed, with a note: a person in the middle of typing keeps seeing the message.
 */
export function updatePreviewPane(pane: HTMLElement, input: PreviewInput): void {
  let value: unknown;
  try {
    value = JSON.parse(input.text);
  } catch {
    pane.classList.add('pg-stale');
    pane.dataset.state = 'stale';
    return;
  }
  const requests: readonly unknown[] = Array.isArray(value) ? value : [value];
  const previewer = createPreviewer({ catalog: input.catalog });
  const previews = requests.map((request, index) => {
    const preview = previewer.preview(request);
    const { diagnostics } = input.validator.validate(request);
    const element = renderPreviewElement(preview, document, { theme: input.theme, diagnostics, styles: false, idPrefix: `pg${String(index)}`, time: '10:24', locale: input.labels });
    element.dataset.request = String(index);
    return element;
  });
  if (previews.length === 0) {
    const empty = document.createElement('p');
    empty.className = 'pg-note';
    empty.textContent = 'An empty array: nothing to preview.';
    previews.push(empty);
  }
  pane.replaceChildren(...previews);
  pane.classList.remove('pg-stale');
  pane.dataset.state = 'fresh';
}
