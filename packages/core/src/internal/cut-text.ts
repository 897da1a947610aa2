// Cutting a text to a size for a message (a server's text in a client error, a value the user gave in a
// CLI message): a cut between the two halves of a surrogate pair left a
// lone high surrogate, which prints as U+FFFD and is not valid Unicode text (UTF-8 cannot encode it).

/** `text` cut to at most `max` UTF-16 code units, never inside a surrogate pair (the whole pair goes). */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
