// Text as a browser's HTML parser reads it. Before anything else the parser turns CRLF and a lone CR into
// LF (HTML's "preprocessing the input stream"), and it drops NUL from text (U+FFFD in an attribute value).
// The DOM renderer's text nodes never pass through that parser, so the model's texts are read this way
// where they are made, and both renderers build the same tree (NUL as U+FFFD in both: what stays visible).

/** A text as the HTML parser reads it: CRLF and a lone CR as LF, NUL as U+FFFD. */
export function htmlText(text: string): string {
  if (!text.includes('\r') && !text.includes('\0')) return text;
  return text.replace(/\r\n?/gu, '\n').replaceAll('\0', '\uFFFD');
}

/**
 * `htmlText` with every offset kept, for a text whose ranges point into the request: a lone CR becomes LF
 * and NUL U+FFFD, one for one, while the CR of a CRLF stays where it is (`withoutCarriageReturns` leaves it
 * out of what is shown).
 */
export function htmlTextInPlace(text: string): string {
  if (!text.includes('\r') && !text.includes('\0')) return text;
  return text.replace(/\r(?!\n)/gu, '\n').replaceAll('\0', '\uFFFD');
}

/** The `[start, end)` pieces of `text` between the CRs of `htmlTextInPlace`'s output, empty ones left out. */
export function withoutCarriageReturns(text: string, start: number, end: number): [start: number, end: number][] {
  const pieces: [number, number][] = [];
  let from = start;
  // Searched within [start, end) only: a search to the text's end from every run would be quadratic.
  for (let index = start; index < end; index += 1) {
    if (text.charCodeAt(index) !== 0x0d) continue;
    if (index > from) pieces.push([from, index]);
    from = index + 1;
  }
  if (end > from) pieces.push([from, end]);
  return pieces;
}
