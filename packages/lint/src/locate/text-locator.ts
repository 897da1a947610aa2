import type { JsonPath } from '@templint/core';
import type { LocateTarget, SourceSpan } from './locate.js';
import { createLineIndex } from '../syntax/line-column.js';
import { skipDecoded } from './string-offset.js';

/**
 * A tally of the characters and members a locator looked at beyond its one indexing pass: tests hand
 * one in to check that locating N paths costs O(N) (plus the keys and strings they lead through), not
 * O(N) scans of the file. Internal: not exported from the package.
 */
export interface LocatorWork {
  inspected: number;
}

/** An object with more members than this gets a key index the first time it is searched. */
const KEY_INDEX_THRESHOLD = 8;

/**
 * Locates JSON paths in a JSON text without building an AST: one pass over the text indexes where every
 * container's members start and end (strings are jumped over with native `indexOf`), and offsets become
 * lines and columns through one index of line starts. Gives exactly `locate`'s spans (momoa's 1-based
 * lines and UTF-16 columns, `\r\n` one line break, the last duplicate key winning), at a fraction of the
 * cost; the CLI uses it for files that have something to report. The text must be valid JSON (the caller
 * parsed it already). Each lookup costs the length of the keys on its path (an object searched often
 * gets a key index), never a scan to the end of the file.
 */
export function createTextLocator(
  text: string,
  work: LocatorWork = { inspected: 0 },
): (path: JsonPath, range?: readonly [number, number], target?: LocateTarget) => SourceSpan {
  const position = createLineIndex(text);
  const span = (start: number, end: number): SourceSpan => {
    const from = position(start);
    const to = position(end);
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
  };
  // One cursor for range starts and one for ends: each goes up in a string's diagnostics even when the ranges
  // overlap (each starting before the last ends), where one cursor went back to the quote every time.
  const startInString = createStringCursor(text, work);
  const endInString = createStringCursor(text, work);

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
      const child = table ? childAt(text, table, key, work) : -1;
      if (!table || child === -1) return span(start, end === -1 ? (table?.end ?? skipValue(text, start)) : end);
      const { children } = table;
      keyStart = children[child] ?? -1;
      keyEnd = children[child + 1] ?? -1;
      start = children[child + 2] ?? -1;
      end = children[child + 3] ?? -1;
    }
    if (end === -1) end = tables.get(start)?.end ?? skipValue(text, start);
    if (target === 'key' && keyStart !== -1) return span(keyStart, keyEnd);
    if (range && text.charCodeAt(start) === QUOTE) return span(startInString(start, range[0]), endInString(start, range[1]));
    return span(start, end);
  };
}

/**
 * `sourceOffsetInString` that remembers where it stopped: offsets asked in increasing order inside one
 * string (the usual order of a string's diagnostics) continue from there instead of from the quote, so
 * many problems in one long string cost its length once.
 */
function createStringCursor(text: string, work: LocatorWork): (quoteOffset: number, decodedOffset: number) => number {
  let quote = -1;
  let decoded = 0;
  let source = 0;
  return (quoteOffset, decodedOffset) => {
    if (quoteOffset !== quote || decodedOffset < decoded) {
      quote = quoteOffset;
      decoded = 0;
      source = quoteOffset + 1;
    }
    work.inspected += decodedOffset - decoded;
    source = skipDecoded(text, source, decodedOffset - decoded);
    decoded = decodedOffset;
    return source;
  };
}

const QUOTE = 34;
const BACKSLASH = 92;

/**
 * A container: its children as offsets, four numbers each (key start and end, -1 in an array; value
 * start and end), and where it ends. Numbers only: a file's index allocates no object per member.
 */
export interface Table {
  readonly object: boolean;
  readonly start: number;
  readonly children: number[];
  end: number;
  /** An object's decoded keys to their last child, built when a wide object is first searched. */
  keys?: Map<string, number>;
}

