// The chat app's formatting of a message text, read once for everything that needs it: the preview shows
// it, and header-footer-plain-text reports it. The rules are the app's as observed (docs/preview.md,
// "Formatting"); the spec does not describe formatting.

/** The chat app's inline formats, in the order the formatting table of docs/preview.md lists them. */
export const CHAT_INLINE_FORMATS = ['bold', 'italic', 'strikethrough', 'code', 'monospace'] as const;
/** One of the chat app's inline formats. */
export type ChatInlineFormat = (typeof CHAT_INLINE_FORMATS)[number];

/** `[start, end)` UTF-16 offsets into the text. */
export type ChatRange = readonly [start: number, end: number];

/** Literal text. */
export interface ChatTextRun {
  readonly type: 'text';
  readonly range: ChatRange;
}

/** A `{{name}}` placeholder, one word to the formatting. */
export interface ChatVariable {
  readonly type: 'variable';
  readonly name: string;
  readonly range: ChatRange;
}

/** Formatted content: `range` spans the markers too; `marker` is what opened it (`*`, `_`, `~`, `` ` ``, ```` ``` ````). */
export interface ChatFormatted {
  readonly type: ChatInlineFormat;
  readonly marker: string;
  readonly children: readonly ChatInline[];
  readonly range: ChatRange;
}

/** A piece of a line. */
export type ChatInline = ChatTextRun | ChatVariable | ChatFormatted;

/** One line of content. */
export type ChatLine = readonly ChatInline[];

/**
 * A list item: `number` is the digits typed (`3` for `3. `), absent for a bullet. `Line` is what a line
 * holds: the parser's pieces, or a reader's own (the preview's, with samples filled in).
 */
export interface ChatListItem<Line = ChatLine> {
  readonly number?: string;
  readonly content: Line;
}

/** A block of a text: a plain line, a run of bulleted or numbered items, or a run of quoted lines. */
export type ChatBlock<Line = ChatLine> =
  | { readonly type: 'line'; readonly content: Line }
  | { readonly type: 'bulleted-list'; readonly items: readonly ChatListItem<Line>[] }
  | { readonly type: 'numbered-list'; readonly items: readonly ChatListItem<Line>[] }
  | { readonly type: 'quote'; readonly lines: readonly Line[] };

/** A placeholder of the text, as `parsePlaceholders` finds it: its name and `[start, end)` offsets. */
export interface ChatPlaceholder {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/** The inline markers and the format each makes. Monospace (```) is found before these, as a whole. */
const MARKERS = { '*': 'bold', _: 'italic', '~': 'strikethrough', '`': 'code' } as const satisfies Record<string, ChatInlineFormat>;
type Marker = keyof typeof MARKERS;
const MARKER_LIST = Object.keys(MARKERS) as Marker[];
const FENCE = '```';
/** Digits of a numbered item's number: more than this is ordinary text (the app shows no such list). */
const MAX_ITEM_DIGITS = 9;

/** A letter or digit, or a combining mark on one (`e\u0301`, a Devanagari or Arabic vowel sign): a word goes on. */
const WORD = /[\p{L}\p{M}\p{N}]/u;
const SPACE = /\s/u;

/**
 * Reads a text into lines, lists and quotes with the chat app's formatting (when `formatted`; else lines
 * and variables only, as the app shows a header or a footer). `placeholders` are the text's own, in order
 * (`parsePlaceholders(text).placeholders`). Linear in the text's length: each offset is read a fixed number
 * of times, and a marker's closer is looked up, not searched for.
 */
export function parseChatFormat(text: string, placeholders: readonly ChatPlaceholder[], formatted: boolean): readonly ChatBlock[] {
  return new ChatFormatParser(text, placeholders, formatted).read();
}

/** Every formatted span of the blocks, outer before inner, in text order. */
export function formattedSpans(blocks: readonly ChatBlock[]): ChatFormatted[] {
  const found: ChatFormatted[] = [];
  const visit = (line: ChatLine): void => {
    for (const inline of line) {
      if (inline.type === 'text' || inline.type === 'variable') continue;
      found.push(inline);
      visit(inline.children);
    }
  };
  for (const block of blocks) {
    if (block.type === 'line') visit(block.content);
    else if (block.type === 'quote') block.lines.forEach(visit);
    else for (const item of block.items) visit(item.content);
  }
  return found;
}

class ChatFormatParser {
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
  private openLines: ChatLine[] = [];
  private openItems: ChatListItem[] = [];

  constructor(
    private readonly source: string,
    placeholders: readonly ChatPlaceholder[],
    private readonly formatted: boolean,
  ) {
    const length = source.length;
    this.length = length;
    this.placeholderEnd = new Int32Array(length);
    this.fenceEnd = new Int32Array(length);
    this.covered = new Uint8Array(length);
    this.placeholderLast = new Uint8Array(length);
    for (const placeholder of placeholders) {
      if (placeholder.start < 0 || placeholder.end > length || placeholder.end <= placeholder.start) continue;
      this.placeholderEnd[placeholder.start] = placeholder.end;
      this.placeholderLast[placeholder.end - 1] = 1;
      this.names.set(placeholder.start, placeholder.name);
      this.covered.fill(1, placeholder.start, placeholder.end);
    }
    if (formatted) {
      this.findFences();
      for (const marker of MARKER_LIST) if (source.includes(marker)) this.nextCloser.set(marker, this.closers(marker));
    }
  }

  read(): readonly ChatBlock[] {
    const blocks: ChatBlock[] = [];
    let lineStart = 0;
    for (let index = 0; index <= this.length; index += 1) {
      if (index < this.length && (this.source[index] !== '\n' || this.covered[index] === 1)) continue;
      this.addLine(blocks, lineStart, index);
      lineStart = index + 1;
    }
    return blocks;
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

  private addLine(blocks: ChatBlock[], start: number, end: number): void {
    const item = this.formatted ? this.listPrefix(start, end) : undefined;
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
      const entry: ChatListItem = item.number === undefined ? { content } : { number: item.number, content };
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
  private inline(start: number, end: number, lineStart: number, open: ReadonlySet<Marker>): ChatLine {
    const result: ChatInline[] = [];
    let textStart = start;
    const flush = (at: number): void => {
      if (at > textStart) result.push({ type: 'text', range: [textStart, at] });
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
        result.push({ type: 'monospace', marker: FENCE, children, range: [index, fenceEnd] });
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
          result.push({ type: MARKERS[char], marker: char, children, range: [index, close + 1] });
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
  private literal(start: number, end: number): ChatLine {
    const result: ChatInline[] = [];
    let textStart = start;
    for (let index = start; index < end; ) {
      const placeholderEnd = this.placeholderEnd[index] ?? 0;
      if (placeholderEnd > 0 && placeholderEnd <= end) {
        if (index > textStart) result.push({ type: 'text', range: [textStart, index] });
        result.push(this.variable(index, placeholderEnd));
        index = placeholderEnd;
        textStart = index;
      } else {
        index += 1;
      }
    }
    if (end > textStart) result.push({ type: 'text', range: [textStart, end] });
    return result;
  }

  private variable(start: number, end: number): ChatVariable {
    return { type: 'variable', name: this.names.get(start) ?? '', range: [start, end] };
  }
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
