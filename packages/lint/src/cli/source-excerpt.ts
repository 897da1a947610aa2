// The lines of a file around a position, with a caret under its column: what a person needs to find a
// syntax error without opening the file. Bounded whatever the file: at most 2 lines either side, and a
// long line is cut to a window around the column.
import { lineStartsOf } from '../syntax/line-column.js';

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
 * The lines around a 1-based `line` and `column` (UTF-16 units, as the lint report counts them). Lines are
 * the report's own (`lineStartsOf`: `\r\n`, `\n` or a lone `\r` ends one; split at `\n` alone, a file with
 * classic Mac line ends, or one stray `\r`, showed other lines than the error's, or none). Tabs are shown
 * as one space, so the caret stands under the column it names.
 */
export function sourceExcerpt(text: string, line: number, column: number): ExcerptLine[] {
  const starts = lineStartsOf(text);
  const first = Math.max(1, line - CONTEXT_LINES);
  const last = Math.min(line + CONTEXT_LINES, starts.length);
  const lines: ExcerptLine[] = [];
  for (let number = first; number <= last; number += 1) {
    const start = starts[number - 1] ?? text.length;
    // The empty "line" after a final newline is shown only when the position is on it.
    if (start === text.length && number > 1 && number !== line) break;
    const next = starts[number];
    const end = next === undefined ? text.length : next - (text.startsWith('\r\n', next - 2) ? 2 : 1);
    const raw = text.slice(start, end).replaceAll('\t', ' ');
    lines.push(number === line ? withCaret(number, raw, column) : { number, text: cut(raw, 0).text });
  }
  return lines;
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