/** Where the child at `key` starts in `table.children`, or -1; of duplicate keys the last one wins. */
function childAt(text: string, table: Table, key: string | number, work: LocatorWork): number {
  const { children } = table;
  if (!table.object) return typeof key === 'number' && Number.isInteger(key) && key >= 0 && key * 4 < children.length ? key * 4 : -1;
  if (typeof key !== 'string') return -1;
  if (children.length > KEY_INDEX_THRESHOLD * 4) {
    table.keys ??= indexKeys(text, children, work);
    return table.keys.get(key) ?? -1;
  }
  for (let child = children.length - 4; child >= 0; child -= 4) {
    work.inspected += 1;
    if (keyIs(text, children[child] ?? 0, children[child + 1] ?? 0, key, work)) return child;
  }
  return -1;
}

/** A wide object's keys, decoded, to the offset of their last child in `children`. */
function indexKeys(text: string, children: readonly number[], work: LocatorWork): Map<string, number> {
  const keys = new Map<string, number>();
  for (let child = 0; child < children.length; child += 4) {
    const start = children[child] ?? 0;
    const end = children[child + 1] ?? 0;
    work.inspected += end - start;
    keys.set(decodeKey(text, start, end), child);
  }
  return keys;
}

/** The key written at `[start, end)`, quotes included. */
export function decodeKey(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end - 1);
  return raw.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : raw;
}

/** True when the key written at `[start, end)`, quotes included, decodes to `key`. */
function keyIs(text: string, start: number, end: number, key: string, work: LocatorWork): boolean {
  // An escape only ever makes the written key longer than the key it stands for, so the lengths settle
  // most comparisons without reading a character.
  const written = end - start - 2;
  if (written < key.length) return false;
  if (written === key.length) {
    work.inspected += written;
    // The same characters; without a backslash among them there is no escape to read differently.
    return text.startsWith(key, start + 1) && !key.includes('\\');
  }
  // A longer written key equals `key` only through escapes: decoded as the key index decodes it (without
  // a backslash it stays longer than `key`, so unequal).
  work.inspected += written;
  return decodeKey(text, start, end) === key;
}

/** Every container of the text by its start offset, from one forward pass. */
export function indexContainers(text: string): Map<number, Table> {
  const tables = new Map<number, Table>();
  const open: Table[] = [];
  let top: Table | undefined;
  // The key awaiting its value in the innermost open object (-1 when none).
  let keyStart = -1;
  let keyEnd = -1;
  // Saved awaiting keys (start, end) of the enclosing objects, one pair per open container.
  const keyStarts: number[] = [];
  let index = 0;
  const length = text.length;
  while (index < length) {
    let char = text.charCodeAt(index);
    // Whitespace and separators, most of a pretty-printed file's characters, in a tight loop of their own.
    while (char === 32 || char === 10 || char === 44 || char === 58 || char === 13 || char === 9) {
      index += 1;
      if (index === length) break;
      char = text.charCodeAt(index);
    }
    if (index === length) break;
    let valueStart = -1;
    let valueEnd = -1;
    if (char === QUOTE) {
      const end = skipString(text, index);
      // In an object a string is a key unless a key awaits its value.
      if (top?.object === true && keyStart === -1) {
        keyStart = index;
        keyEnd = end;
      } else {
        valueStart = index;
        valueEnd = end;
      }
      index = end;
    } else if (char === 123 /* { */ || char === 91 /* [ */) {
      if (top) open.push(top);
      // The key this container is the value of, restored when it closes.
      keyStarts.push(keyStart, keyEnd);
      keyStart = -1;
      keyEnd = -1;
      top = { object: char === 123, start: index, children: [], end: -1 };
      tables.set(index, top);
      index += 1;
    } else if (char === 125 /* } */ || char === 93 /* ] */) {
      index += 1;
      if (top) {
        top.end = index;
        // The closed container is a value of its parent, under the key saved when it opened.
        valueStart = top.start;
        valueEnd = index;
        keyEnd = keyStarts.pop() ?? -1;
        keyStart = keyStarts.pop() ?? -1;
        top = open.pop();
      }
    } else {
      valueStart = index;
      valueEnd = skipValue(text, index);
      index = valueEnd;
    }
    if (valueStart !== -1 && top) {
      top.children.push(top.object ? keyStart : -1, top.object ? keyEnd : -1, valueStart, valueEnd);
      keyStart = -1;
      keyEnd = -1;
    }
  }
  return tables;
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
export function skipString(text: string, start: number): number {
  // Native indexOf finds the next quote far faster than a loop over the characters (even for short
  // keys, measured); a quote is the closing one when an even number of backslashes precedes it.
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
