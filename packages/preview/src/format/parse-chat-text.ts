import type { JsonPath } from '../json.js';
import type {
  InlineFormat,
  PreviewBlock,
  PreviewInline,
  PreviewLine,
  PreviewListItem,
  PreviewText,
} from '../model/preview-model.js';
import { findPlaceholders } from './find-placeholders.js';

/** What a variable name resolves to: its sample (undefined when none) and the row it came from. */
export interface VariableSample {
  readonly sample: string | undefined;
  readonly row: JsonPath | undefined;
}

/** How to read one text: whether the chat app formats it (only bodies are), and where samples come from. */
export interface ChatTextOptions {
  readonly formatted: boolean;
  readonly samples: (name: string) => VariableSample;
}

/** The inline markers and the format each makes. Monospace (```) is found before these, as a whole. */
const MARKERS = { '*': 'bold', _: 'italic', '~': 'strikethrough', '`': 'code' } as const satisfies Record<string, InlineFormat>;
type Marker = keyof typeof MARKERS;
const MARKER_LIST = Object.keys(MARKERS) as Marker[];
const FENCE = '```';
/** Digits of a numbered item's number: more than this is ordinary text (the app shows no such list). */
const MAX_ITEM_DIGITS = 9;

const WORD = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;

/**
 * Reads a text of the request into lines, lists and quotes with the chat app's formatting (when
 * `formatted`) and every `{{variable}}` resolved to its sample. Linear in the text's length: each offset
 * is read a fixed number of times, and a marker's closer is looked up, not searched for.
 */
export function parseChatText(source: string, path: JsonPath, options: ChatTextOptions): PreviewText {
  return new ChatTextParser(source, options).read(path);
}

class ChatTextParser {
  private readonly length: number;
  /** End offset of the placeholder starting at an offset (0 where none starts). */
  private readonly placeholderEnd: Int32Array;
  /** End offset of the ``` region starting at an offset (0 where none starts). */
  private readonly fenceEnd: Int32Array;
  /** Offsets inside a placeholder or a ``` region: no line break, marker or list prefix there. */
  private readonly covered: Uint8Array;
  /** Offsets where a placeholder ends (its last `}`): a word before a marker, as its sample will be. */
  private readonly placeholderLast: Uint8Array;
  /** Per marker: the nearest offset at or after each offset where that marker can close (-1: none). */
  private readonly nextCloser = new Map<Marker, Int32Array>();
  private readonly names = new Map<number, string>();
  /** The lines of the quote and the items of the list being read, while they are the last block. */
  private openLines: PreviewLine[] = [];
  private openItems: PreviewListItem[] = [];

  constructor(
    private readonly source: string,
    private readonly options: ChatTextOptions,
  ) {
    const length = source.length;
    this.length = length;
    this.placeholderEnd = new Int32Array(length);
    this.fenceEnd = new Int32Array(length);
    this.covered = new Uint8Array(length);
    this.placeholderLast = new Uint8Array(length);
    for (const placeholder of findPlaceholders(source)) {
      this.placeholderEnd[placeholder.start] = placeholder.end;
      this.placeholderLast[placeholder.end - 1] = 1;
      this.names.set(placeholder.start, placeholder.name);
      this.covered.fill(1, placeholder.start, placeholder.end);
    }
    if (options.formatted) {
      this.findFences();
      for (const marker of MARKER_LIST) if (source.includes(marker)) this.nextCloser.set(marker, this.closers(marker));
    }
  }

  read(path: JsonPath): PreviewText {
    const blocks: PreviewBlock[] = [];
    let lineStart = 0;
    for (let index = 0; index <= this.length; index += 1) {
      if (index < this.length && (this.source[index] !== '\n' || this.covered[index] === 1)) continue;
      this.addLine(blocks, lineStart, index);
      lineStart = index + 1;
    }
    return { path, source: this.source, filled: this.filled(), blocks };
  }

