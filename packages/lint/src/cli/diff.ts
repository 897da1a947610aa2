import { createRequire } from 'node:module';

// jsdiff is loaded by the first diff, not with the CLI: most runs print none, and loading it took a sixth of
// the start-up of a run on one file (docs/performance.md). Node's module cache keeps it after that.
const requireHere = createRequire(import.meta.url);
const jsdiff = (): typeof import('diff') => requireHere('diff') as typeof import('diff');

/** Unchanged lines shown around each change. */
const CONTEXT = 3;

/**
 * The most edits jsdiff may spend on one stretch between anchors; past it the stretch is shown as all
 * removed then all added (a correct, if not minimal, diff), so a stretch costs at most its length times
 * this, never its length squared.
 */
const MAX_EDIT_LENGTH = 1000;

/** Lines `[aStart, aEnd)` of the old text replaced by lines `[bStart, bEnd)` of the new one. */
interface Change {
  readonly aStart: number;
  readonly aEnd: number;
  readonly bStart: number;
  readonly bEnd: number;
}

/**
 * A unified diff of two texts (`--fix-dry-run`), with three lines of context, one hunk per group of
 * nearby changes. Lines are matched by jsdiff's Myers diff between anchors, the lines that occur exactly
 * once in each text (patience diff's anchors): fixes change a few lines between many unique ones, so each
 * stretch jsdiff sees is short and the whole diff costs about the files' length, where one table over
 * the changed span ran out of memory on a 30,000-line file.
 */
export function unifiedDiff(name: string, before: string, after: string): string {
  const a = toLines(before);
  const b = toLines(after);
  const changes = diffLines(a, b);
  if (changes.length === 0) return '';
  const out: string[] = [`--- ${name}`, `+++ ${name} (fixed)`];
  let first = 0;
  while (first < changes.length) {
    // A hunk takes the following changes while the unchanged lines between them fit in its context.
    let last = first;
    while (last + 1 < changes.length && (changes[last + 1]?.aStart ?? 0) - (changes[last]?.aEnd ?? 0) <= 2 * CONTEXT) last += 1;
    out.push(...hunk(a, b, changes.slice(first, last + 1)));
    first = last + 1;
  }
  return `${out.join('\n')}\n`;
}

/** A text's lines; a final line break ends the last line rather than starting an empty one. */
function toLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

function hunk(a: readonly string[], b: readonly string[], changes: readonly Change[]): string[] {
  const firstChange = changes[0];
  const lastChange = changes.at(-1);
  if (!firstChange || !lastChange) return [];
  const aStart = Math.max(0, firstChange.aStart - CONTEXT);
  const aEnd = Math.min(a.length, lastChange.aEnd + CONTEXT);
  const bStart = firstChange.bStart - (firstChange.aStart - aStart);
  const bEnd = lastChange.bEnd + (aEnd - lastChange.aEnd);
  const lines = [`@@ -${range(aStart, aEnd - aStart)} +${range(bStart, bEnd - bStart)} @@`];
  let cursor = aStart;
  for (const change of changes) {
    for (let index = cursor; index < change.aStart; index += 1) lines.push(` ${a[index] ?? ''}`);
    for (let index = change.aStart; index < change.aEnd; index += 1) lines.push(`-${a[index] ?? ''}`);
    for (let index = change.bStart; index < change.bEnd; index += 1) lines.push(`+${b[index] ?? ''}`);
    cursor = change.aEnd;
  }
  for (let index = cursor; index < aEnd; index += 1) lines.push(` ${a[index] ?? ''}`);
  return lines;
}

/** A hunk header's range: 1-based start and count; an empty range names the line before it (GNU diff). */
function range(start: number, count: number): string {
  return count === 1 ? String(start + 1) : `${String(count === 0 ? start : start + 1)},${String(count)}`;
}

