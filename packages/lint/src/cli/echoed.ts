import { cutText } from '@templint/core/internal';

/**
 * Characters of a value the user gave that a message repeats: enough to recognise it, while a glob or
 * `--rule` value of 100,000 characters does not bury the message.
 */
export const MAX_ECHOED = 80;

/** `text` as a message repeats it: its first MAX_ECHOED characters, and `...` when it goes on. */
export function echoed(text: string): string {
  return text.length <= MAX_ECHOED ? text : `${cutText(text, MAX_ECHOED)}...`;
}
