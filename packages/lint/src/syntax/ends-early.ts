import { parse as parseWithLocations } from '@humanwhocodes/momoa';
import { lineAndColumn, type LineColumn } from './line-column.js';

/** The parsing error of a text that stops early, in place of the words momoa gives it. */
export const ENDS_EARLY = 'Unexpected end of input found: the text stops before its last object or array is closed.';

/** A parser's error: its words and where it stopped (1-based). */
export type ParseError = LineColumn & { readonly message: string };

/**
 * momoa's error for `text`, or, when the text stops early, `ENDS_EARLY` where it stops: momoa blames the
 * last token instead ("Unexpected token LBrace found." for a file cut after a `{`, "Comma" after a comma) or
 * puts the end at 1:1 (a file cut after a `:` or a `[`). The CLI's parser and the ESLint plugin's language
 * both say it so.
 */
export function stoppedAt(text: string, error: ParseError): ParseError {
  const mayStopEarly = error.message.startsWith('Unexpected token ') || error.message.startsWith('Unexpected end of input');
  const end = mayStopEarly ? endOfText(text) : undefined;
  return end ? { message: ENDS_EARLY, ...end } : error;
}

/**
 * Where a text stops, after its last token, when it stops early. Undefined when the text goes wrong before
 * its end: with a character no JSON holds put after its last token, the parser then stops before that character.
 */
function endOfText(text: string): LineColumn | undefined {
  let end = text.length;
  while (end > 0 && ' \t\n\r'.includes(text.charAt(end - 1))) end -= 1;
  if (end === 0) return undefined;
  try {
    parseWithLocations(`${text.slice(0, end)}#`, { mode: 'json' });
  } catch (error) {
    if ((error as { offset?: number }).offset === end) return lineAndColumn(text, end);
  }
  return undefined;
}
