import { parseChatFormat, type ChatBlock, type ChatInline, type ChatLine } from '@templint/core/internal';
import type { JsonPath } from '../json.js';
import type { PreviewBlock, PreviewInline, PreviewLine, PreviewText } from '../model/preview-model.js';
import { findPlaceholders, type PlaceholderSpan } from './find-placeholders.js';

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
 * @templint/core's parser, the one header-footer-plain-text reads too; this adds the samples.
 */
export function parseChatText(source: string, path: JsonPath, options: ChatTextOptions): PreviewText {
  const placeholders = findPlaceholders(source);
  const blocks = parseChatFormat(source, placeholders, options.formatted).map((block) => previewBlock(block, source, options));
  return { path, source, filled: filled(source, placeholders, options), blocks };
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

function previewBlock(block: ChatBlock, source: string, options: ChatTextOptions): PreviewBlock {
  const line = (content: ChatLine): PreviewLine => content.map((inline) => previewInline(inline, source, options));
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

function previewInline(inline: ChatInline, source: string, options: ChatTextOptions): PreviewInline {
  if (inline.type === 'text') return { type: 'text', text: source.slice(inline.range[0], inline.range[1]), range: inline.range };
  if (inline.type === 'variable') {
    const { sample, row } = options.samples(inline.name);
    return { type: 'variable', name: inline.name, sample, row, range: inline.range };
  }
  return { type: inline.type, children: inline.children.map((child) => previewInline(child, source, options)), range: inline.range };
}
