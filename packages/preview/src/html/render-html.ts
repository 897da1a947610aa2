import { escapeHtml } from './escape-html.js';
import type { TemplatePreview } from '../model/preview-model.js';
import type { HtmlNode } from './html-node.js';
import { previewTree, type RenderOptions } from './render-preview.js';

/** Elements with no end tag. */
const VOID_TAGS: ReadonlySet<string> = new Set(['br']);

/**
 * Renders a preview as an HTML fragment (one `div.tl-preview`, with its stylesheet unless `styles: false`).
 * Every text and attribute value from the request is escaped; links only use `http`, `https` or `tel`.
 */
export function renderPreviewHtml(preview: TemplatePreview, options: RenderOptions = {}): string {
  const parts: string[] = [];
  writeHtml(previewTree(preview, options), parts);
  // One join at the end: appending to one growing string made the collector copy it again and again.
  return parts.join('');
}

function writeHtml(node: HtmlNode, parts: string[]): void {
  if (typeof node === 'string') {
    parts.push(escapeHtml(node));
    return;
  }
  parts.push(`<${node.tag}`);
  for (const [name, value] of Object.entries(node.attributes)) parts.push(` ${name}="${escapeHtml(value)}"`);
  parts.push('>');
  if (VOID_TAGS.has(node.tag)) return;
  // Raw text is our stylesheet; `</` cannot occur in it, and is broken up if it ever does.
  if (node.rawText !== undefined) parts.push(node.rawText.replaceAll('</', '<\\/'));
  for (const child of node.children) writeHtml(child, parts);
  parts.push(`</${node.tag}>`);
}
