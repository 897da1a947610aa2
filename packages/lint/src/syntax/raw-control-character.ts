/**
 * The offset of the first raw control character (U+0000 to U+001F: a tab, a line break...) inside a
 * string, or -1. JSON wants them escaped (`\t`, `\n`); `JSON.parse` refuses them without saying where and
 * momoa accepts them, so this scan gives the position. Only for text `JSON.parse` has already refused.
 */
export function firstRawControlCharacter(text: string): number {
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (!inString) {
      if (char === 34 /* " */) inString = true;
    } else if (char === 92 /* \ */) index += 1;
    else if (char === 34) inString = false;
    else if (char < 0x20) return index;
  }
  return -1;
}
