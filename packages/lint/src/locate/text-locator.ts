import type { JsonPath } from '@templint/core';
import type { LocateTarget, SourceSpan } from './locate.js';
import { sourceOffsetInString } from './string-offset.js';

/**
 * Locates JSON paths in a JSON text without building an AST: it walks only the containers on the path,
 * skipping every other value, and turns offsets into lines and columns with one index of line starts.
 * Gives exactly `locate`'s spans (momoa's 1-based lines and UTF-16 columns, `\r\n` one line break, the last
 * duplicate key winning), at a fraction of the cost; the CLI uses it for files that have something to
 * report. The text must be valid JSON (the caller parsed it already).
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

  // Each container on a path is scanned once per text, whatever the number of diagnostics in it.
  const tables = new Map<number, Table>();
  const tableOf = (start: number): Table => {
    let table = tables.get(start);
    if (!table) {
      table = scanContainer(text, start);
      tables.set(start, table);
    }
    return table;
  };
  const rootStart = skipSpace(text, 0);

  return (path, range, target = 'value') => {
    let start = rootStart;
    let end = -1;
    let keyStart = -1;
    let keyEnd = -1;
    for (const key of path) {
      const table = tableOf(start);
      const found = typeof key === 'string' ? table.members?.get(key) : table.elements?.[key];
      if (!found) return span(start, end === -1 ? table.end : end);
      ({ start, end, keyStart, keyEnd } = found);
    }
    if (end === -1) end = skipValue(text, start);
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

/** Scans the object or array starting at `start` once, skipping over its children's insides. */
function scanContainer(text: string, start: number): Table {
  const open = text.charCodeAt(start);
  if (open === 123 /* { */) {
    const members = new Map<string, Found>();
    let index = skipSpace(text, start + 1);
    while (text.charCodeAt(index) === QUOTE) {
      const keyStart = index;
      const keyEnd = skipString(text, index);
      index = skipSpace(text, skipSpace(text, keyEnd) + 1);
      const valueEnd = skipValue(text, index);
      members.set(keyText(text, keyStart, keyEnd), { start: index, end: valueEnd, keyStart, keyEnd });
      index = skipSpace(text, valueEnd);
      if (text.charCodeAt(index) !== 44 /* , */) break;
      index = skipSpace(text, index + 1);
    }
    return { members, elements: undefined, end: index + 1 };
  }
  if (open === 91 /* [ */) {
    const elements: Found[] = [];
    let index = skipSpace(text, start + 1);
    while (index < text.length && text.charCodeAt(index) !== 93 /* ] */) {
      const end = skipValue(text, index);
      elements.push({ start: index, end, keyStart: -1, keyEnd: -1 });
      index = skipSpace(text, end);
      if (text.charCodeAt(index) !== 44) break;
      index = skipSpace(text, index + 1);
    }
    return { members: undefined, elements, end: index + 1 };
  }
  return { members: undefined, elements: undefined, end: skipValue(text, start) };
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
  let index = start + 1;
  while (index < text.length) {
    const char = text.charCodeAt(index);
    if (char === BACKSLASH) index += 2;
    else if (char === QUOTE) return index + 1;
    else index += 1;
  }
  return index;
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
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (char === 10 || (char === 13 && text.charCodeAt(index + 1) !== 10)) starts.push(index + 1);
  }
  return starts;
}
