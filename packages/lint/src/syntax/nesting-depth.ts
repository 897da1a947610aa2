/**
 * The deepest nesting of arrays and objects a file may have. A create request is under ten levels deep;
 * the parser with locations (momoa) recurses per level and overflows Node's stack some thousands of
 * levels down, so deeper text is refused with a position before any parser sees it.
 */
export const MAX_NESTING_DEPTH = 1000;

/**
 * The offset of the first `[` or `{` that opens a level deeper than `limit`, or -1. One pass, strings
 * jumped over (a bracket inside a string is text), whether or not the text is valid JSON.
 */
export function firstTooDeep(text: string, limit: number = MAX_NESTING_DEPTH): number {
  // Every level is opened by a bracket: a text with no more brackets than the limit cannot go deeper. The
  // count jumps from bracket to bracket (indexOf), much cheaper than reading each character; the CLI asks
  // this of every file it lints.
  if (openingBrackets(text, limit + 1) <= limit) return -1;
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (char === 34 /* " */) {
      // To the closing quote: one not escaped by an odd run of backslashes.
      index += 1;
      while (index < text.length) {
        const inner = text.charCodeAt(index);
        if (inner === 92 /* \ */) index += 2;
        else if (inner === 34) break;
        else index += 1;
      }
    } else if (char === 91 /* [ */ || char === 123 /* { */) {
      depth += 1;
      if (depth > limit) return index;
    } else if (char === 93 /* ] */ || char === 125 /* } */) {
      depth -= 1;
    }
  }
  return -1;
}

/** How many `[` and `{` the text holds, counted up to `atMost` (brackets inside strings count too). */
function openingBrackets(text: string, atMost: number): number {
  let count = 0;
  for (const bracket of ['[', '{']) {
    for (let index = text.indexOf(bracket); index !== -1 && count < atMost; index = text.indexOf(bracket, index + 1)) count += 1;
  }
  return count;
}
