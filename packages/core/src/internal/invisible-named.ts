import { codePointName } from './code-point-name.js';

/**
 * `text` with each character a reader cannot see (a control, a format character such as a zero-width
 * space, a space other than U+0020) written as its code point, `<U+200B>`: for a variable name, which must
 * hold none, so that a message shows what is wrong with it rather than two names that look the same.
 */
export function withInvisibleNamed(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}\p{Z}]/gu, (character) => (character === ' ' ? character : `<${codePointName(character.codePointAt(0) ?? 0)}>`));
}
