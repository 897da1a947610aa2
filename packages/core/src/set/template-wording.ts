import { isWhitespace } from '../internal/trim-edges.js';
import { parsePlaceholders, type Placeholder } from '../placeholders/parse-placeholders.js';

/**
 * A body and footer as the duplicate-wording rule compares them: each run of whitespace one space, the
 * ends trimmed, and each `{{variable}}` replaced by its position (`{{1}}`, `{{2}}`, ...), so `{{name}}` and
 * `{{1}}` in the same place read the same. Exact otherwise: case and punctuation count. One key string,
 * so a set is compared by hashing, never pair by pair.
 */
export function templateWording(
  body: string,
  footer: string | undefined,
  // A caller with the texts' placeholders parsed already (a model) passes them.
  bodyPlaceholders: readonly Placeholder[] = parsePlaceholders(body).placeholders,
  footerPlaceholders: readonly Placeholder[] | undefined = footer === undefined ? undefined : parsePlaceholders(footer).placeholders,
): string {
  return JSON.stringify([normaliseText(body, bodyPlaceholders), footer === undefined ? '' : normaliseText(footer, footerPlaceholders ?? [])]);
}

function normaliseText(text: string, placeholders: readonly Placeholder[]): string {
  let out = '';
  let from = 0;
  let position = 0;
  for (const placeholder of placeholders) {
    position += 1;
    out += `${text.slice(from, placeholder.start)}{{${String(position)}}}`;
    from = placeholder.end;
  }
  // Collapsed once, after the placeholders are replaced: a placeholder's number holds no whitespace.
  return collapseWhitespace(out + text.slice(from)).trim();
}

/**
 * Every run of whitespace as one space, in one pass (no regular expression over user text): the text as
 * it is when no run needs collapsing, else copied a run of other characters at a time.
 */
function collapseWhitespace(text: string): string {
  let out = '';
  let copied = 0;
  let index = 0;
  while (index < text.length) {
    if (!isWhitespace(text.charAt(index))) {
      index += 1;
      continue;
    }
    let end = index + 1;
    while (end < text.length && isWhitespace(text.charAt(end))) end += 1;
    // A single space is already what a run becomes.
    if (end - index > 1 || text.charCodeAt(index) !== 32) {
      out += `${text.slice(copied, index)} `;
      copied = end;
    }
    index = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
