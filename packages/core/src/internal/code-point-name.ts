/**
 * A code point as Unicode names it, `U+00A0`, `U+1F600`: how a message names a character it cannot show
 * (an invisible one, a control, a bidi override).
 */
export function codePointName(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}
