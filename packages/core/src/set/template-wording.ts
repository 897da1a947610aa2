import { isWhitespace } from '../internal/trim-edges.js';
import { parsePlaceholders } from '../placeholders/parse-placeholders.js';

/**
 * A body and footer as the duplicate-wording rule compares them: each run of whitespace one space, the
 * ends trimmed, and each `{{variable}}` replaced by its position (`{{1}}`, `{{2}}`, ...), so `{{name}}` and
 * `{{1}}` in the same place read the same. Exact otherwise: case and punctuation count. One key string,
 * so a set is compared by hashing, never pair by pair.
 */
export function templateWording(body: string, footer: string | undefined): string {
  return JSON.stringify([normaliseText(body), footer === undefined ? '' : normaliseText(footer)]);
}

function normaliseText(text: string): string {
  const { placeholders } = parsePlaceholders(text);
  let out = '';
  let from = 0;
  let position = 0;
  for (const placeholder of placeholders) {
    out += collapseWhitespace(text.slice(from, placeholder.start));
    position += 1;
    out += `{{${String(position)}}}`;
    from = placeholder.end;
  }
  out += collapseWhitespace(text.slice(from));
  return collapseWhitespace(out).trim();
}

/** Every run of whitespace as one space, in one pass (no regular expression over user text). */
function collapseWhitespace(text: string): string {
  let out = '';
  let inSpace = false;
  for (const character of text) {
    if (isWhitespace(character)) {
      if (!inSpace) out += ' ';
      inSpace = true;
    } else {
      out += character;
      inSpace = false;
    }
  }
  return out;
}
