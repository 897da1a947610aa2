// The renderers in a real browser: Debian's Chromium through playwright (never a downloaded browser).
// The package's sources are bundled by esbuild into the page; in it, the HTML string is parsed by the
// browser's own parser and compared node for node with what renderPreviewElement built on the real
// `document`, and the parsed tree is searched for anything the request's texts could have added.
import { fc } from '@fast-check/vitest';
import { defaultCatalog } from '@templint/core';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium-flags.mjs';
import { validExamples } from '../model/examples.test-support.js';
import type { TemplatePreview } from '../model/preview-model.js';
import { previewTemplate } from '../preview-template.js';
import type { PreviewDiagnostic } from './diagnostic-marks.js';
import type { PreviewDocument, PreviewDomElement, renderPreviewElement } from './render-element.js';
import type { renderPreviewHtml } from './render-html.js';
import { requestsWith, TEXT_FIELDS, type TextFields } from './request-with.test-support.js';

const SLOW = 120_000;

interface Case {
  readonly preview: TemplatePreview;
  readonly diagnostics: readonly PreviewDiagnostic[];
  readonly theme: 'light' | 'dark' | 'auto';
}

/** What the page found for one case. */
interface Finding {
  readonly sameTree: boolean;
  readonly tags: string[];
  readonly attributes: string[];
  readonly hrefs: string[];
  readonly scripts: number;
}

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [new URL('../index.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'templintPreview',
    platform: 'browser',
    target: 'es2022',
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage();
  await page.route('**/*', (route) => route.abort());
  await page.setContent('<!doctype html><html><head></head><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
}, SLOW);

afterAll(async () => {
  await browser.close();
});

// This project type-checks without the DOM library, so the little of the page the test touches is typed here.
interface PageElement extends PreviewDomElement {
  readonly localName: string;
  getAttributeNames(): string[];
  getAttribute(name: string): string | null;
  querySelectorAll(selectors: string): ArrayLike<PageElement> & Iterable<PageElement>;
  isEqualNode(other: unknown): boolean;
}
interface PageTemplate extends PageElement {
  innerHTML: string;
  readonly content: { readonly firstElementChild: PageElement | null; readonly childNodes: ArrayLike<unknown>; querySelectorAll(selectors: string): ArrayLike<unknown> };
}
interface PageGlobals {
  readonly document: PreviewDocument<PageElement> & { createElement(tagName: 'template'): PageTemplate };
  readonly templintPreview: { readonly renderPreviewHtml: typeof renderPreviewHtml; readonly renderPreviewElement: typeof renderPreviewElement };
}

/** Renders each case both ways in the page and reports what the browser's parser made of the string. */
async function inPage(cases: readonly Case[]): Promise<Finding[]> {
  return page.evaluate((all) => {
    const { document, templintPreview: api } = globalThis as unknown as PageGlobals;
    return all.map(({ preview, diagnostics, theme }) => {
      const options = { diagnostics, theme, styles: false };
      const template = document.createElement('template');
      template.innerHTML = api.renderPreviewHtml(preview, options);
      const parsed = template.content.firstElementChild;
      const built = api.renderPreviewElement(preview, document, options);
      const everything = parsed ? [parsed, ...parsed.querySelectorAll('*')] : [];
      return {
        sameTree: template.content.childNodes.length === 1 && (parsed?.isEqualNode(built) ?? false),
        tags: [...new Set(everything.map((element) => element.localName))],
        attributes: [...new Set(everything.flatMap((element) => element.getAttributeNames()))],
        hrefs: everything.flatMap((element) => element.getAttribute('href') ?? []),
        scripts: template.content.querySelectorAll('script, img, iframe, object, embed, style').length,
      };
    });
  }, cases);
}

const ALLOWED_TAGS = ['div', 'span', 'a', 'strong', 'em', 's', 'code', 'ul', 'ol', 'li', 'blockquote', 'br', 'mark', 'svg', 'path'];
const ALLOWED_ATTRIBUTES = ['class', 'dir', 'title', 'aria-describedby', 'aria-hidden', 'focusable', 'viewBox', 'd', 'href', 'target', 'rel', 'value', 'id', 'data-kind', 'data-interactive', 'role', 'aria-label', 'aria-roledescription'];

describe('the renderers in Chromium', () => {
  test('every example: the parsed HTML string equals the element built on the real document', async () => {
    const cases = [...validExamples().values()].flatMap((request) =>
      (['light', 'dark', 'auto'] as const).map((theme) => ({ preview: previewTemplate(request, { catalog: defaultCatalog }), diagnostics: [], theme })),
    );
    const findings = await inPage(cases);
    expect(findings.map((finding) => finding.sameTree)).toEqual(cases.map(() => true));
  }, SLOW);

  // The browser's parser reads CRLF and CR in the string as LF and drops NUL from text (U+FFFD in an
  // attribute); the DOM renderer's texts are never parsed, so the model reads its texts that way.
  test.each([
    ['a lone CR', 'a\rb'],
    ['a CRLF', 'line one\r\nline two'],
    ['a NUL', 'x\u0000y'],
    ['all three in formatting', '*bold*\r\n```a\r\nb```\r* c\u0000\r\n\r\n'],
  ])('%s in every text, sample and message: the parsed HTML string equals the element built on the real document', async (_name, odd) => {
    const fields = Object.fromEntries(TEXT_FIELDS.map((field) => [field, odd])) as unknown as TextFields;
    const diagnostics: PreviewDiagnostic[] = [
      { path: ['chat_template_data', 'chat_template_body', 'chat_template_body_value'], range: [0, 2], message: odd, severity: 'error', ruleId: odd },
      { path: ['chat_template_data', 'chat_template_header'], message: odd, severity: 'warning' },
    ];
    const cases = requestsWith(fields).map((request) => ({ preview: previewTemplate(request, { catalog: defaultCatalog }), diagnostics, theme: 'light' as const }));
    const findings = await inPage(cases);
    expect(findings.map((finding) => finding.sameTree)).toEqual(cases.map(() => true));
  }, SLOW);

  test('hostile texts and messages add no element, attribute or unsafe link, as the browser parses them', async () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' onmouseover='x", 'javascript:alert(1)', '</template><iframe>', '<svg onload=alert(1)>', 'https://a.example/"onclick="x', '&lt;b&gt;'),
      fc.array(fc.constantFrom('<', '>', '"', "'", '&', '/', '=', ' ', 'a', 'javascript:', '*', '{{1}}', '\n', '\r', '\r\n', '\u0000', '`', '<!--'), { maxLength: 12 }).map((parts) => parts.join('')),
    );
    const fields = fc.record(Object.fromEntries(TEXT_FIELDS.map((field) => [field, hostile])) as Record<keyof TextFields, typeof hostile>);
    const samples = fc.sample(fc.tuple(fields, hostile, fc.constantFrom('light' as const, 'dark' as const)), { numRuns: 60, seed: 15 });
    const cases: Case[] = samples.flatMap(([text, message, theme]) =>
      requestsWith(text).map((request) => ({
        preview: previewTemplate(request, { catalog: defaultCatalog }),
        diagnostics: [
          { path: ['chat_template_data', 'chat_template_body', 'chat_template_body_value'], range: [0, 3], message, severity: 'error', ruleId: message },
          { path: ['chat_template_data', 'chat_template_header'], message, severity: 'warning' },
        ],
        theme,
      })),
    );
    const findings = await inPage(cases);
    for (const finding of findings) {
      expect(finding.sameTree).toBe(true);
      expect(finding.scripts).toBe(0);
      for (const tag of finding.tags) expect(ALLOWED_TAGS).toContain(tag);
      for (const name of finding.attributes) expect(ALLOWED_ATTRIBUTES).toContain(name);
      for (const href of finding.hrefs) expect(href).toMatch(/^(https?:\/\/|tel:)/iu);
    }
  }, SLOW);
});
