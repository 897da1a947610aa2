// Trimming a run of characters at each end of a user's text, in one pass from each end. A regular
// expression such as /^[\s{]+|[\s}]+$/g tries its second branch at every position and so takes time
// quadratic in a long run (a 100,000-space key took seconds; issue 21).

/** The text without its leading run of `atStart` characters and its trailing run of `atEnd` characters. */
export function trimEdges(text: string, atStart: (character: string) => boolean, atEnd: (character: string) => boolean): string {
  let start = 0;
  while (start < text.length && atStart(text.charAt(start))) start += 1;
  let end = text.length;
  while (end > start && atEnd(text.charAt(end - 1))) end -= 1;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

const WHITESPACE = /^\s$/;

/** A character JavaScript's `\s` matches (every \s character is a single UTF-16 unit). */
export function isWhitespace(character: string): boolean {
  const code = character.charCodeAt(0);
  // Printable ASCII, most of any text, is never whitespace: answered without the expression.
  if (code > 32 && code < 127) return false;
  // A space, tab or line break (the rest of most runs of whitespace), also without it.
  if (code === 32 || (code >= 9 && code <= 13)) return true;
  return code > 127 && WHITESPACE.test(character);
}
