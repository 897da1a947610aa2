import { htmlText } from '../format/html-text.js';
import { pathKey, prefixKeys, type JsonPath } from '../json.js';
import type { PreviewInline, PreviewLine, PreviewText, SourceRange } from '../model/preview-model.js';

/**
 * A diagnostic as the renderer reads it: structurally @templint/core's `Diagnostic`, so core's and lint's
 * diagnostics are passed as they are.
 */
export interface PreviewDiagnostic {
  readonly path: readonly (string | number)[];
  /** `[start, end)` offsets inside the string at `path`, when one span of it is at fault. */
  readonly range?: readonly [number, number] | undefined;
  readonly message: string;
  readonly severity: 'error' | 'warning';
  readonly ruleId?: string | undefined;
}

/** One diagnostic as a mark carries it: the id of its entry in the list of problems. */
export interface Flag {
  readonly id: string;
  readonly message: string;
  readonly severity: 'error' | 'warning';
}

/** A flag on a span of a text. */
export interface RangeFlag extends Flag {
  readonly range: SourceRange;
}

/** What the preview shows, for placing diagnostics on it. */
export interface Targets {
  /** What each shown path shows, by `pathKey`: a text (whose spans can be marked) or a part as a whole. */
  readonly shown: ReadonlyMap<string, PreviewText | undefined>;
  /** How many keys the longest shown path has: no longer prefix of a diagnostic's path can be shown. */
  readonly depth: number;
}

/**
 * Places each diagnostic on what the preview shows: on the spans of a text when it has a range that
 * falls on shown text, else on the deepest shown part whose path leads to the diagnostic's path (the
 * whole message at worst). Every diagnostic is placed somewhere.
 */
export class DiagnosticMarks {
  private readonly parts = new Map<string, Flag[]>();
  private readonly spans = new Map<string, RangeFlag[]>();
  readonly flags: readonly (Flag & { readonly ruleId: string | undefined })[];

  /**
   * `diagnostics` may hold anything a JavaScript caller passed: an entry that is not an object is left out
   * (the others keep the ids of their places in the list), and so is what cannot be read of one.
   */
  constructor(diagnostics: readonly unknown[], idPrefix: string, targets: Targets) {
    const flags: (Flag & { readonly ruleId: string | undefined })[] = [];
    // Each text's shown ranges are listed once, however many diagnostics fall on it.
    const shown = new Map<PreviewText, readonly SourceRange[]>();
    const shownRangesOf = (text: PreviewText): readonly SourceRange[] => {
      let ranges = shown.get(text);
      if (ranges === undefined) {
        ranges = shownRanges(text);
        shown.set(text, ranges);
      }
      return ranges;
    };
    diagnostics.forEach((entry, index) => {
      if (typeof entry !== 'object' || entry === null) return;
      const diagnostic = entry as { readonly [K in keyof PreviewDiagnostic]?: unknown };
      const flag = {
        id: `${idPrefix}-problem-${index + 1}`,
        // Shown in the list and in tooltips as the HTML parser reads text, so both renderers build the same tree.
        message: typeof diagnostic.message === 'string' ? htmlText(diagnostic.message) : '',
        severity: diagnostic.severity === 'warning' ? 'warning' : 'error',
        ruleId: typeof diagnostic.ruleId === 'string' ? htmlText(diagnostic.ruleId) : undefined,
      } as const;
      flags.push(flag);
      const path = readablePath(diagnostic.path);
      // Only prefixes as long as the deepest shown path can be shown: their keys, shortest first, in one pass.
      const keys = prefixKeys(path, targets.depth);
      const key = keys.length > path.length ? keys[path.length] : undefined;
      const range = spanOf(diagnostic.range);
      const text = key === undefined ? undefined : targets.shown.get(key);
      if (key !== undefined && range && text && hitsAny(shownRangesOf(text), range)) {
        push(this.spans, key, { ...flag, range });
        return;
      }
      for (let length = keys.length - 1; length >= 0; length -= 1) {
        const prefix = keys[length];
        if (prefix !== undefined && targets.shown.has(prefix)) {
          push(this.parts, prefix, flag);
          return;
        }
      }
    });
    this.flags = flags;
  }

  /** Flags of a part shown at one of `paths`. */
  onPart(paths: readonly JsonPath[]): readonly Flag[] {
    return paths.flatMap((path) => this.parts.get(pathKey(path)) ?? []);
  }

  /** Flags on spans of the text at `path`. */
  onSpans(path: JsonPath): readonly RangeFlag[] {
    return this.spans.get(pathKey(path)) ?? [];
  }
}

/** A diagnostic's path up to its first key that is neither a string nor a number (a caller's BigInt, say); none when it is not an array. */
function readablePath(path: unknown): JsonPath {
  if (!Array.isArray(path)) return [];
  const keys = path as readonly unknown[];
  const end = keys.findIndex((key) => typeof key !== 'string' && typeof key !== 'number');
  return end === -1 ? (keys as JsonPath) : (keys.slice(0, end) as JsonPath);
}

/** A usable range; an empty one (an insertion point) marks the character after it. */
function spanOf(range: unknown): SourceRange | undefined {
  if (!Array.isArray(range) || range.length !== 2) return undefined;
  const [start, end] = range as unknown[];
  if (typeof start !== 'number' || typeof end !== 'number' || !(start >= 0) || !(end >= start)) return undefined;
  return end === start ? [start, start + 1] : [start, end];
}

/**
 * The ranges of a text's runs and variables, in text order. The walk keeps its own stack of lines still to
 * read, so a deep nesting of formats is no recursion.
 */
function shownRanges(text: PreviewText): SourceRange[] {
  const ranges: SourceRange[] = [];
  const lines: PreviewLine[] = [];
  for (const block of text.blocks) {
    if (block.type === 'line') lines.push(block.content);
    else if (block.type === 'quote') for (const line of block.lines) lines.push(line);
    else for (const item of block.items) lines.push(item.content);
  }
  const pending: PreviewInline[] = [];
  for (const line of lines) {
    for (const node of [...line].reverse()) pending.push(node);
    for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
      if (node.type === 'text' || node.type === 'variable') ranges.push(node.range);
      else for (const child of [...node.children].reverse()) pending.push(child);
    }
  }
  return ranges;
}

/** Whether a range overlaps one of `ranges` (ordered, not overlapping each other): a binary search. */
function hitsAny(ranges: readonly SourceRange[], range: SourceRange): boolean {
  let low = 0;
  let high = ranges.length;
  // The first range that ends after `range` starts.
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ranges[middle]?.[1] ?? 0) <= range[0]) low = middle + 1;
    else high = middle;
  }
  const candidate = ranges[low];
  return candidate !== undefined && overlaps(candidate, range);
}

/** Whether two `[start, end)` ranges share a character. */
export function overlaps(a: SourceRange, b: SourceRange): boolean {
  return a[0] < b[1] && b[0] < a[1];
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
