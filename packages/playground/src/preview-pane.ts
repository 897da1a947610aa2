// The live preview: every request of the editor's text (one, or each of an array) as the recipient sees
// it, with the validator's diagnostics marked on the parts they point at.
import { PREVIEW_EXAMPLE_TIME, renderPreviewElement, type Previewer, type PreviewLabels, type PreviewTheme } from '@templint/preview';
import type { TextValidation } from './text-validations.js';

/** What the preview pane was given to show. */
export interface PreviewInput {
  /** The editor's text, parsed and validated (shared with the lint pass). */
  readonly validation: TextValidation;
  /** The catalog prepared for previews (made once per catalog). */
  readonly previewer: Previewer;
  readonly theme: PreviewTheme;
  /** The preview's own words in the page's language. */
  readonly labels: PreviewLabels;
  /**
   * Whether the previews shown belong to an earlier state of this same text (typing): then text that is
   * not JSON keeps them, dimmed. After a link or a starter replaced the text they show another template.
   */
  readonly keepLast: boolean;
}

/**
 * Replaces the pane's content with the previews of `text`, and tells whether it did. Text that is not
 * JSON leaves the last previews in place, dimmed, when `keepLast` (a person in the middle of typing keeps
 * seeing the message); otherwise it shows a note instead of a preview of some other text.
 */
export function updatePreviewPane(pane: HTMLElement, input: PreviewInput): boolean {
  const { requests } = input.validation;
  if (requests === undefined) {
    if (input.keepLast && pane.dataset.state !== 'invalid' && pane.dataset.state !== undefined) {
      pane.classList.add('pg-stale');
      pane.dataset.state = 'stale';
      return false;
    }
    const note = document.createElement('p');
    note.className = 'pg-note';
    note.textContent = 'The text is not JSON: its first problem is marked in the editor. The preview follows once it parses.';
    pane.replaceChildren(note);
    pane.classList.remove('pg-stale');
    pane.dataset.state = 'invalid';
    return false;
  }
  const previews = requests.map((request, index) => {
    const preview = input.previewer.preview(request);
    const diagnostics = input.validation.diagnosticsOf(index);
    const element = renderPreviewElement(preview, document, { theme: input.theme, diagnostics, styles: false, idPrefix: `pg${String(index)}`, time: PREVIEW_EXAMPLE_TIME, frame: true, locale: input.labels });
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
  return true;
}
