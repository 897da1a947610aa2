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
  return writeHtml(previewTree(preview, options));
}

function writeHtml(node: HtmlNode): string {
  if (typeof node === 'string') return escapeText(node);
  let html = `<${node.tag}`;
  for (const [name, value] of Object.entries(node.attributes)) html += ` ${name}="${escapeAttribute(value)}"`;
  html += '>';
  if (VOID_TAGS.has(node.tag)) return html;
  // Raw text is our stylesheet; `</` cannot occur in it, and is broken up if it ever does.
  if (node.rawText !== undefined) html += node.rawText.replaceAll('</', '<\\/');
  for (const child of node.children) html += writeHtml(child);
  return `${html}</${node.tag}>`;
}

/** Escapes text content: `&`, `<` and `>`. */
function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Escapes a double-quoted attribute value: also `"` and `'`. */
function escapeAttribute(value: string): string {
  return escapeText(value).replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}