  /** The text with samples in place of the placeholders that have one. */
  private filled(): string {
    let result = '';
    let from = 0;
    for (const [start, name] of this.names) {
      const { sample } = this.options.samples(name);
      if (sample === undefined) continue;
      result += this.source.slice(from, start) + sample;
      from = this.placeholderEnd[start] ?? start;
    }
    return result + this.source.slice(from);
  }

  /** Pairs ``` fences in order; an unpaired or empty pair stays text. Fences inside placeholders do not count. */
  private findFences(): void {
    let open = -1;
    let index = this.source.indexOf(FENCE);
    while (index !== -1) {
      if (this.covered[index] === 1 || this.covered[index + 2] === 1) {
        index = this.source.indexOf(FENCE, index + 1);
        continue;
      }
      if (open === -1 || index === open + FENCE.length) {
        open = index;
      } else {
        const end = index + FENCE.length;
        this.fenceEnd[open] = end;
        this.covered.fill(1, open, end);
        open = -1;
      }
      index = this.source.indexOf(FENCE, index + FENCE.length);
    }
  }

  private closers(marker: Marker): Int32Array {
    const next = new Int32Array(this.length + 1);
    next[this.length] = -1;
    for (let index = this.length - 1; index >= 0; index -= 1) {
      next[index] = this.canClose(marker, index) ? index : (next[index + 1] ?? -1);
    }
    return next;
  }

  /** A closer follows a non-space and is not followed by a word character (`2*3*4` has none). A run of backticks is a fence, never inline code. */
  private canClose(marker: Marker, index: number): boolean {
    const source = this.source;
    if (source[index] !== marker || this.covered[index] === 1 || index === 0) return false;
    const before = source[index - 1] ?? '\n';
    if (before === '\n' || SPACE.test(before) || (marker === '`' && before === '`')) return false;
    if (marker === '`' && source[index + 1] === '`') return false;
    return index + 1 >= this.length || !this.wordAt(index + 1);
  }

  /** An opener does not follow a word character and is followed by a non-space on its line. */
  private canOpen(marker: Marker, index: number, lineStart: number): boolean {
    const source = this.source;
    if (source[index] !== marker || this.covered[index] === 1) return false;
    if (index > lineStart && this.wordBefore(index)) return false;
    const after = source[index + 1];
    // A run of backticks is a fence, never inline code.
    if (marker === '`' && (after === '`' || source[index - 1] === '`')) return false;
    return after !== undefined && after !== '\n' && !SPACE.test(after);
  }

  private wordAt(index: number): boolean {
    if ((this.placeholderEnd[index] ?? 0) > 0) return true;
    const code = this.source.codePointAt(index);
    return code !== undefined && WORD.test(String.fromCodePoint(code));
  }

  private wordBefore(index: number): boolean {
    if (this.placeholderLast[index - 1] === 1) return true;
    let at = index - 1;
    const unit = this.source.charCodeAt(at);
    if (unit >= 0xdc00 && unit <= 0xdfff && at > 0) at -= 1;
    const code = this.source.codePointAt(at);
    return code !== undefined && WORD.test(String.fromCodePoint(code));
  }

  private addLine(blocks: PreviewBlock[], start: number, end: number): void {
    const item = this.options.formatted ? this.listPrefix(start, end) : undefined;
    if (item?.kind === 'quote') {
      const line = this.inline(item.contentStart, end, start, new Set());
      const last = blocks.at(-1);
      // The open block's own array grows in place: copying it for every line made 32,000 quote lines quadratic.
      if (last?.type === 'quote' && last.lines === this.openLines) this.openLines.push(line);
      else {
        this.openLines = [line];
        blocks.push({ type: 'quote', lines: this.openLines });
      }
      return;
    }
    if (item) {
      const content = this.inline(item.contentStart, end, start, new Set());
      const entry: PreviewListItem = item.number === undefined ? { content } : { number: item.number, content };
      const type = item.kind === 'bullet' ? 'bulleted-list' : 'numbered-list';
      const last = blocks.at(-1);
      if (last?.type === type && last.items === this.openItems) this.openItems.push(entry);
      else {
        this.openItems = [entry];
        blocks.push({ type, items: this.openItems });
      }
      return;
    }
    blocks.push({ type: 'line', content: this.inline(start, end, start, new Set()) });
  }

