// Diagnostic messages quote names and values between backticks (`{{3}}`, `chat_template_body`), as
// markdown does. Shown to a person, a quoted part is code, not a backtick: one reading for every renderer.

/** A piece of a message: plain text, or a part the message quoted between backticks. */
export interface MessagePart {
  readonly text: string;
  readonly code: boolean;
}

/**
 * A message split into its plain and quoted parts. A backtick opens a quote only when another closes
 * it; an unpaired one stays as typed. One pass over the message.
 */
export function messageParts(message: string): readonly MessagePart[] {
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
