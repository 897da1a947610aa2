// A compact written form of a parsed text, so tests state expected structure as one literal string:
// [b:..] bold, [i:..] italic, [s:..] strikethrough, [c:..] inline code, [m:..] monospace,
// <name=sample> a filled variable, <name?> one without a sample; list items as `• x` / `3. x`, quotes `> x`.
import type { PreviewBlock, PreviewInline, PreviewText } from '../model/preview-model.js';

const TAG = { bold: 'b', italic: 'i', strikethrough: 's', code: 'c', monospace: 'm' } as const;

export function outlineInline(nodes: readonly PreviewInline[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.text;
      if (node.type === 'variable') return node.sample === undefined ? `<${node.name}?>` : `<${node.name}=${node.sample}>`;
      return `[${TAG[node.type]}:${outlineInline(node.children)}]`;
    })
    .join('');
}

export function outlineBlock(block: PreviewBlock): string {
  switch (block.type) {
    case 'line':
      return outlineInline(block.content);
    case 'bulleted-list':
      return block.items.map((item) => `• ${outlineInline(item.content)}`).join('\n');
    case 'numbered-list':
      return block.items.map((item) => `${item.number ?? '?'}. ${outlineInline(item.content)}`).join('\n');
    case 'quote':
      return block.lines.map((line) => `> ${outlineInline(line)}`).join('\n');
  }
}

export function outline(text: PreviewText): string {
  return text.blocks.map(outlineBlock).join('\n');
}
