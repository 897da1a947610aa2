import { pathKey, type JsonPath } from '../json.js';
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

/** What each rendered path shows: a text (whose spans can be marked) or a part as a whole. */
export type Targets = ReadonlyMap<string, PreviewText | undefined>;


/**
 * Places each diagnostic on what the preview shows: on the spans of a text when it has a range that
 * falls on shown text, else on the deepest shown part whose path leads to the diagnostic's path (the
 * whole message at worst). Every diagnostic is placed somewhere.
 */
export class DiagnosticMarks {
  private readonly parts = new Map<string, Flag[]>();
  private readonly spans = new Map<string, RangeFlag[]>();
  readonly flags: readonly (Flag & { readonly ruleId: string | undefined })[];

  constructor(diagnostics: readonly PreviewDiagnostic[], idPrefix: string, targets: Targets) {
    this.flags = diagnostics.map((diagnostic, index) => ({
      id: `${idPrefix}-problem-${index + 1}`,
      message: typeof diagnostic.message === 'string' ? diagnostic.message : '',
      severity: diagnostic.severity === 'warning' ? 'warning' : 'error',
      ruleId: typeof diagnostic.ruleId === 'string' ? diagnostic.ruleId : undefined,
    }));
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
    diagnostics.forEach((diagnostic, index) => {
      const flag = this.flags[index];
      if (!flag) return;
      const path = Array.isArray(diagnostic.path) ? diagnostic.path : [];
      const range = spanOf(diagnostic.range);
      const text = targets.get(pathKey(path));
      if (range && text && hitsAny(shownRangesOf(text), range)) {
        push(this.spans, pathKey(path), { ...flag, range });
        return;
      }
      for (let length = path.length; length >= 0; length -= 1) {
        const key = pathKey(path.slice(0, length));
        if (targets.has(key)) {
          push(this.parts, key, flag);
          return;
        }
      }
    });
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
