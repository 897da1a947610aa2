import { parseChatFormat, type ChatBlock, type ChatInline, type ChatLine } from '@templint/core/internal';
import type { JsonPath } from '../json.js';
import type { PreviewBlock, PreviewInline, PreviewLine, PreviewText } from '../model/preview-model.js';
import { findPlaceholders, type PlaceholderSpan } from './find-placeholders.js';
import { htmlText, htmlTextInPlace, withoutCarriageReturns } from './html-text.js';

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

/**
 * Reads a text of the request into lines, lists and quotes with the chat app's formatting (when
 * `formatted`) and every `{{variable}}` resolved to its sample. The formatting is read by
 * @templint/core's parser, the one header-footer-plain-text reads too; this adds the samples. What is
 * shown is read as the HTML parser reads text (`htmlText`: CRLF and CR as line breaks, NUL as U+FFFD), so
 * both renderers build the same tree; ranges still point into `source`.
 */
export function parseChatText(source: string, path: JsonPath, options: ChatTextOptions): PreviewText {
  const placeholders = findPlaceholders(source);
  const shown = htmlTextInPlace(source);
  const reading: Reading = { shown, carriageReturns: shown.includes('\r'), options };
  const blocks = parseChatFormat(shown, placeholders, options.formatted).map((block) => previewBlock(block, reading));
  return { path, source, filled: htmlText(filled(source, placeholders, options)), blocks };
}

/** One text being read: as shown (`htmlTextInPlace`), whether a CRLF's CR is left in it, and the options. */
interface Reading {
  readonly shown: string;
  readonly carriageReturns: boolean;
  readonly options: ChatTextOptions;
}

/** The text with samples in place of the placeholders that have one. */
function filled(source: string, placeholders: readonly PlaceholderSpan[], options: ChatTextOptions): string {
  let result = '';
  let from = 0;
  for (const { name, start, end } of placeholders) {
    const { sample } = options.samples(name);
    if (sample === undefined) continue;
    result += source.slice(from, start) + sample;
    from = end;
  }
  return result + source.slice(from);
}

function previewBlock(block: ChatBlock, reading: Reading): PreviewBlock {
  const line = (content: ChatLine): PreviewLine => content.flatMap((inline) => previewInline(inline, reading));
  switch (block.type) {
    case 'line':
      return { type: 'line', content: line(block.content) };
    case 'quote':
      return { type: 'quote', lines: block.lines.map(line) };
    default:
      return {
        type: block.type,
        items: block.items.map((item) => (item.number === undefined ? { content: line(item.content) } : { number: item.number, content: line(item.content) })),
      };
  }
}

function previewInline(inline: ChatInline, reading: Reading): PreviewInline[] {
  const { shown, options } = reading;
  if (inline.type === 'text') {
    // A CRLF's CR is no character of the text, as the HTML parser reads it: the run is cut around it.
    const [start, end] = inline.range;
    const pieces = reading.carriageReturns ? withoutCarriageReturns(shown, start, end) : [[start, end] as const];
    return pieces.map((range) => ({ type: 'text', text: shown.slice(range[0], range[1]), range }));
  }
  if (inline.type === 'variable') {
    // Looked up by the name as written; shown as read.
    const { sample, row } = options.samples(inline.name);
    return [{ type: 'variable', name: htmlText(inline.name), sample: sample === undefined ? undefined : htmlText(sample), row, range: inline.range }];
  }
  return [{ type: inline.type, children: inline.children.flatMap((child) => previewInline(child, reading)), range: inline.range }];
}
