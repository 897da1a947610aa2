import { codePointName, isWhitespace, trimEdges } from '@templint/core/internal';

/** momoa's message without the " (line:column)" it appends: the position travels separately. */
export function cleanParseMessage(message: string | undefined): string {
  const text = trimEdges(message ?? 'the file is not valid JSON', () => false, isWhitespace);
  const open = text.endsWith(')') ? text.lastIndexOf('(') : -1;
  // Cut by index, not by a pattern ending in `\s*$`, which is tried from every position of the message.
  return namedCharacter(open !== -1 && /^\d+:\d+$/.test(text.slice(open + 1, -1)) ? trimEdges(text.slice(0, open), () => false, isWhitespace) : text);
}

const UNEXPECTED = "Unexpected character '";
const FOUND = "' found.";

/**
 * What text copied from a chat app's page, a word processor or a phone keyboard brings between JSON's
 * tokens, named: a no-break space, a zero-width character or a line separator is invisible between the
 * quotes of momoa's "Unexpected character ' ' found.", and a curly quote looks like the straight one JSON
 * wants.
 */
const CHARACTER_NAMES: Readonly<Record<string, string>> = {
  '\u00a0': 'a no-break space',
  '\u2009': 'a thin space',
  '\u202f': 'a narrow no-break space',
  '\u3000': 'an ideographic space',
  '\u200b': 'a zero-width space',
  '\u200c': 'a zero-width non-joiner',
  '\u200d': 'a zero-width joiner',
  '\u2060': 'a word joiner',
  '\ufeff': 'a zero-width no-break space (byte-order mark)',
  '\u2028': 'a line separator',
  '\u2029': 'a paragraph separator',
  '\u201c': 'a curly quote',
  '\u201d': 'a curly quote',
  '\u2018': 'a curly quote',
  '\u2019': 'a curly quote',
};

/** A character JSON does not show: a space, a format character (zero-width, bidi) or a separator. */
const INVISIBLE = /^[\p{Zs}\p{Zl}\p{Zp}\p{Cf}\p{Cc}]$/u;

/**
 * momoa's "Unexpected character 'X' found." with a character outside printable ASCII given its code point
 * (and its name, and the fix, for those pasted text brings), an invisible one by its code point alone:
 * "Unexpected character U+00A0 (a no-break space) found; between values JSON allows only spaces, tabs and
 * line breaks." Any other message as it is.
 */
function namedCharacter(message: string): string {
  if (!message.startsWith(UNEXPECTED) || !message.endsWith(FOUND)) return message;
  const character = message.slice(UNEXPECTED.length, -FOUND.length);
  const code = character.codePointAt(0);
  if (code === undefined || String.fromCodePoint(code) !== character || (code > 0x20 && code < 0x7f)) return message;
  // Half of an emoji's surrogate pair (momoa reads UTF-16 units): the whole character is named instead.
  if (code >= 0xd800 && code <= 0xdfff) return 'Unexpected character (an emoji, or another character outside the Basic Multilingual Plane) found.';
  const point = codePointName(code);
  const name = CHARACTER_NAMES[character];
  const invisible = INVISIBLE.test(character);
  const what = invisible ? point : `'${character}' (${point}`;
  const named = invisible ? `${what}${name === undefined ? '' : ` (${name})`}` : `${what}${name === undefined ? '' : `, ${name}`})`;
  if (invisible) return `Unexpected character ${named} found; between values JSON allows only spaces, tabs and line breaks.`;
  if (name === 'a curly quote') return `Unexpected character ${named} found; JSON needs straight quotes (" around keys and texts).`;
  return `Unexpected character ${named} found.`;
}