/** The changes that turn `a` into `b`, in order. */
export function diffLines(a: readonly string[], b: readonly string[]): Change[] {
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix += 1;
  const changes: Change[] = [];
  let aCursor = prefix;
  let bCursor = prefix;
  for (const [aAnchor, bAnchor] of [...anchors(a, b, prefix, a.length - suffix, prefix, b.length - suffix), [a.length - suffix, b.length - suffix] as const]) {
    diffStretch(a, b, aCursor, aAnchor, bCursor, bAnchor, changes);
    aCursor = aAnchor + 1;
    bCursor = bAnchor + 1;
  }
  return changes;
}

/**
 * Pairs of equal lines, each unique in its side's range, in the same order on both sides: the longest
 * such chain (patience sorting, n log n).
 */
function anchors(a: readonly string[], b: readonly string[], aStart: number, aEnd: number, bStart: number, bEnd: number): [number, number][] {
  // For each line of a: how often it occurs in a and b, and where in b (when once).
  const seen = new Map<string, { inA: number; inB: number; aIndex: number; bIndex: number }>();
  for (let index = aStart; index < aEnd; index += 1) {
    const line = a[index] ?? '';
    const entry = seen.get(line);
    if (entry) entry.inA += 1;
    else seen.set(line, { inA: 1, inB: 0, aIndex: index, bIndex: -1 });
  }
  for (let index = bStart; index < bEnd; index += 1) {
    const entry = seen.get(b[index] ?? '');
    if (entry) {
      entry.inB += 1;
      entry.bIndex = index;
    }
  }
  const pairs: [number, number][] = [];
  for (const entry of seen.values()) if (entry.inA === 1 && entry.inB === 1) pairs.push([entry.aIndex, entry.bIndex]);
  pairs.sort((x, y) => x[0] - y[0]);
  // Longest increasing run of b indexes: tails[k] is the pair ending the best chain of length k + 1.
  const tails: number[] = [];
  const previous: number[] = new Array<number>(pairs.length).fill(-1);
  for (let index = 0; index < pairs.length; index += 1) {
    const bIndex = pairs[index]?.[1] ?? 0;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((pairs[tails[middle] ?? 0]?.[1] ?? 0) < bIndex) low = middle + 1;
      else high = middle;
    }
    previous[index] = low > 0 ? (tails[low - 1] ?? -1) : -1;
    tails[low] = index;
  }
  const chain: [number, number][] = [];
  for (let index = tails.at(-1) ?? -1; index !== -1; index = previous[index] ?? -1) {
    const pair = pairs[index];
    if (pair) chain.push(pair);
  }
  return chain.reverse();
}

/** Appends the changes between `a[aStart, aEnd)` and `b[bStart, bEnd)`, found by jsdiff. */
function diffStretch(a: readonly string[], b: readonly string[], aStart: number, aEnd: number, bStart: number, bEnd: number, changes: Change[]): void {
  if (aStart === aEnd && bStart === bEnd) return;
  if (aStart === aEnd || bStart === bEnd) {
    changes.push({ aStart, aEnd, bStart, bEnd });
    return;
  }
  const parts = jsdiff().diffArrays(a.slice(aStart, aEnd), b.slice(bStart, bEnd), { maxEditLength: MAX_EDIT_LENGTH });
  if (!parts) {
    changes.push({ aStart, aEnd, bStart, bEnd });
    return;
  }
  let aIndex = aStart;
  let bIndex = bStart;
  let open: { aStart: number; bStart: number } | undefined;
  for (const part of parts) {
    if (!part.added && !part.removed) {
      if (open) changes.push({ aStart: open.aStart, aEnd: aIndex, bStart: open.bStart, bEnd: bIndex });
      open = undefined;
      aIndex += part.count;
      bIndex += part.count;
      continue;
    }
    open ??= { aStart: aIndex, bStart: bIndex };
    if (part.removed) aIndex += part.count;
    else bIndex += part.count;
  }
  if (open) changes.push({ aStart: open.aStart, aEnd: aIndex, bStart: open.bStart, bEnd: bIndex });
}
