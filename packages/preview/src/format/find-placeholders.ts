/** One `{{...}}` in a text: the name between the braces (untrimmed) and its `[start, end)` offsets. */
export interface PlaceholderSpan {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/**
 * Finds the `{{...}}` placeholders of a text as @templint/core's `parsePlaceholders` does: the last `{{`
 * before a `}}` opens it, and stray braces stay text. One forward pass, linear in the text's length.
 */
export function findPlaceholders(text: string): PlaceholderSpan[] {
  const found: PlaceholderSpan[] = [];
  let openAt = -1;
  let index = text.indexOf('{');
  const close = text.indexOf('}');
  if (index === -1 || close === -1) return found;
  while (index < text.length - 1) {
    const pair = text.startsWith('{{', index) ? 1 : text.startsWith('}}', index) ? 2 : 0;
    if (pair === 1) {
      openAt = index;
      index += 2;
    } else if (pair === 2) {
      if (openAt !== -1) found.push({ name: text.slice(openAt + 2, index), start: openAt, end: index + 2 });
      openAt = -1;
      index += 2;
    } else {
      index += 1;
    }
  }
  return found;
}
