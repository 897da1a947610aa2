// The lines of a file around a position, with a caret under its column: what a person needs to find a
// syntax error without opening the file. Bounded whatever the file: at most 2 lines either side, and a
// long line is cut to a window around the column.

/** Lines shown before and after the line of the position. */
const CONTEXT_LINES = 2;
/** Characters of a line shown at most; a longer line is cut around the column, the cuts shown as `…`. */
const LINE_WINDOW = 100;

/** One line of the excerpt: its number, its text, and (for the position's line) where the caret goes. */
export interface ExcerptLine {
  readonly number: number;
  readonly text: string;
  /** Characters before the caret in `text`, on the position's line only. */
  readonly caret?: number;
}

/**
 * The lines around a 1-based `line` and `column` (UTF-16 units, as the lint report counts them). A line
 * ends at `\r\n`, `\n` or a lone `\r`, as the report counts lines (a file with classic Mac line ends, or
 * one stray `\r`, showed other lines than the error's, or none). Tabs are shown as one space, so the caret
 * stands under the column it names.
 */
export function sourceExcerpt(text: string, line: number, column: number): ExcerptLine[] {
  const first = Math.max(1, line - CONTEXT_LINES);
  const last = line + CONTEXT_LINES;
  const lines: ExcerptLine[] = [];
  const nextBreak = lineBreaks(text);
  let start = 0;
  for (let number = 1; number <= last && start <= text.length; number += 1) {
    // The empty "line" after a final newline is shown only when the position is on it.
    if (start === text.length && number > 1 && number !== line) break;
    const end = nextBreak(start);
    if (number >= first) {
      const raw = text.slice(start, end).replaceAll('\t', ' ');
      lines.push(number === line ? withCaret(number, raw, column) : { number, text: cut(raw, 0).text });
    }
    if (end === text.length) break;
    start = end + (text.startsWith('\r\n', end) ? 2 : 1);
  }
  return lines;
}

/**
 * A lookup of the first line break (`\r` or `\n`) at or after a position, the text's length when there is
 * none. Positions only grow, so each search starts where it is needed and none goes over a stretch twice:
 * a walk to a late line is linear in the text, not a search to the end per line.
 */
function lineBreaks(text: string): (from: number) => number {
  let newline = text.indexOf('\n');
  let carriageReturn = text.indexOf('\r');
  return (from) => {
    if (newline !== -1 && newline < from) newline = text.indexOf('\n', from);
    if (carriageReturn !== -1 && carriageReturn < from) carriageReturn = text.indexOf('\r', from);
    return Math.min(newline === -1 ? text.length : newline, carriageReturn === -1 ? text.length : carriageReturn);
  };
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

function withCaret(number: number, raw: string, column: number): ExcerptLine {
  const at = Math.min(Math.max(0, column - 1), raw.length);
  const { text, from } = cut(raw, at);
  return { number, text, caret: at - from + (from > 0 ? 1 : 0) };
}

/**
 * A window of `raw` around `at` of about LINE_WINDOW characters, with `…` where it was cut; never between
 * the two halves of a surrogate pair (an emoji cut in two showed as U+FFFD).
 */
function cut(raw: string, at: number): { text: string; from: number } {
  if (raw.length <= LINE_WINDOW) return { text: raw, from: 0 };
  let from = Math.max(0, Math.min(at - LINE_WINDOW / 2, raw.length - LINE_WINDOW));
  if (isLowSurrogate(raw.charCodeAt(from)) && from > 0) from -= 1;
  let to = Math.min(raw.length, from + LINE_WINDOW);
  if (isLowSurrogate(raw.charCodeAt(to)) && to < raw.length) to += 1;
  return { text: `${from > 0 ? '…' : ''}${raw.slice(from, to)}${to < raw.length ? '…' : ''}`, from };
}
