import { isWhitespace, trimEdges } from '@templint/core/internal';

/** momoa's message without the " (line:column)" it appends: the position travels separately. */
export function cleanParseMessage(message: string | undefined): string {
  const text = trimEdges(message ?? 'the file is not valid JSON', () => false, isWhitespace);
  const open = text.endsWith(')') ? text.lastIndexOf('(') : -1;
  // Cut by index, not by a pattern ending in `\s*$`, which is tried from every position of the message.
  return open !== -1 && /^\d+:\d+$/.test(text.slice(open + 1, -1)) ? trimEdges(text.slice(0, open), () => false, isWhitespace) : text;
}
