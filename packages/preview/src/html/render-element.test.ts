import { defaultCatalog } from '@templint/core';
import { describe, expect, test } from 'vitest';
import { validExamples } from '../model/examples.test-support.js';
import { createPreviewer } from '../preview-template.js';
import { renderPreviewElement, type PreviewDocument, type PreviewDomElement, type PreviewDomNode } from './render-element.js';

/** A document that logs, in order, every child appended and attribute set, by the element's tag and number. */
function loggingDocument(): { document: PreviewDocument<PreviewDomElement>; log: string[] } {
  const log: string[] = [];
  let made = 0;
  const element = (tag: string): PreviewDomElement => {
    const name = `${tag}#${String((made += 1))}`;
    return {
      nodeType: 1,
      setAttribute: (attribute) => log.push(`${name} set ${attribute}`),
      appendChild: () => log.push(`${name} append`),
    };
  };
  const text: PreviewDomNode = { nodeType: 3 };
  return { document: { createElement: element, createElementNS: (_, tag) => element(tag), createTextNode: () => text }, log };
}

describe('renderPreviewElement', () => {
  test('sets an element\'s attributes once its children are in (dir="auto" set first makes Chromium work the direction out at each child)', () => {
    const { document, log } = loggingDocument();
    const request = validExamples().get('normal--order-update.json');
    renderPreviewElement(createPreviewer({ catalog: defaultCatalog }).preview(request), document, { frame: true });
    const lines = [...new Set(log.filter((entry) => entry.endsWith(' set dir')).map((entry) => entry.split(' ')[0]))];
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const own = log.filter((entry) => entry.startsWith(`${line ?? ''} `));
      expect(own.lastIndexOf(`${line ?? ''} append`)).toBeLessThan(own.indexOf(`${line ?? ''} set dir`));
    }
  });
});