  /** `* ` or `- ` (bullet), `12. ` (numbered) or `> ` (quote) at the start of a line. */
  private listPrefix(start: number, end: number): { kind: 'bullet' | 'numbered' | 'quote'; contentStart: number; number?: string } | undefined {
    const source = this.source;
    const first = source[start];
    if (start + 1 >= end || this.covered[start] === 1) return undefined;
    if ((first === '*' || first === '-') && source[start + 1] === ' ') return { kind: 'bullet', contentStart: start + 2 };
    if (first === '>' && source[start + 1] === ' ') return { kind: 'quote', contentStart: start + 2 };
    let digitEnd = start;
    while (digitEnd < end && digitEnd - start <= MAX_ITEM_DIGITS && isDigit(source.charCodeAt(digitEnd))) digitEnd += 1;
    if (digitEnd > start && digitEnd - start <= MAX_ITEM_DIGITS && source[digitEnd] === '.' && source[digitEnd + 1] === ' ' && digitEnd + 1 < end) {
      return { kind: 'numbered', contentStart: digitEnd + 2, number: source.slice(start, digitEnd) };
    }
    return undefined;
  }

  /**
   * The inline content of `[start, end)`. A marker opens where `canOpen` allows and its nearest closer
   * lies inside the range; the content between is read again without that marker (so the same format
   * never nests, and depth stays at most the number of markers). Inline code content is literal.
   */
  private inline(start: number, end: number, lineStart: number, open: ReadonlySet<Marker>): PreviewLine {
    const result: PreviewInline[] = [];
    let textStart = start;
    const flush = (at: number): void => {
      if (at > textStart) result.push({ type: 'text', text: this.source.slice(textStart, at), range: [textStart, at] });
    };
    let index = start;
    while (index < end) {
      const placeholderEnd = this.placeholderEnd[index] ?? 0;
      if (placeholderEnd > 0) {
        flush(index);
        result.push(this.variable(index, placeholderEnd));
        index = placeholderEnd;
        textStart = index;
        continue;
      }
      const fenceEnd = this.fenceEnd[index] ?? 0;
      if (fenceEnd > 0 && fenceEnd <= end) {
        flush(index);
        const children = this.literal(index + FENCE.length, fenceEnd - FENCE.length);
        result.push({ type: 'monospace', children, range: [index, fenceEnd] });
        index = fenceEnd;
        textStart = index;
        continue;
      }
      const char = this.source[index] as Marker;
      const closers = open.has(char) ? undefined : this.nextCloser.get(char);
      if (closers && this.canOpen(char, index, lineStart)) {
        const close = closers[index + 2] ?? -1;
        if (close !== -1 && close < end) {
          flush(index);
          const children = char === '`' ? this.literal(index + 1, close) : this.inline(index + 1, close, lineStart, new Set([...open, char]));
          result.push({ type: MARKERS[char], children, range: [index, close + 1] });
          index = close + 1;
          textStart = index;
          continue;
        }
      }
      index += 1;
    }
    flush(end);
    return result;
  }

  /** Content shown as typed (inline code, monospace): text and variables only. */
  private literal(start: number, end: number): PreviewLine {
    const result: PreviewInline[] = [];
    let textStart = start;
    for (let index = start; index < end; ) {
      const placeholderEnd = this.placeholderEnd[index] ?? 0;
      if (placeholderEnd > 0 && placeholderEnd <= end) {
        if (index > textStart) result.push({ type: 'text', text: this.source.slice(textStart, index), range: [textStart, index] });
        result.push(this.variable(index, placeholderEnd));
        index = placeholderEnd;
        textStart = index;
      } else {
        index += 1;
      }
    }
    if (end > textStart) result.push({ type: 'text', text: this.source.slice(textStart, end), range: [textStart, end] });
    return result;
  }

  private variable(start: number, end: number): PreviewInline {
    const name = this.names.get(start) ?? '';
    const { sample, row } = this.options.samples(name);
    return { type: 'variable', name, sample, row, range: [start, end] };
  }
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
