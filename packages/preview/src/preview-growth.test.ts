// The preview's work grows with the request, counted (array elements visited, @templint/core/testing's
// countArrayWork), never timed: per item, 8 times the size costs at most twice the work of 1 time. And
// sizes that once overflowed the stack (issue 21, point 15) render in both renderers.
import { defaultCatalog, validateTemplate } from '@templint/core';
import { countArrayWork } from '@templint/core/testing';
import { describe, expect, test } from 'vitest';
import { renderPreviewElement } from './html/render-element.js';
import { renderPreviewHtml } from './html/render-html.js';
import { PROBLEMS_SHOWN_MAX } from './html/render-preview.js';
import type { PreviewDiagnostic } from './html/diagnostic-marks.js';
import { recordingDocument } from './html/recording-document.test-support.js';
import { byClass, parseStrictHtml } from './html/strict-html.test-support.js';
import { validExamples } from './model/examples.test-support.js';
import { createPreviewer } from './preview-template.js';

const ORDER_UPDATE = validExamples().get('normal--order-update.json');
const BODY_PATH = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'] as const;

/** The order update with another body. */
function withBody(body: string): unknown {
  const request = structuredClone(ORDER_UPDATE) as { chat_template_data: { chat_template_body: { chat_template_body_value: string } } };
  request.chat_template_data.chat_template_body.chat_template_body_value = body;
  return request;
}

/** The order update with `count` empty button entries (each a problem for core). */
function withButtons(count: number): unknown {
  const request = structuredClone(ORDER_UPDATE) as { chat_template_data: { chat_template_button: unknown[] } };
  request.chat_template_data.chat_template_button = [{ chat_template_button_data: Array.from({ length: count }, () => ({})) }];
  return request;
}

const previewer = createPreviewer({ catalog: defaultCatalog });

/** Preview and both renderings of a request with its diagnostics, as a page and the playground make them. */
function render(request: unknown, diagnostics: readonly PreviewDiagnostic[]): { html: string; children: number } {
  const preview = previewer.preview(request);
  const html = renderPreviewHtml(preview, { diagnostics, styles: false });
  const element = renderPreviewElement(preview, recordingDocument, { diagnostics, styles: false });
  return { html, children: element.children.length };
}

/** Work per item at `size` and `8 * size`: the ratio of the larger's to the smaller's. */
function perItemRatio(size: number, make: (count: number) => { request: unknown; diagnostics: readonly PreviewDiagnostic[] }): number {
  const small = make(size);
  const large = make(8 * size);
  const smallWork = countArrayWork(() => render(small.request, small.diagnostics)).work;
  const largeWork = countArrayWork(() => render(large.request, large.diagnostics)).work;
  return largeWork / 8 / smallWork;
}

describe('the preview grows linearly (work per item at 8x the size within 2x of 1x)', () => {
  test('marking many diagnostics on one text run, each on its own character', () => {
    const ratio = perItemRatio(400, (count) => ({
      request: withBody('a'.repeat(count)),
      diagnostics: Array.from({ length: count }, (_, index) => ({ path: BODY_PATH, range: [index, index + 1] as const, message: `m${String(index)}`, severity: 'warning' as const })),
    }));
    expect(ratio).toBeLessThan(2);
  });

  test('marking core’s own diagnostics of a body of variables without rows', () => {
    const ratio = perItemRatio(200, (count) => {
      const request = withBody(`Hello ${'{{9}} and '.repeat(count)}bye.`);
      return { request, diagnostics: validateTemplate(request, { catalog: defaultCatalog }).diagnostics };
    });
    expect(ratio).toBeLessThan(2);
  });

  test.each([
    ['quote lines', '> quoted\n'],
    ['bulleted list lines', '- item\n'],
    ['numbered list lines', '1. item\n'],
  ])('%s', (_name, line) => {
    const ratio = perItemRatio(500, (count) => ({ request: withBody(`Hello\n${line.repeat(count)}bye.`), diagnostics: [] }));
    expect(ratio).toBeLessThan(2);
  });

  test('placing a diagnostic whose path runs deep below the body', () => {
    const ratio = perItemRatio(500, (count) => ({
      request: ORDER_UPDATE,
      diagnostics: [{ path: [...BODY_PATH, ...Array.from({ length: count }, (_, index) => `key${String(index)}`)], message: 'Deep.', severity: 'error' as const }],
    }));
    expect(ratio).toBeLessThan(2);
  });

  test('many buttons, each with its diagnostics', () => {
    const ratio = perItemRatio(100, (count) => {
      const request = withButtons(count);
      return { request, diagnostics: validateTemplate(request, { catalog: defaultCatalog }).diagnostics };
    });
    expect(ratio).toBeLessThan(2);
  });
});

describe('sizes that overflowed the stack render in both renderers', () => {
  test('a body of 130,000 lines', () => {
    const { html, children } = render(withBody('line\n'.repeat(130_000)), []);
    expect(html.split('class="tl-line"').length - 1).toBeGreaterThanOrEqual(130_000);
    expect(children).toBeGreaterThan(0);
  }, 60_000);

  test('100,000 variables on one line', () => {
    const { html } = render(withBody(`Hi ${'{{1}} '.repeat(100_000)}bye.`), []);
    expect(html.split('class="tl-var').length - 1).toBeGreaterThanOrEqual(100_000);
  }, 120_000);

  test('a diagnostic path of 100,000 keys marks the text it leads into, as the text’s own path does', () => {
    const deep = [...BODY_PATH, ...Array.from({ length: 100_000 }, (_, index) => (index % 2 === 0 ? index : `key${String(index)}`))];
    const { html } = render(ORDER_UPDATE, [{ path: deep, message: 'Deep.', severity: 'error' }]);
    expect(html).toBe(render(ORDER_UPDATE, [{ path: BODY_PATH, message: 'Deep.', severity: 'error' }]).html);
    const [body] = byClass(parseStrictHtml(html), 'tl-body');
    expect(byClass(body ?? '', 'tl-text')[0]?.attributes.get('aria-describedby')).toBe('tl-problem-1');
  });

  test(`150,000 button entries, each with a diagnostic: the first ${String(PROBLEMS_SHOWN_MAX)} listed, then how many more`, () => {
    const count = 150_000;
    const diagnostics = Array.from({ length: count }, (_, index) => ({
      path: ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_data', index],
      message: `entry ${String(index)}`,
      severity: 'error' as const,
    }));
    const { html } = render(withButtons(count), diagnostics);
    expect(html.split('<li id=').length - 1).toBe(PROBLEMS_SHOWN_MAX);
    expect(html).toContain('And 140,000 more problems, not marked here.');
  }, 120_000);
});
