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
  // Collapsed once, after the placeholders are replaced: a placeholder's number holds no whitespace. One
  // unbounded run and nothing beside it: linear in the text (tests/regex-backtracking.test.ts).
  return (out + text.slice(from)).replace(/\s+/g, ' ').trim();
}
