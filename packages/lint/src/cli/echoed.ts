/**
 * Characters of a value the user gave that a message repeats: enough to recognise it, while a glob or
 * `--rule` value of 100,000 characters does not bury the message.
 */
export const MAX_ECHOED = 80;

/** `text` as a message repeats it: its first MAX_ECHOED characters, and `...` when it goes on. */
export function echoed(text: string): string {
  if (text.length <= MAX_ECHOED) return text;
  // A cut between the halves of a surrogate pair would print U+FFFD.
  const code = text.charCodeAt(MAX_ECHOED - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? MAX_ECHOED - 1 : MAX_ECHOED;
  return `${text.slice(0, end)}...`;
}
