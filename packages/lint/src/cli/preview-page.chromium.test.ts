// `templint preview` pages as a person reads them, in Debian's Chromium (playwright, no browser download,
// nothing fetched): one list of problems that the marks point into, messages without raw backticks, a
// root problem on the bar naming the request, a heading that says what each request is, the source
// around a syntax error, a phone-sized frame with a time, and a page that fits 420 px.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createValidator, defaultCatalog } from '@templint/core';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium-flags.mjs';
import { lintText } from '../lint-text.js';
import { previewPage } from './preview-page.js';

const ROOT = new URL('../../../../', import.meta.url);
const INVALID = new URL('examples/invalid/', ROOT);
const example = (path: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`examples/${path}`, ROOT), 'utf8')) as Record<string, unknown>;
const validator = createValidator({ catalog: defaultCatalog });

let browser: Browser;
/** The one tab every test shows its page in (see `show`). */
let tab: Page;

// This project type-checks without the DOM library: the little of the page the test reads is typed here.
interface PageElement {
  readonly className: string;
  getAttribute(name: string): string | null;
}

/** The values of attribute `name` of every element `selector` finds. */
function attributeValues(page: Page, selector: string, name: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((nodes: PageElement[], attribute: string) => nodes.map((node) => node.getAttribute(attribute) ?? ''), name);
}

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  tab = await browser.newPage();
  await tab.route('**/*', (route) => route.abort());
}, 60_000);

afterAll(async () => {
  await browser.close();
});

/**
 * `html` as a new document in a window `width` px wide, nothing of the last test's page kept (its window
 * goes with about:blank). One tab serves every test: a new tab per test started a renderer each, which
 * cost 45 s of CPU for this file against 16 s (measured on 2 cores).
 */
async function show(html: string, width = 1280): Promise<Page> {
  await tab.goto('about:blank');
  await tab.setViewportSize({ width, height: 900 });
  await tab.setContent(html);
  return tab;
}

/** The page of `text` shown `width` px wide. */
function open(text: string, width = 1280, theme: 'light' | 'dark' = 'light', name = 'template.json'): Promise<Page> {
  return show(previewPage(name, text, validator, defaultCatalog, theme), width);
}

