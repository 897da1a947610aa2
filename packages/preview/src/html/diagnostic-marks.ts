import { pathKey, type JsonPath } from '../json.js';
import type { PreviewInline, PreviewText, SourceRange } from '../model/preview-model.js';

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
    diagnostics.forEach((diagnostic, index) => {
      const flag = this.flags[index];
      if (!flag) return;
      const path = Array.isArray(diagnostic.path) ? diagnostic.path : [];
      const range = spanOf(diagnostic.range);
      const text = targets.get(pathKey(path));
      if (range && text && hitsShownText(text, range)) {
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

/** Whether a range overlaps a text run or a variable of the text. */
function hitsShownText(text: PreviewText, range: SourceRange): boolean {
  const visit = (nodes: readonly PreviewInline[]): boolean =>
    nodes.some((node) => (node.type === 'text' || node.type === 'variable' ? overlaps(node.range, range) : visit(node.children)));
  return text.blocks.some((block) => {
    if (block.type === 'line') return visit(block.content);
    if (block.type === 'quote') return block.lines.some(visit);
    return block.items.some((item) => visit(item.content));
  });
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
