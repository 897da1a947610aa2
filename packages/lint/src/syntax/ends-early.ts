import { parse as parseWithLocations } from '@humanwhocodes/momoa';
import { lineAndColumn, type LineColumn } from './line-column.js';

/** Whether momoa's message may be that of a text that stops early (`endOfText` tells). */
export function stopsEarly(message: string): boolean {
  return message.startsWith('Unexpected token ') || message.startsWith('Unexpected end of input');
}

/** The parsing error of a text that stops early, in place of the words momoa gives it. */
export const ENDS_EARLY = 'Unexpected end of input found: the text stops before its last object or array is closed.';

/**
 * Where a text that stops early stops: after its last token. momoa blames that token instead ("Unexpected
 * token LBrace found." for a file cut after a `{`, "Comma" after a comma) or puts the end at 1:1 (a file cut
 * after a `:` or a `[`). Undefined when the text goes wrong before its end: with a character no JSON holds
 * put after its last token, the parser then stops before that character.
 */
export function endOfText(text: string): LineColumn | undefined {
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
