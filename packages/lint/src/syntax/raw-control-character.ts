import { codePointName } from '@templint/core/internal';
import { lineAndColumn, type LineColumn } from './line-column.js';

/**
 * The offset of the first raw control character (U+0000 to U+001F: a tab, a line break...) inside a
 * string, or -1. JSON wants them escaped (`\t`, `\n`); `JSON.parse` refuses them without saying where and
 * momoa accepts them, so this scan gives the position. On text `JSON.parse` accepts it finds none.
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

const CONTROL_ESCAPES: Readonly<Record<number, string>> = { 8: '\\b', 9: '\\t', 10: '\\n', 12: '\\f', 13: '\\r' };

/**
 * The first raw control character inside a string of `text`: where it is, and what the CLI says of it
 * (after its "Parsing error: "): its code point and the escape to write instead. Undefined when there is
 * none. The ESLint plugin says the same, where ESLint's JSON parser (momoa) accepts the text.
 */
export function rawControlCharacterProblem(text: string): (LineColumn & { readonly message: string }) | undefined {
  const offset = firstRawControlCharacter(text);
  if (offset === -1) return undefined;
  const code = text.charCodeAt(offset);
  const escape = CONTROL_ESCAPES[code] ?? `\\u${code.toString(16).padStart(4, '0')}`;
  return { ...lineAndColumn(text, offset), message: `a raw control character (${codePointName(code)}) inside a string; write it as ${escape}.` };
}