/** axe-core, the accessibility checker, as the page runs it (a root devDependency). */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What axe finds on the page for `rules`: each failing element's rule, selector and axe's reason. */
async function axeFailures(page: Page, rules: readonly string[]): Promise<string[]> {
  // Evaluated, not added as a <script>: the page's policy refuses every script of its own.
  await page.evaluate(AXE);
  return page.evaluate(async (ids: readonly string[]) => {
    interface AxeResults {
      readonly violations: readonly { readonly id: string; readonly nodes: readonly { readonly target: readonly string[]; readonly failureSummary?: string }[] }[];
      readonly incomplete: readonly { readonly id: string; readonly nodes: readonly { readonly target: readonly string[]; readonly failureSummary?: string }[] }[];
    }
    const { axe } = globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } };
    const results = await axe.run((globalThis as unknown as { document: unknown }).document, { runOnly: { type: 'rule', values: ids } });
    // "Incomplete" is what axe could not decide alone (such as an ARIA attribute a role does not support): a failure here too.
    return [...results.violations, ...results.incomplete].flatMap((result) => result.nodes.map((node) => `${result.id} ${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
  }, rules);
}

/** A text that is not JSON: its page shows the fatal message and the lines around it, a caret under the column. */
const NOT_JSON = '{\n  "provider_integration_chat_id": "pi_1",\n  "chat_template_data": {\n    "chat_template_name": "x",,\n  }\n}\n';

/** A named-variable body without `flag_named_parameter`: core reports at a path the preview does not show, so on the request. */
function withoutNamedFlag(): Record<string, unknown> {
  const request = example('valid/normal--order-update.json');
  delete request.flag_named_parameter;
  const data = request.chat_template_data as { chat_template_body: Record<string, unknown> };
  data.chat_template_body = { chat_template_body_value: 'Hi {{first_name}}, your order has shipped.', chat_template_body_variable_data: [{ chat_template_dynamic_variable_key: 'first_name', chat_template_dynamic_variable_sample_value: 'Ana' }] };
  return request;
}

// A page is made and photographed per test: more than the default 5 s on a busy machine.
describe('templint preview pages in Chromium', { timeout: 30_000 }, () => {
  test.each(readdirSync(INVALID).filter((file) => file.endsWith('.json')))('%s: one list of problems, every mark points into it, no raw backtick', async (file) => {
    const text = readFileSync(new URL(file, INVALID), 'utf8');
    const page = await open(text);
    const { messages } = lintText(text, { filePath: 'template.json', validator });
    expect(messages.length).toBeGreaterThan(0);
    // One list: the side list, as long as the lint report; the preview lists nothing of its own.
    expect(await page.locator('.tl-problems').count()).toBe(0);
    expect(await page.locator('.tl-page-problems li').count()).toBe(messages.length);
    const described = await attributeValues(page, '[aria-describedby]', 'aria-describedby');
    expect(described.length).toBeGreaterThan(0);
    for (const id of described.flatMap((ids) => ids.split(' '))) expect(await page.locator(`.tl-page-problems li[id="${id}"]`).count()).toBe(1);
    // Messages read as a person reads them: quoted names as code, no backtick in the text or a tooltip.
    expect(await page.locator('.tl-page-problems').first().innerText()).not.toContain('`');
    const titles = await attributeValues(page, '[title]', 'title');
    expect(titles.filter((title) => title.includes('`'))).toEqual([]);
  });

  test('a problem on the request as a whole marks the bar naming it, inside the frame, not the whole chat', async () => {
    const page = await open(JSON.stringify(withoutNamedFlag(), null, 2));
    const flagged = page.locator('.tl-flagged-error');
    expect(await flagged.evaluateAll((nodes: PageElement[]) => nodes.map((node) => node.className))).toEqual(['tl-phone-bar tl-flagged tl-flagged-error']);
    expect(await page.locator('.tl-phone-bar').getAttribute('title')).toContain('“flag_named_parameter” must be true');
    const bar = await page.locator('.tl-phone-bar').boundingBox();
    const frame = await page.locator('.tl-phone').boundingBox();
    expect(bar && frame && bar.x >= frame.x && bar.x + bar.width <= frame.x + frame.width).toBe(true);
  });

  test('each request of an array is headed with its name, kind and language, a missing name said so', async () => {
    const named = example('valid/normal--order-update.json');
    const unnamed = example('valid/interactive-list--menu.json');
    (unnamed.chat_template_data as Record<string, unknown>).chat_template_name = undefined;
    const page = await open(JSON.stringify([named, unnamed], null, 2));
    const headings = await page.locator('.tl-page-request h2').allInnerTexts();
    expect(headings).toEqual(['Request 1 of 2: order_update standard · en_US', 'Request 2 of 2: no name interactive (list) · no language']);
    expect(await page.locator('.tl-phone-bar').allInnerTexts()).toEqual(['order_update', 'Unnamed template']);
  });

  test('a file that is not JSON shows the lines around the error, a caret under its column', async () => {
    const text = '{\n  "provider_integration_chat_id": "pi_1",\n  "chat_template_data": {\n    "chat_template_name": "x",,\n    "chat_language_id": 2\n  }\n}\n';
    const page = await open(text);
    const fatal = await page.locator('.tl-page-fatal').innerText();
    const [line, column] = (/^(\d+):(\d+) /u.exec(fatal) ?? []).slice(1).map(Number);
    expect([line, column]).toEqual([4, 31]);
    const excerpt = (await page.locator('.tl-page-excerpt').innerText()).split('\n');
    expect(excerpt).toEqual([
      '  2 |   "provider_integration_chat_id": "pi_1",',
      '  3 |   "chat_template_data": {',
      '> 4 |     "chat_template_name": "x",,',
      '    |                               ^',
      '  5 |     "chat_language_id": 2',
      '  6 |   }',
    ]);
    // The caret stands under the character the column names.
    const errorLine = excerpt[2] ?? '';
    expect(errorLine[(excerpt[3] ?? '').indexOf('^')]).toBe(',');
    expect(errorLine.slice('> 4 | '.length)[(column ?? 0) - 1]).toBe(',');
  });

  test('its policy lets its own styles apply and no script run, even markup that escaped the escaping (found by QA: defence in depth)', async () => {
    const page = await open(readFileSync(new URL('examples/valid/normal--order-update.json', ROOT), 'utf8'));
    const violations: string[] = [];
    const listener = (message: ConsoleMessage): void => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    };
    page.on('console', listener);
    // Styled as its stylesheet says: the inline <style> is allowed (a <div> is a block only by default).
    expect(await page.evaluate('getComputedStyle(document.querySelector(".tl-phone")).maxWidth')).not.toBe('none');
    await page.evaluate(`document.body.insertAdjacentHTML('beforeend', '<img src="x.png" onerror="window.__ran = true"><div onclick="window.__ran = true" id="trap">x</div>'); document.getElementById('trap').click();`);
    await page.waitForTimeout(100);
    expect(await page.evaluate('window.__ran')).toBeUndefined();
    expect(violations.length).toBeGreaterThan(0);
    page.off('console', listener);
  });

  test('the message sits in a phone-sized frame with the time, its bubble narrower than the frame', async () => {
    const page = await open(readFileSync(new URL('examples/valid/normal--order-update.json', ROOT), 'utf8'));
    expect(await page.locator('.tl-message .tl-time').innerText()).toBe('10:24');
    const frame = await page.locator('.tl-phone').boundingBox();
    const bubble = await page.locator('.tl-message').boundingBox();
    expect(frame?.width).toBeGreaterThanOrEqual(320);
    expect(frame?.width).toBeLessThanOrEqual(400);
    expect(bubble && frame && bubble.width < frame.width * 0.9).toBe(true);
  });

  test.each(['light', 'dark'] as const)('its words have 4.5:1 contrast (%s): the severities, a fatal message and the caret under its column', async (theme) => {
    for (const text of [readFileSync(new URL('normal--variable-row-missing.json', INVALID), 'utf8'), NOT_JSON]) {
      const page = await open(text, 1280, theme);
      expect(await page.locator('.tl-page-error strong, .tl-page-warning strong, .tl-page-fatal, .tl-page-caret').count()).toBeGreaterThan(0);
      expect(await axeFailures(page, ['color-contrast'])).toEqual([]);
    }
  });

  test('a screen reader finds its way (axe-core landmark-one-main, region, aria-prohibited-attr): the page is a main landmark, the source around an error is named', async () => {
    for (const text of [readFileSync(new URL('normal--variable-row-missing.json', INVALID), 'utf8'), NOT_JSON]) {
      const page = await open(text);
      expect(await axeFailures(page, ['landmark-one-main', 'region', 'aria-prohibited-attr'])).toEqual([]);
    }
    const page = await open(NOT_JSON);
    expect(await page.getByRole('group', { name: 'The file around the error' }).innerText()).toContain('"chat_template_name": "x",,');
  });

  test('the template\'s texts carry its language (lang), the page\'s own words the page\'s: a screen reader reads each in its voice', async () => {
    // A Portuguese (pt_BR, id 4) template with a media header, on a page in Hindi.
    const request = example('valid/normal--order-update.json');
    const data = request.chat_template_data as Record<string, unknown>;
    data.chat_language_id = 4;
    const page = await show(previewPage('template.json', JSON.stringify(request), validator, defaultCatalog, 'light', 'hi'));
    expect(await page.evaluate('document.documentElement.lang')).toBe('hi');
    const langOf = (selector: string): Promise<string[]> => page.locator(selector).evaluateAll((nodes: { closest(selector: string): PageElement | null }[]) => nodes.map((node) => node.closest('[lang]')?.getAttribute('lang') ?? ''));
    for (const text of ['.tl-body .tl-line', '.tl-header .tl-line', '.tl-footer .tl-line', '.tl-button-label .tl-line']) expect(await langOf(text), text).not.toContain('hi');
    expect(new Set(await langOf('.tl-chat .tl-line'))).toEqual(new Set(['pt-BR']));
    // The preview's own words (each button's kind, the time) and the problems stay in the page's language.
    expect(new Set(await langOf('.tl-button-kind, .tl-time, .tl-page-problems, h2'))).toEqual(new Set(['hi']));
  });

  test.each(['light', 'dark'] as const)('at 420 px (%s) nothing is wider than the window and the problems follow the preview', async (theme) => {
    // A long file name as the heading: it wraps, as the rest does.
    const page = await open(readFileSync(new URL('normal--variable-row-missing.json', INVALID), 'utf8'), 420, theme, 'examples/invalid/normal--variable-row-missing.json');
    expect(await page.evaluate('document.scrollingElement.scrollWidth')).toBeLessThanOrEqual(420);
    const frame = await page.locator('.tl-phone').boundingBox();
    const problems = await page.locator('.tl-page-problems').boundingBox();
    expect(frame && problems && problems.y >= frame.y + frame.height).toBe(true);
  });
});
