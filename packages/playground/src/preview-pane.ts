// The live preview: every request of the editor's text (one, or each of an array) as the recipient sees
// it, with the validator's diagnostics marked on the parts they point at.
import { PREVIEW_EXAMPLE_TIME, renderPreviewElement, type Previewer, type PreviewLabels, type PreviewTheme } from '@templint/preview';
import { sayStatus } from './live-status.js';
import type { PageWords } from './page-words.js';
import type { TextValidation } from './text-validations.js';

/** The pane's elements. */
export interface PreviewPaneElements {
  /** Where the previews go. */
  readonly pane: HTMLElement;
  /** A live region beside the heading: says when the previews shown are out of date (dimmed). */
  readonly status: HTMLElement;
}

/** What the preview pane was given to show. */
export interface PreviewInput {
  /** The editor's text, parsed and validated (shared with the lint pass). */
  readonly validation: TextValidation;
  /** The catalog prepared for previews (made once per catalog): it names each message's language (`lang`). */
  readonly previewer: Previewer;
  readonly theme: PreviewTheme;
  /** The preview's own words in the page's language. */
  readonly labels: PreviewLabels;
  /** The page's words (its notes) in the same language. */
  readonly words: PageWords;
  /**
   * Whether the previews shown belong to an earlier state of this same text (typing): then text that does
   * not parse keeps them, dimmed. After a link or a starter replaced the text they show another template.
   */
  readonly keepLast: boolean;
}

/**
 * Replaces the pane's content with the previews of `text`, and tells whether it did. Text that does not
 * parse leaves the last previews in place, dimmed and said to be out of date, when `keepLast` (a person in
 * the middle of typing keeps seeing the message); otherwise it shows a note instead of a preview of some
 * other text.
 */
export function updatePreviewPane({ pane, status }: PreviewPaneElements, input: PreviewInput): boolean {
  const { requests } = input.validation;
  if (requests === undefined) {
    if (input.keepLast && pane.dataset.state !== 'invalid' && pane.dataset.state !== undefined) {
      pane.classList.add('pg-stale');
      pane.dataset.state = 'stale';
      sayStatus(status, input.words.previewOutOfDate);
      return false;
    }
    pane.replaceChildren(note(input.words.notJson));
    pane.classList.remove('pg-stale');
    pane.dataset.state = 'invalid';
    sayStatus(status, '');
    return false;
  }
  const previews = requests.map((request, index) => {
    const preview = input.previewer.preview(request);
    const diagnostics = input.validation.diagnosticsOf(index);
    const element = renderPreviewElement(preview, document, { theme: input.theme, diagnostics, styles: false, idPrefix: `pg${String(index)}`, time: PREVIEW_EXAMPLE_TIME, frame: true, locale: input.labels });
    element.dataset.request = String(index);
    return element;
  });
  if (previews.length === 0) previews.push(note(input.words.emptyArray));
  pane.replaceChildren(...previews);
  pane.classList.remove('pg-stale');
  pane.dataset.state = 'fresh';
  sayStatus(status, '');
  return true;
}

function note(text: string): HTMLElement {
  const paragraph = document.createElement('p');
  paragraph.className = 'pg-note';
  paragraph.textContent = text;
  return paragraph;
}
