import { describe, expect, test } from 'vitest';
import { previewTemplate } from '../preview-template.js';
import { renderPreviewHtml } from './render-html.js';
import { parseStrictHtml } from './strict-html.test-support.js';

/** The stylesheet a rendered preview ships (its `style` element). */
function shippedStylesheet(): string {
  const [style] = parseStrictHtml(renderPreviewHtml(previewTemplate({}))).children;
  if (typeof style !== 'object' || style.tag !== 'style' || typeof style.children[0] !== 'string') throw new Error('no stylesheet first in the preview');
  return style.children[0];
}

/** The declarations (`property: value`) of every rule whose selector list names `selector`, rules inside `@media` included. */
function declarationsFor(stylesheet: string, selector: string): string[] {
  const declarations: string[] = [];
  for (const [, selectors = '', body = ''] of stylesheet.matchAll(/([^{}]+)\{([^{}]*)\}/gu)) {
    if (!selectors.split(',').some((one) => one.trim() === selector)) continue;
    declarations.push(...body.split(';').map((declaration) => declaration.trim().replace(/\s*:\s*/u, ': ')).filter((declaration) => declaration !== ''));
  }
  return declarations;
}

describe('PREVIEW_STYLESHEET as the renderer ships it', () => {
  // A bubble and a card hide what overflows them (`overflow: hidden`, for the rounded corners): a long word
  // in a label must wrap, not be cut off, as the bubble's own text does.
  test.each(['.tl-bubble', '.tl-button', '.tl-list-title', '.tl-list-row-title', '.tl-list-row-description'])('%s wraps a word longer than its line', (selector) => {
    expect(declarationsFor(shippedStylesheet(), selector)).toContain('overflow-wrap: anywhere');
  });

  test('a numbered list shows no marker of its own: the typed number is its text', () => {
    expect(declarationsFor(shippedStylesheet(), '.tl-list-numbered')).toContain('list-style: none');
  });
});
