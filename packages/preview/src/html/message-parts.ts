// Diagnostic messages quote names and values between backticks (`{{3}}`, `chat_template_body`), as
// markdown does. Shown to a person, a quoted part is code, not a backtick: one reading for every renderer.
import { escapedCharacter } from '@templint/core/internal';

/** A piece of a message: plain text, or a part the message quoted between backticks. */
export interface MessagePart {
  readonly text: string;
  readonly code: boolean;
}

/**
 * The bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), and half a surrogate pair. A
 * message quotes the user's text: a bidi control in it would turn the rest of the message around, and a
 * lone surrogate (a JSON `"\ud800"`) shows as U+FFFD, a character nobody can find in the file or type.
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Each bidi control and lone surrogate shown as its escape (`\u202E`, `\uD800`), as the CLI prints it. */
function withBidiControlsShown(message: string): string {
  return message.replace(BIDI_CONTROL, escapedCharacter);
}

/**
 * A message split into its plain and quoted parts, its bidi controls shown as escapes. A backtick opens a
 * quote only when another closes it; an unpaired one stays as typed. One pass over the message.
 */
export function messageParts(text: string): readonly MessagePart[] {
  const message = withBidiControlsShown(text);
  const parts: MessagePart[] = [];
  let from = 0;
  let open = message.indexOf('`');
  while (open !== -1) {
    const close = message.indexOf('`', open + 1);
    if (close === -1) break;
    if (open > from) parts.push({ text: message.slice(from, open), code: false });
    parts.push({ text: message.slice(open + 1, close), code: true });
    from = close + 1;
    open = message.indexOf('`', from);
  }
  if (from < message.length) parts.push({ text: message.slice(from), code: false });
  return parts;
}

/** A message as plain text (a tooltip, a button): each quoted part between typographic quotes instead of backticks. */
export function plainMessage(message: string): string {
  return messageParts(message)
    .map((part) => (part.code ? `“${part.text}”` : part.text))
    .join('');
}
