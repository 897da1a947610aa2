import type { JsonPath } from '@templint/core';
import type { LocateTarget, SourceSpan } from './locate.js';
import { sourceOffsetInString } from './string-offset.js';

/**
 * Locates JSON paths in a JSON text without building an AST: one pass over the text indexes where every
 * container's members start and end (strings are jumped over with native `indexOf`), and offsets become
 * lines and columns through one index of line starts. Gives exactly `locate`'s spans (momoa's 1-based
 * lines and UTF-16 columns, `\r\n` one line break, the last duplicate key winning), at a fraction of the
 * cost; the CLI uses it for files that have something to report. The text must be valid JSON (the caller
 * parsed it already).
 */
export function createTextLocator(text: string): (path: JsonPath, range?: readonly [number, number], target?: LocateTarget) => SourceSpan {
  let lineStarts: number[] | undefined;
  const position = (offset: number): { line: number; column: number } => {
    lineStarts ??= indexLines(text);
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
  };
  const span = (start: number, end: number): SourceSpan => {
    const from = position(start);
    const to = position(end);
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
  };

  let tables: Map<number, Table> | undefined;
  const rootStart = skipSpace(text, 0);

  return (path, range, target = 'value') => {
    tables ??= indexContainers(text);
    let start = rootStart;
    let end = -1;
    let keyStart = -1;
    let keyEnd = -1;
    for (const key of path) {
      const table = tables.get(start);
      const found = typeof key === 'string' ? table?.members?.get(key) : table?.elements?.[key];
      if (!found) return span(start, end === -1 ? (table?.end ?? skipValue(text, start)) : end);
      ({ start, end, keyStart, keyEnd } = found);
    }
    if (end === -1) end = tables.get(start)?.end ?? skipValue(text, start);
    if (target === 'key' && keyStart !== -1) return span(keyStart, keyEnd);
    if (range && text.charCodeAt(start) === QUOTE) {
      const from = sourceOffsetInString(text, start, range[0]);
      const to = sourceOffsetInString(text, start, range[1]);
      return span(from, to);
    }
    return span(start, end);
  };
}

const QUOTE = 34;
const BACKSLASH = 92;

interface Found {
  start: number;
  end: number;
  keyStart: number;
  keyEnd: number;
}

/** A container's children by key (the last duplicate wins) or by index, and where it ends. */
interface Table {
  readonly members: Map<string, Found> | undefined;
  readonly elements: Found[] | undefined;
  readonly end: number;
}

/** A container being read: its children so far, and the key awaiting its value (-1 when none). */
interface OpenContainer {
  readonly start: number;
  readonly members: Map<string, Found> | undefined;
  readonly elements: Found[] | undefined;
  keyStart: number;
  keyEnd: number;
}

/** Every container of the text by its start offset, from one forward pass. */
function indexContainers(text: string): Map<number, Table> {
  const tables = new Map<number, Table>();
  const open: OpenContainer[] = [];
  // Records a value that ends at `end` in the innermost open container.
  const value = (start: number, end: number): void => {
    const parent = open.at(-1);
    if (!parent) return;
    if (parent.members) {
      parent.members.set(keyText(text, parent.keyStart, parent.keyEnd), { start, end, keyStart: parent.keyStart, keyEnd: parent.keyEnd });
      parent.keyStart = -1;
    } else parent.elements?.push({ start, end, keyStart: -1, keyEnd: -1 });
  };
  let index = 0;
  const length = text.length;
  while (index < length) {
    const char = text.charCodeAt(index);
    if (char === QUOTE) {
      const end = skipString(text, index);
      const parent = open.at(-1);
      // In an object a string is a key unless a key awaits its value.
      if (parent?.members && parent.keyStart === -1) {
        parent.keyStart = index;
        parent.keyEnd = end;
      } else value(index, end);
      index = end;
    } else if (char === 123 /* { */) {
      open.push({ start: index, members: new Map(), elements: undefined, keyStart: -1, keyEnd: -1 });
      index += 1;
    } else if (char === 91 /* [ */) {
      open.push({ start: index, members: undefined, elements: [], keyStart: -1, keyEnd: -1 });
      index += 1;
    } else if (char === 125 /* } */ || char === 93 /* ] */) {
      const closed = open.pop();
      index += 1;
      if (closed) {
        tables.set(closed.start, { members: closed.members, elements: closed.elements, end: index });
        value(closed.start, index);
      }
    } else if (char === 44 /* , */ || char === 58 /* : */ || char === 32 || char === 10 || char === 13 || char === 9) {
      index += 1;
    } else {
      const end = skipValue(text, index);
      value(index, end);
      index = end;
    }
  }
  return tables;
}

/** A key's decoded text: its source when it has no escape, else JSON's decoding. */
function keyText(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end - 1);
  return raw.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : raw;
}

/** The offset just past the value starting at `start`. */
function skipValue(text: string, start: number): number {
  const code = text.charCodeAt(start);
  if (code === QUOTE) return skipString(text, start);
  if (code === 123 || code === 91) {
    let depth = 0;
    let index = start;
    while (index < text.length) {
      const char = text.charCodeAt(index);
      if (char === QUOTE) {
        index = skipString(text, index);
        continue;
      }
      if (char === 123 || char === 91) depth += 1;
      else if (char === 125 || char === 93) {
        depth -= 1;
        if (depth === 0) return index + 1;
      }
      index += 1;
    }
    return index;
  }
  // A number, true, false or null: up to the next delimiter or whitespace.
  let index = start;
  while (index < text.length) {
    const char = text.charCodeAt(index);
    if (char === 44 || char === 125 || char === 93 || char === 32 || char === 10 || char === 13 || char === 9) break;
    index += 1;
  }
  return index;
}

/** The offset just past the string whose opening quote is at `start`. */
function skipString(text: string, start: number): number {
  // Native indexOf finds the next quote far faster than a loop over the characters; a quote is the
  // closing one when an even number of backslashes precedes it.
  let quote = text.indexOf('"', start + 1);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if ((backslashes & 1) === 0) return quote + 1;
    quote = text.indexOf('"', quote + 1);
  }
  return text.length;
}

function skipSpace(text: string, start: number): number {
  let index = start;
  while (index < text.length) {
    const char = text.charCodeAt(index);
    if (char !== 32 && char !== 10 && char !== 13 && char !== 9) break;
    index += 1;
  }
  return index;
}

/** Offsets where lines start: after `\n`, and after a `\r` not followed by `\n`. */
function indexLines(text: string): number[] {
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
