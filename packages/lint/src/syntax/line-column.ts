/** A 1-based line and column (in UTF-16 code units, as every position templint gives). */
export interface LineColumn {
  readonly line: number;
  readonly column: number;
}

/**
 * The line and column of any offset in `text`, through one index of line starts built on first use
 * (each lookup then a binary search): `\r\n`, `\n` and a lone `\r` each end a line, as momoa counts them.
 */
export function createLineIndex(text: string): (offset: number) => LineColumn {
  let lineStarts: number[] | undefined;
  return (offset) => {
    lineStarts ??= lineStartsOf(text);
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
  };
}

/** Whether position `a` comes before `b` in the text. */
export function comesBefore(a: LineColumn, b: LineColumn): boolean {
  return a.line < b.line || (a.line === b.line && a.column < b.column);
}

/** The line and column of one offset (`createLineIndex` for a text asked once). */
export function lineAndColumn(text: string, offset: number): LineColumn {
  return createLineIndex(text)(offset);
}

/** Offsets where lines start: 0, after `\n`, and after a `\r` not followed by `\n`. */
export function lineStartsOf(text: string): number[] {
  const starts = [0];
  if (text.includes('\r')) {
    for (let index = 0; index < text.length; index += 1) {
      const char = text.charCodeAt(index);
      if (char === 10 || (char === 13 && text.charCodeAt(index + 1) !== 10)) starts.push(index + 1);
    }
    return starts;
  }
  // The common case, no carriage return: native indexOf jumps from line to line.
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}
