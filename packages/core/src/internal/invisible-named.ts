import { codePointName } from './code-point-name.js';

/**
 * `text` with each character a reader cannot see (a control, a format character such as a zero-width
 * space, a space other than U+0020) written as its code point, `<U+200B>`: for a variable name, which must
 * hold none, or a text that must be exactly a given one (a button text, the authentication body), so that a
 * message shows what is wrong with it rather than two texts that look the same.
 */
export function withInvisibleNamed(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}\p{Z}]/gu, (character) => (character === ' ' ? character : `<${codePointName(character.codePointAt(0) ?? 0)}>`));
}
