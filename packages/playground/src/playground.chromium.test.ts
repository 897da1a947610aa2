// The built playground in Debian's Chromium (playwright, no browser download): opened from its folder
// over file://, as a person would open it, with nothing fetched from any network.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { defaultCatalog } from '@templint/core';
import { lintText } from '@templint/lint/text';
import { chromium, type Browser, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium-flags.mjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { en } from './locales/en.js';
import { pageWords } from './locales/index.js';
import { fillWord } from './page-words.js';
import { problemCountText } from './problem-count.js';
import { MAX_LINK_LENGTH } from './template-link.js';

const ROOT = new URL('../../../', import.meta.url);
const PAGE = new URL('packages/playground/dist/index.html', ROOT).href;
const ORDER_UPDATE = readFileSync(new URL('examples/valid/normal--order-update.json', ROOT), 'utf8');
/** A body variable with no row: one error, whose suggestion adds the row. */
const MISSING_ROW = ORDER_UPDATE.replace('has shipped.', 'has shipped from {{3}} today.');
/** A misspelled key: a warning whose certain fix renames it. */
const MISSPELLED = ORDER_UPDATE.replace('"chat_template_footer_value"', '"chat_template_footer_valeu"');

let browser: Browser;
/** The one tab every test opens its page in (see `open`). */
let tab: Page;
/** The page errors of the test running now: `open` gives each test its own list. */
let pageErrors: string[] = [];

/**
 * A file of the playground's own folder that is not the playground: the tab passes through it between tests,
 * so the playground's document is left (and made anew) while the tab stays on its origin, where its storage
 * can be emptied.
 */
const BETWEEN_PAGES = new URL('playground.css', PAGE).href;

beforeAll(async () => {
  // The test reads the site as built, so it builds it first (esbuild: about a second).
  execFileSync(process.execPath, [new URL('scripts/build-playground.mjs', ROOT).pathname], { stdio: 'pipe' });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  tab = await (await browser.newContext()).newPage();
  tab.on('pageerror', (error) => pageErrors.push(error.message));
  await tab.route(/^(?!file:)/, (route) => route.abort());
});

afterAll(async () => {
  await browser.close();
});

/** How a page is opened: its window's size and its colour scheme (1400 x 900, light, unless said). */
interface Opening {
  readonly width?: number;
  readonly height?: number;
  readonly theme?: string;
}

/**
 * The playground on a link, as a fresh visit: a new document, the origin's storage empty, the window's size
 * and colour scheme set, forced colours off, every non-file request refused, its page errors collected. One
 * tab serves every test rather than a browser context each: a fresh context loads the page into a new
 * renderer, cold, which cost 2.6 s of CPU per test against 1.0 s here (measured on 2 cores), the largest
 * part of the test command's time.
 */
async function open(hash: string, { width = 1400, height = 900, theme = 'light' }: Opening = {}): Promise<{ page: Page; errors: string[] }> {
  await tab.goto(BETWEEN_PAGES);
  await tab.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await tab.setViewportSize({ width, height });
  await tab.emulateMedia({ colorScheme: theme === 'dark' ? 'dark' : 'light', forcedColors: null });
  const errors: string[] = [];
  pageErrors = errors;
  await tab.goto(`${PAGE}${hash}`);
  return { page: tab, errors };
}

/** The count the page must show for a text: the CLI's own figures for it. */
function countFor(text: string, errors: number): string {
  const result = lintText(text, { filePath: 'template.json' });
  expect(result.errorCount).toBe(errors);
  return problemCountText(result.errorCount, result.warningCount, en);
}

const link = (text: string): string => `#template=${encodeURIComponent(text)}`;
const editorText = (page: Page): Promise<string> => page.locator('.cm-content').evaluate((content) => (content as HTMLElement).innerText);
/** The editor's text as the page saves it (the whole document, exactly): after the typing pause. */
const savedDraft = (page: Page): Promise<string | null> => page.evaluate(() => localStorage.getItem('templint-playground:draft'));

/** Puts `text` in the editor as a paste does (the whole text selected, then replaced). */
async function paste(page: Page, text: string): Promise<void> {
  await page.locator('.cm-content').focus();
  await page.keyboard.press('Control+A');
  await page.locator('.cm-content').evaluate((content, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    content.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Puts the caret at the end of the body text, before its closing quote (the body's value is on its key's line). */
async function toBodyTextEnd(page: Page): Promise<void> {
  await page.locator('.cm-line', { hasText: '"chat_template_body_value"' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
}

describe('the playground in Chromium', () => {
  test('opens a #template= link with its diagnostics and the preview with samples filled in', async () => {
    const { page, errors } = await open(link(MISSING_ROW));
    await expect.poll(() => page.locator('#problem-count').textContent()).toBe(countFor(MISSING_ROW, 1));
    // Inline: the error's span in the editor is the placeholder, and the lint panel lists the message.
    await expect.poll(() => page.locator('.cm-lintRange-error').first().textContent()).toBe('{{3}}');
    // Names the message quotes are shown as code, never as raw backticks.
    expect(await page.locator('.cm-panel-lint').textContent()).toContain('The body variable {{3}} has no row');
    expect(await page.locator('.cm-panel-lint code.pg-message-code').first().textContent()).toBe('{{3}}');
    expect(await page.locator('.cm-panel-lint').textContent()).not.toContain('`');
    expect(await page.locator('#preview').innerText()).not.toContain('`');
    // The preview: samples in, the variable without one kept visible and marked.
    const bubble = page.locator('#preview .tl-preview');
    await expect.poll(() => bubble.textContent()).toContain('Hi Maria, your order #1042 has shipped from {{3}} today.');
    expect(await page.locator('#preview .tl-var-missing').textContent()).toBe('{{3}}');
    expect(await page.locator('#preview .tl-problems').textContent()).toContain('has no row');
    expect(errors).toEqual([]);
  });

  test('checks a pasted array as one set: a repeated name is reported at the repeat, naming the first by its line', async () => {
    const twice = `[\n${ORDER_UPDATE.trim()},\n${ORDER_UPDATE.trim()}\n]\n`;
    expect(lintText(twice, { filePath: 'template.json' }).errorCount).toBe(0);
    const { page, errors } = await open(link(twice));
    await expect.poll(() => page.locator('#problem-count').textContent()).toMatch(/^2 errors/);
    const panel = await page.locator('.cm-panel-lint').textContent();
    expect(panel).toContain('The template name order_update is already used for the same language by order_update at line 2');
    expect(panel).toContain('The body and footer have the same wording as order_update at line 2');
    expect(errors).toEqual([]);
  });

  test('follows typing in the diagnostics and the preview', async () => {
    const { page, errors } = await open(link(ORDER_UPDATE));
    await expect.poll(() => page.locator('#problem-count').textContent()).toBe('no problems');
    await toBodyTextEnd(page);
    await page.keyboard.type(' Track it with code {{3}} online');
    await expect.poll(() => page.locator('#preview .tl-preview').textContent()).toContain('has shipped. Track it with code {{3}} online');
    await expect.poll(() => page.locator('#problem-count').textContent()).toMatch(/^1 error/);
    expect(await page.locator('.cm-lintRange-error').first().textContent()).toBe('{{3}}');
    expect(await editorText(page)).toContain('has shipped. Track it with code {{3}} online"');
    expect(errors).toEqual([]);
  });

  test('applies a quick fix and a suggestion from the lint panel', async () => {
    const both = MISSPELLED.replace('has shipped.', 'has shipped from {{3}} today.');
    const { page, errors } = await open(link(both));
    await expect.poll(() => page.locator('#problem-count').textContent()).toBe(countFor(both, 1));
    await page.locator('.cm-panel-lint .cm-diagnosticAction', { hasText: 'Fix' }).click();
    await expect.poll(() => editorText(page)).toContain('"chat_template_footer_value"');
    expect(await editorText(page)).not.toContain('chat_template_footer_valeu');
    await expect.poll(() => page.locator('#problem-count').textContent()).toBe(countFor(MISSING_ROW, 1));
    await page.locator('.cm-panel-lint .cm-diagnosticAction', { hasText: 'Add a row for “3”' }).click();
    await expect.poll(() => editorText(page)).toContain('"chat_template_dynamic_variable_key": "3"');
    // The row is there (its sample left for a person to fill in): the missing-row error is gone.
    await expect.poll(() => page.locator('.cm-panel-lint').textContent()).not.toContain('has no row');
    expect(errors).toEqual([]);
  });

  test('uses a pasted catalog, shows why a broken one is refused, and remembers the choice', async () => {
    const { page, errors } = await open(link(ORDER_UPDATE));
    await expect.poll(() => page.locator('#problem-count').textContent()).toBe('no problems');
    expect(await page.locator('#catalog-status').textContent()).toBe('In use: the example catalog (bundled).');
    await page.locator('.pg-catalog-change summary').click();
    // A broken catalog: refused, every problem named by its path, the example catalog still in use.
    await page.locator('#catalog-text').fill(JSON.stringify({ ...defaultCatalog, languages: [{ id: 'two', name: 'English', code: 'en' }] }));
    await page.locator('#catalog-use').click();
    expect(await page.locator('#catalog-problems').textContent()).toBe('languages[0].id: must be a number');
    expect(await page.locator('#catalog-status').textContent()).toBe('In use: the example catalog (bundled).');
    // The account's catalog, which lacks the example's language 2: the template is checked against it.
    await page.locator('#catalog-text').fill(JSON.stringify({ ...defaultCatalog, languages: [{ id: 500, name: 'Klingon', code: 'tlh' }] }, null, 2));
    await page.locator('#catalog-use').click();
    expect(await page.locator('#catalog-status').textContent()).toBe('In use: your catalog (pasted).');
    expect(await page.locator('#catalog-problems').isHidden()).toBe(true);
    expect(await page.locator('#catalog-lists').textContent()).toContain('500: Klingon');
    await expect.poll(() => page.locator('.cm-panel-lint').textContent()).toContain('known-catalog-id');
    // Remembered: a reload keeps it, until the example catalog is chosen again.
    await page.reload();
    await expect.poll(() => page.locator('#catalog-status').textContent()).toBe('In use: your catalog (remembered in this browser).');
    await expect.poll(() => page.locator('.cm-panel-lint').textContent()).toContain('known-catalog-id');
    await page.locator('.pg-catalog-change summary').click();
    await page.locator('#catalog-reset').click();
    await expect.poll(() => page.locator('#problem-count').textContent()).toBe('no problems');
    await page.reload();
    await expect.poll(() => page.locator('#catalog-status').textContent()).toBe('In use: the example catalog (bundled).');
    expect(errors).toEqual([]);
  });

  test('switches the language of the diagnostics and the preview, and remembers it', async () => {
    const { page, errors } = await open(link(MISSING_ROW));
    await expect.poll(() => page.locator('.cm-panel-lint').textContent()).toContain('The body variable {{3}} has no row');
    expect(await page.locator('#language option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(['en', 'pt-BR', 'es', 'hi', 'id']);
    await page.locator('#language').selectOption('pt-BR');
    await expect.poll(() => page.locator('.cm-panel-lint').textContent()).toContain('A variável {{3}} do corpo não tem linha');
    await expect.poll(() => page.locator('#preview .tl-problems').textContent()).toContain('Erro');
    // Remembered: a reload keeps Portuguese.
    await page.reload();
    expect(await page.locator('#language').inputValue()).toBe('pt-BR');
    await expect.poll(() => page.locator('.cm-panel-lint').textContent()).toContain('A variável {{3}} do corpo não tem linha');
    await page.locator('#language').selectOption('en');
    await expect.poll(() => page.locator('.cm-panel-lint').textContent()).toContain('The body variable {{3}} has no row');
    expect(errors).toEqual([]);
  });

  test('opens every starter, and puts the text in the link it copies', async () => {
    const { page, errors } = await open('');
    const starters = await page.locator('#starter option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    expect(starters).toEqual(readdirSync(new URL('examples/valid/', ROOT)).filter((name) => name.endsWith('.json')).sort().map((name) => name.slice(0, -5)));
    await page.locator('#starter').selectOption('carousel--summer-collection');
    await expect.poll(() => page.locator('#preview .tl-card').count()).toBe(2);
    // The count comes from the editor's own lint pass, on its own delay: the preview may be drawn first.
    await expect.poll(() => page.locator('#problem-count').textContent()).toBe('no problems');
    await page.locator('#copy-link').click();
    await expect.poll(() => page.locator('#link-status').textContent()).not.toBe('');
    const hash = new URL(page.url()).hash;
    expect(decodeURIComponent(hash.slice('#template='.length))).toBe(readFileSync(new URL('examples/valid/carousel--summer-collection.json', ROOT), 'utf8'));
    expect(errors).toEqual([]);
  });

  test('keeps the last preview, dimmed, while the text is not JSON', async () => {
    const { page, errors } = await open(link(ORDER_UPDATE));
    await expect.poll(() => page.locator('#preview').getAttribute('data-state')).toBe('fresh');
    await page.locator('.cm-line', { hasText: '"chat_template_name"' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await expect.poll(() => page.locator('#preview').getAttribute('data-state')).toBe('stale');
    expect(await page.locator('#preview .tl-preview').textContent()).toContain('Hi Maria, your order #1042 has shipped.');
    // Said, not only dimmed: a live region beside the heading tells that the preview is out of date.
    expect(await page.locator('#preview-status[role="status"]').textContent()).toBe(en.previewOutOfDate);
    await expect.poll(() => page.locator('.cm-panel-lint').textContent()).toContain('Parsing error');
    await page.keyboard.type(',');
    await expect.poll(() => page.locator('#preview').getAttribute('data-state')).toBe('fresh');
    expect(await page.locator('#preview-status').textContent()).toBe('');
    expect(errors).toEqual([]);
  });

  test('loads a link opened in the page, and offers back the draft a link replaced', async () => {
    const { page, errors } = await open('');
    await page.locator('#starter').selectOption('interactive-list--menu');
    await expect.poll(() => page.locator('#preview .tl-preview').textContent()).toContain('Pick a dish');
    // A new fragment in the open page loads its template.
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, link(ORDER_UPDATE));
    await expect.poll(() => page.locator('#preview .tl-preview').textContent()).toContain('Hi Maria');
    // Opening a link afresh (and reloading it) shows the link's text; the draft it replaced is offered back.
    await page.locator('#starter').selectOption('interactive-list--menu');
    await page.locator('.cm-line', { hasText: '"chat_template_name"' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' ');
    await expect.poll(() => page.locator('#preview .tl-preview').textContent()).toContain('Pick a dish');
    await page.goto('about:blank');
    await page.goto(`${PAGE}${link(MISSING_ROW)}`);
    await page.reload();
    await expect.poll(() => page.locator('#preview .tl-preview').textContent()).toContain('from {{3}} today');
    await page.locator('#starter').selectOption('previous-draft');
    await expect.poll(() => page.locator('#preview .tl-preview').textContent()).toContain('Pick a dish');
    expect(errors).toEqual([]);
  });
  test('after "Add a row" the cursor is in the new row\'s empty sample, and typing fills it in', async () => {
    const { page, errors } = await open(link(MISSING_ROW));
    await page.locator('.cm-panel-lint .cm-diagnosticAction', { hasText: 'Add a row for “3”' }).click();
    await expect.poll(() => editorText(page)).toContain('"chat_template_dynamic_variable_key": "3"');
    // The editor has the focus, and its cursor stands between the quotes of the new sample.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).toBe(true);
    // The cursor's line (highlighted as the active line) is the new sample's.
    await expect.poll(() => page.locator('.cm-activeLine').textContent()).toBe('          "chat_template_dynamic_variable_sample_value": ""');
    await page.keyboard.type('Lisbon');
    await expect.poll(() => page.locator('#preview .tl-message').textContent()).toContain('has shipped from Lisbon today.');
    expect(await editorText(page)).toContain('"chat_template_dynamic_variable_sample_value": "Lisbon"');
    expect(errors).toEqual([]);
  });

  test('a problem on the request as a whole marks its first line in the editor and the bar in the preview', async () => {
    const request = JSON.parse(ORDER_UPDATE) as Record<string, unknown>;
    delete request.flag_named_parameter;
    const data = request.chat_template_data as { chat_template_body: Record<string, unknown> };
    data.chat_template_body = { chat_template_body_value: 'Hi {{first_name}}, your order has shipped today.', chat_template_body_variable_data: [{ chat_template_dynamic_variable_key: 'first_name', chat_template_dynamic_variable_sample_value: 'Maria' }] };
    const text = JSON.stringify(request, null, 2);
    const flag = lintText(text, { filePath: 'template.json' }).messages.find((message) => message.ruleId === 'named-parameter-flag');
    expect(flag?.line).toBe(1);
    expect(flag?.endLine).toBeGreaterThan(10);
    const { page, errors } = await open(link(text));
    await expect.poll(() => page.locator('.cm-lintRange-error').count()).toBeGreaterThan(0);
    // Only the line that opens the request is underlined, not the whole document.
    const underlined = await page.locator('.cm-lintRange-error').evaluateAll((ranges) => [...new Set(ranges.map((range) => range.closest('.cm-line')?.textContent ?? ''))]);
    expect(underlined).toEqual(['{']);
    await expect.poll(() => page.locator('#preview .tl-flagged-error').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('class') ?? ''))).toEqual(['tl-phone-bar tl-flagged tl-flagged-error']);
    expect(errors).toEqual([]);
  });

  test('a link to text that is not JSON shows no preview of the template shown before it', async () => {
    const { page, errors } = await open(link(ORDER_UPDATE));
    await expect.poll(() => page.locator('#preview').getAttribute('data-state')).toBe('fresh');
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, link('{ "chat_template_data": '));
    await expect.poll(() => page.locator('#preview').getAttribute('data-state')).toBe('invalid');
    expect(await page.locator('#preview .tl-preview').count()).toBe(0);
    expect(await page.locator('#preview').innerText()).toBe(en.notJson);
    // A fresh tab on such a link says the same.
    await page.goto(`${PAGE}${link('[1, ')}`);
    await expect.poll(() => page.locator('#preview').getAttribute('data-state')).toBe('invalid');
    expect(errors).toEqual([]);
  });

  test('a link cut short (broken percent-encoding) says so, opened fresh or arriving in an open tab, and keeps the editor\'s text', async () => {
    const { page, errors } = await open(link(ORDER_UPDATE));
    await expect.poll(() => page.locator('#preview').getAttribute('data-state')).toBe('fresh');
    const before = await page.evaluate(() => document.querySelector('.cm-content')?.textContent ?? '');
    await page.evaluate(() => {
      window.location.hash = '#template=%7B%22a%E0%A4%A';
    });
    await expect.poll(() => page.locator('#link-status').textContent()).toBe(en.linkBroken);
    expect(await page.evaluate(() => document.querySelector('.cm-content')?.textContent ?? '')).toBe(before);
    await page.goto(`${PAGE}#template=%E0%A4%A`);
    await expect.poll(() => page.locator('#link-status').textContent()).toBe(en.linkBroken);
    expect(errors).toEqual([]);
  });

  test('a link arriving in an open tab keeps the draft it replaces, offered back (issue 21, point 1)', async () => {
    const { page, errors } = await open('');
    await page.locator('#starter').selectOption('interactive-list--menu');
    await page.locator('.cm-line', { hasText: '"chat_template_name"' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' ');
    const draft = await editorText(page);
    // The draft is saved after the typing pause; then a link arrives in the same tab.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('templint-playground:draft'))).not.toBeNull();
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, link(ORDER_UPDATE));
    await expect.poll(() => page.locator('#preview .tl-preview').textContent()).toContain('Hi Maria');
    expect(await page.evaluate(() => localStorage.getItem('templint-playground:previous-draft'))).toBe(draft.replace(/\n$/u, ''));
    await page.locator('#starter').selectOption('previous-draft');
    await expect.poll(() => page.locator('#preview .tl-preview').textContent()).toContain('Pick a dish');
    expect(await editorText(page)).toBe(draft);
    expect(errors).toEqual([]);
  });

  test.each(['light', 'dark'])('at 420 px (%s) the editor keeps most of the window, nothing is wider than it, the preview follows in its phone frame', async (theme) => {
    const { page } = await open(link(MISSING_ROW), { width: 420, height: 800, theme });
    await expect.poll(() => page.locator('#preview').getAttribute('data-state')).toBe('fresh');
    const scroller = await page.locator('.cm-scroller').boundingBox();
    const lineHeight = (await page.locator('.cm-line').first().boundingBox())?.height ?? 100;
    expect((scroller?.height ?? 0) / lineHeight).toBeGreaterThanOrEqual(20);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(420);
    const editor = await page.locator('#editor').boundingBox();
    const frame = await page.locator('#preview .tl-phone').boundingBox();
    expect(editor && frame && frame.y >= editor.y + editor.height && frame.x + frame.width <= 420).toBe(true);
    expect(await page.locator('#preview .tl-message .tl-time').innerText()).toBe('10:24');
  });

  test('a pasted text that starts with a byte-order mark: Fix edits the right characters and the preview follows', async () => {
    const { page, errors } = await open(link(ORDER_UPDATE));
    await expect.poll(() => page.locator('#preview').getAttribute('data-state')).toBe('fresh');
    await paste(page, `\uFEFF${MISSPELLED}`);
    await expect.poll(() => page.locator('.cm-lintRange-warning').first().textContent()).toBe('"chat_template_footer_valeu"');
    // The preview is of the pasted text, not the one before it kept dimmed.
    await expect.poll(() => page.locator('#preview').getAttribute('data-state')).toBe('fresh');
    await page.locator('.cm-panel-lint .cm-diagnosticAction', { hasText: 'Fix' }).click();
    await expect.poll(() => savedDraft(page)).toBe(`\uFEFF${ORDER_UPDATE}`);
    await expect.poll(() => page.locator('#problem-count').textContent()).toBe('no problems');
    expect(errors).toEqual([]);
  });

  test('a template pasted from a web page or a document names the no-break space, zero-width space or curly quote it brings, and keeps the text as pasted', async () => {
    const { page, errors } = await open(link(ORDER_UPDATE));
    await expect.poll(() => page.locator('#problem-count').textContent()).toBe('no problems');
    const cases = [
      { pasted: ORDER_UPDATE.replace('  "chat_template_id"', '\u00a0 "chat_template_id"'), says: 'U+00A0 (a no-break space)', invisible: '\u00a0' },
      { pasted: ORDER_UPDATE.replace('"chat_template_id"', '\u200b"chat_template_id"'), says: 'U+200B (a zero-width space)', invisible: '\u200b' },
      { pasted: ORDER_UPDATE.replace('"chat_template_name"', '“chat_template_name”'), says: 'U+201C, a curly quote) found; JSON needs straight quotes', invisible: undefined },
    ];
    for (const { pasted, says, invisible } of cases) {
      await paste(page, pasted);
      await expect.poll(() => page.locator('.cm-panel-lint').textContent()).toContain(says);
      // The message shows no character a reader cannot see, and the author's text is kept as it came.
      if (invisible !== undefined) expect(await page.locator('.cm-panel-lint').textContent()).not.toContain(invisible);
      await expect.poll(() => savedDraft(page)).toBe(pasted);
    }
    expect(errors).toEqual([]);
  });

  test('a text nested deeper than the editor reads shows no preview: the preview follows the editor', async () => {
    const deep = ORDER_UPDATE.replace('"chat_template_footer_value": "', `"x": ${'['.repeat(1001)}${']'.repeat(1001)}, "chat_template_footer_value": "`);
    const { page, errors } = await open(link(deep));
    await expect.poll(() => page.locator('.cm-panel-lint').textContent()).toContain('nested deeper than 1000 levels');
    await expect.poll(() => page.locator('#preview').getAttribute('data-state')).toBe('invalid');
    expect(await page.locator('#preview .tl-preview').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('choosing a starter keeps the draft it replaces; browsing starters with the arrow keys keeps the focus and the draft', async () => {
    const { page, errors } = await open(link(ORDER_UPDATE));
    await page.locator('.cm-line', { hasText: '"chat_template_name"' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' ');
    await expect.poll(() => savedDraft(page)).not.toBeNull();
    const draft = await savedDraft(page);
    // With the pointer: the starter comes in, the focus goes to the editor, the draft is offered back.
    await page.locator('#starter').selectOption('interactive-list--menu');
    await expect.poll(() => page.locator('#preview .tl-preview').textContent()).toContain('Pick a dish');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('templint-playground:previous-draft'))).toBe(draft);
    // With the keyboard: each arrow opens the next starter, the menu keeps the focus, and the starters
    // passed over do not take the draft's place.
    await page.locator('#starter').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('#preview .tl-preview').first().textContent()).toContain('is your verification code');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('starter');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('#preview .tl-card').count()).toBe(2);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('starter');
    expect(await page.evaluate(() => localStorage.getItem('templint-playground:previous-draft'))).toBe(draft);
    await page.locator('#starter').selectOption('previous-draft');
    await expect.poll(() => savedDraft(page)).toBe(draft);
    expect(errors).toEqual([]);
  });

  test('Tab leaves the editor without typing, and the focused editor shows a ring of 3:1 contrast in both themes', async () => {
    const { page, errors } = await open(link(ORDER_UPDATE));
    await page.locator('.cm-line', { hasText: '"chat_template_name"' }).click();
    const before = await editorText(page);
    const ring = (): Promise<{ style: string; width: number; contrast: number }> =>
      page.locator('#editor').evaluate((editor) => {
        const style = getComputedStyle(editor);
        return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), contrast: (globalThis as unknown as { contrastOf: (a: string, b: string) => number }).contrastOf(style.outlineColor, getComputedStyle(document.body).backgroundColor) };
      });
    await page.addScriptTag({ content: CONTRAST_SCRIPT });
    for (const theme of ['light', 'dark']) {
      await page.locator('#theme').selectOption(theme);
      await page.locator('.cm-line', { hasText: '"chat_template_name"' }).click();
      const focused = await ring();
      expect(focused.style, theme).toBe('solid');
      expect(focused.width, theme).toBeGreaterThanOrEqual(2);
      expect(focused.contrast, theme).toBeGreaterThanOrEqual(3);
    }
    // The focus goes on to the lint panel's list (then its close button, then the preview's side of the page).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).toBe(false);
    expect(await editorText(page)).toBe(before);
    await expect.poll(async () => (await ring()).style).toBe('none');
    expect(errors).toEqual([]);
  });

  test('the editor tells an error from a warning without colour, keeps its marks in forced colours, and the lint panel\'s buttons are 24 px targets', async () => {
    const both = MISSING_ROW.replace('"chat_template_footer_value"', '"chat_template_footer_valeu"');
    const { page, errors } = await open(link(both));
    await expect.poll(() => page.locator('.cm-panel-lint .cm-diagnostic').count()).toBe(2);
    const drawn = (selector: string): Promise<{ underline: string; edge: string; border: string }> =>
      page.locator(selector).first().evaluate((node) => {
        const style = getComputedStyle(node);
        return { underline: `${style.textDecorationLine} ${style.textDecorationStyle}`, edge: style.borderLeftStyle, border: `${style.borderTopStyle} ${style.borderTopWidth}` };
      });
    // Forced colours (Windows high contrast) paint every colour alike and drop CodeMirror's underline, a background image.
    for (const forcedColors of ['none', 'active'] as const) {
      await page.emulateMedia({ forcedColors });
      expect((await drawn('.cm-lintRange-error')).underline, forcedColors).toBe('underline wavy');
      expect((await drawn('.cm-lintRange-warning')).underline, forcedColors).toBe('underline dashed');
      expect((await drawn('.cm-panel-lint .cm-diagnostic-error')).edge, forcedColors).toBe('solid');
      expect((await drawn('.cm-panel-lint .cm-diagnostic-warning')).edge, forcedColors).toBe('dashed');
      // A button drawn by its background alone reads as text in forced colours: an edge of its own keeps it a button.
      expect((await drawn('.cm-panel-lint .cm-diagnosticAction')).border, forcedColors).toBe('solid 1px');
    }
    // WCAG 2.5.8: the panel's close button (a 12 by 20 px "×") and each action are at least 24 by 24 px.
    for (const button of await page.locator('.cm-panel-lint button').all()) {
      const box = await button.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0), (await button.getAttribute('aria-label')) ?? '').toBeGreaterThanOrEqual(24);
    }
    expect(errors).toEqual([]);
  });

  test('opening the page leaves the focus at its start: the first Tab reaches the starter menu, not the lint panel', async () => {
    const { page, errors } = await open(link(MISSPELLED));
    await expect.poll(() => page.locator('.cm-panel-lint .cm-diagnostic').count()).toBe(1);
    // A screen reader starts reading at the top, and the keyboard goes through the page in its order.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('starter');
    expect(errors).toEqual([]);
  });

  test('the preview says the language of each message (lang), its own words and problems in the page\'s', async () => {
    const carousel = readFileSync(new URL('examples/valid/carousel--summer-collection.json', ROOT), 'utf8');
    // A Hindi order update (language 5 in the example catalog) after the carousel in English (language 2, en_US).
    const hindi = ORDER_UPDATE.replace('"chat_template_name": "order_update"', '"chat_template_name": "order_update_hi"')
      .replace('"chat_language_id": 2', '"chat_language_id": 5')
      .replace(/"chat_template_body_value": "[^"]*"/u, '"chat_template_body_value": "नमस्ते {{1}}, आपका ऑर्डर {{2}} भेज दिया गया है।"')
      .replace('"chat_template_footer_value"', '"chat_template_footer_valeu"');
    expect(hindi).toContain('"chat_language_id": 5');
    const { page, errors } = await open(link(`[\n${carousel.trim()},\n${hindi.trim()}\n]\n`));
    await expect.poll(() => page.locator('#preview .tl-problem').count()).toBeGreaterThan(0);
    const languageOf = (selector: string): Promise<string[]> => page.locator(selector).evaluateAll((elements) => elements.map((element) => element.closest<HTMLElement>('[lang]')?.lang ?? ''));
    for (const code of ['en', 'hi']) {
      await page.locator('#language').selectOption(code);
      await expect.poll(() => languageOf('#preview .tl-message > .tl-bubble .tl-body .tl-text')).toEqual(['en-US', 'hi']);
      expect(await languageOf('#preview .tl-card > .tl-bubble .tl-body .tl-text')).toEqual(['en-US', 'en-US']);
      expect(new Set(await languageOf('#preview .tl-button-label .tl-text'))).toEqual(new Set(['en-US', 'hi']));
      // The preview's own words (a media placeholder) and the problems listed under it are the page's, and so
      // are the names it gives the carousel, its cards and the buttons, and each button's kind.
      expect(await languageOf('#preview .tl-media-label')).toEqual([code, code]);
      expect(new Set(await languageOf('#preview .tl-problem'))).toEqual(new Set([code]));
      expect(new Set(await languageOf('#preview .tl-carousel, #preview .tl-card, #preview .tl-buttons, #preview .tl-button-kind'))).toEqual(new Set([code]));
    }
    expect(errors).toEqual([]);
  });

  test('a screen reader hears the carousel\'s cards counted and placed, and each message\'s buttons named with their kinds, in the page\'s language', async () => {
    const carousel = readFileSync(new URL('examples/valid/carousel--summer-collection.json', ROOT), 'utf8');
    const { page, errors } = await open(link(`[\n${carousel.trim()},\n${ORDER_UPDATE.trim()}\n]\n`));
    const heard = [
      {
        code: 'en',
        region: '2 cards',
        card: ['- group "2 of 2":', '  - text: Image Straw hat for Ana, in stock now', '  - group "Buttons":', '    - text: Quick reply Buy now', '    - link "Visit website See more":', '      - /url: https://shop.example.com/item'],
        buttons: ['- group "Buttons":', '  - link "Visit website Track order":', '    - /url: https://shop.example.com/track/1042', '  - text: Quick reply Talk to us'],
      },
      {
        code: 'pt-BR',
        region: '2 cartões',
        card: ['- group "2 de 2":', '  - text: Imagem Straw hat for Ana, in stock now', '  - group "Botões":', '    - text: Resposta rápida Buy now', '    - link "Acessar o site See more":', '      - /url: https://shop.example.com/item'],
        buttons: ['- group "Botões":', '  - link "Acessar o site Track order":', '    - /url: https://shop.example.com/track/1042', '  - text: Resposta rápida Talk to us'],
      },
    ];
    for (const { code, region, card, buttons } of heard) {
      await page.locator('#language').selectOption(code);
      await expect.poll(() => page.locator('#preview').getByRole('region', { name: region, exact: true }).count(), { message: code }).toBe(1);
      expect(await page.locator('#preview .tl-card').nth(1).ariaSnapshot()).toBe(card.join('\n'));
      expect(await page.locator('#preview [data-request="1"] .tl-buttons').ariaSnapshot()).toBe(buttons.join('\n'));
      // A preview's buttons do nothing: none is announced as a button.
      expect(await page.locator('#preview').getByRole('button').count()).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  test('the lint panel\'s action buttons are named by their own words in each language, with their access key', async () => {
    const both = MISSPELLED.replace('has shipped.', 'has shipped from {{3}} today.');
    const { page, errors } = await open(link(both));
    for (const [code, words] of Object.entries(pageWords)) {
      await page.locator('#language').selectOption(code);
      await expect.poll(() => page.locator('.cm-panel-lint .cm-diagnosticAction').allTextContents()).toContain(words.fix);
      // CodeMirror names them in English words of its own (` Action: Fix (access key "F)".`) whatever the page's language.
      await expect.poll(() => page.getByRole('button', { name: words.fix, exact: true }).count(), { message: code }).toBe(1);
      const named = await page.locator('.cm-panel-lint .cm-diagnosticAction').evaluateAll((buttons) => buttons.map((button) => [button.getAttribute('aria-label'), button.querySelector('u')?.textContent ?? null, button.getAttribute('aria-keyshortcuts')]));
      for (const [label, key, shortcut] of named) {
        expect(label, code).toBeNull();
        expect(shortcut, code).toBe(key);
      }
    }
    expect(errors).toEqual([]);
  });

  test('the live regions speak only when their words change, not after every typing pause', async () => {
    const { page, errors } = await open(link(MISSING_ROW));
    await expect.poll(() => page.locator('#problem-count').textContent()).toBe(countFor(MISSING_ROW, 1));
    await page.evaluate(() => {
      const said: string[] = [];
      (globalThis as unknown as { said: string[] }).said = said;
      for (const id of ['problem-count', 'preview-status']) {
        const region = document.getElementById(id);
        if (region) new MutationObserver(() => said.push(`${id}: ${region.textContent}`)).observe(region, { childList: true, characterData: true, subtree: true });
      }
    });
    const said = (): Promise<string[]> => page.evaluate(() => (globalThis as unknown as { said: string[] }).said);
    const pause = async (): Promise<void> => {
      await page.waitForTimeout(450);
    };
    // Typing in the body's text: the count stays 1 error, the preview fresh.
    await toBodyTextEnd(page);
    for (const key of ['a', 'b', 'c']) {
      await page.keyboard.type(key);
      await pause();
    }
    await expect.poll(() => page.locator('#preview .tl-preview').textContent()).toContain('abc');
    expect(await said()).toEqual([]);
    // A quote ends the string early: the text does not parse, and stays so over two more pauses.
    for (const key of ['"', 'x', 'y']) {
      await page.keyboard.type(key);
      await pause();
    }
    await expect.poll(() => page.locator('#preview-status').textContent()).toBe(en.previewOutOfDate);
    const spoken = await said();
    expect(spoken.filter((words) => words.startsWith('preview-status'))).toEqual([`preview-status: ${en.previewOutOfDate}`]);
    expect(spoken.filter((words) => words.startsWith('problem-count')).length).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });

  test('the lint panel says each message’s severity in words', async () => {
    const both = MISSPELLED.replace('has shipped.', 'has shipped from {{3}} today.');
    const { page, errors } = await open(link(both));
    await expect.poll(() => page.locator('.cm-panel-lint .cm-diagnostic').count()).toBe(2);
    const said = await page.locator('.cm-panel-lint .cm-diagnostic').evaluateAll((items) => items.map((item) => `${item.classList.contains('cm-diagnostic-error') ? 'error' : 'warning'} ${item.querySelector('.pg-visually-hidden')?.textContent ?? ''}`));
    expect(said.sort()).toEqual(['error Error: ', 'warning Warning: ']);
    expect(errors).toEqual([]);
  });

  test('every word of the page follows the language, and <html lang> with it', async () => {
    const both = MISSPELLED.replace('has shipped.', 'has shipped from {{3}} today.');
    const { page, errors } = await open(link(both));
    await expect.poll(() => page.locator('#problem-count').textContent()).toBe('1 error, 1 warning');
    for (const [code, words] of Object.entries(pageWords).filter(([language]) => language !== 'en')) {
      await page.locator('#language').selectOption(code);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(code);
      // Each language is named in itself, and said so: "हिन्दी" read with the Hindi voice on a Spanish page.
      expect(await page.locator('#language option').evaluateAll((options) => options.map((option) => [(option as HTMLOptionElement).value, (option as HTMLOptionElement).lang]))).toEqual(Object.keys(pageWords).map((language) => [language, language]));
      // Every fixed word index.html names (texts and accessible names), as the language has it.
      const shown = await page.evaluate(() => [
        ...[...document.querySelectorAll<HTMLElement>('[data-word]')].map((element) => [element.dataset.word ?? '', element.textContent] as const),
        ...[...document.querySelectorAll<HTMLElement>('[data-word-label]')].map((element) => [element.dataset.wordLabel ?? '', element.getAttribute('aria-label')] as const),
      ]);
      expect(shown.length).toBeGreaterThan(10);
      for (const [word, text] of shown) expect(text, `${code}: ${word}`).toBe((words[word as keyof typeof words] as string).replace(/`/gu, ''));
      expect(await page.locator('#starter option').allTextContents()).toEqual([words.starterPlaceholder, ...Object.values(words.starters)]);
      await expect.poll(() => page.locator('#problem-count').textContent()).toBe(problemCountText(1, 1, words));
      expect(await page.locator('#catalog-status').textContent()).toBe(fillWord(words, words.catalogInUseExample, { origin: words.catalogBundled }));
      expect(await page.locator('#catalog-lists summary').first().textContent()).toMatch(new RegExp(`^${words.catalogLists.templateTypes} \\(\\d+\\)$`, 'u'));
      expect(await page.locator('.cm-content').getAttribute('aria-label')).toBe(words.editorLabel);
      expect(await page.locator('.cm-panel-lint ul').getAttribute('aria-label')).toBe(words.editorPhrases.Diagnostics);
      expect(await page.locator('.cm-panel-lint button[name="close"]').getAttribute('aria-label')).toBe(words.editorPhrases.close);
      await expect.poll(() => page.locator('.cm-panel-lint .cm-diagnosticAction').allTextContents()).toContain(words.fix);
    }
    // The notes of the preview pane too.
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, link('{ "chat_template_data": '));
    await expect.poll(() => page.locator('#preview').innerText()).toBe(pageWords.id.notJson);
    await page.locator('#copy-link').click();
    await expect.poll(() => page.locator('#link-status').textContent()).toMatch(new RegExp(`^(${pageWords.id.linkCopied}|${pageWords.id.linkInAddressBar})$`, 'u'));
    expect(errors).toEqual([]);
  });

  test('the last characters typed are saved when the page is left or hidden within the typing pause', async () => {
    // No link: a reload then opens the saved draft (the first visit's starter is the order update).
    const { page, errors } = await open('');
    await page.locator('.cm-line', { hasText: '"chat_template_name"' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type('XYZ');
    await page.reload();
    await expect.poll(() => editorText(page)).toContain('"order_update",XYZ');
    // Each of the two events saves on its own (a reload sends both).
    await page.locator('.cm-line', { hasText: '"chat_template_name"' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type('W');
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    expect(await savedDraft(page)).toContain('"order_update",XYZW');
    await page.keyboard.type('V');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await savedDraft(page)).toContain('"order_update",XYZWV');
    expect(errors).toEqual([]);
  });

  test('a draft the browser refuses to store (storage full) is said, not lost in silence, and the typed text stays', async () => {
    const { page, errors } = await open(link(ORDER_UPDATE));
    await expect.poll(() => page.locator('#problem-count').textContent()).toBe('no problems');
    await toBodyTextEnd(page);
    await page.keyboard.type(' पहला');
    await expect.poll(() => savedDraft(page)).toContain('has shipped. पहला"');
    // The origin's storage fills up (another tab, a large catalog): every write is refused from now on.
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.keyboard.type(' مرحبا');
    await expect.poll(() => page.locator('#link-status').textContent()).toBe(en.draftNotSaved);
    // The older draft is all storage holds: the page said so, and the editor keeps every character typed.
    expect(await savedDraft(page)).toContain('has shipped. पहला"');
    expect(await editorText(page)).toContain('has shipped. पहला مرحبا"');
    expect(errors).toEqual([]);
  });

  test('Copy link says plainly that a template is too long for a link, and copies nothing', async () => {
    const { page, errors } = await open('');
    // 240,000 CJK characters, 9 characters each once percent-encoded: a link past Chromium's 2 MiB.
    const long = ORDER_UPDATE.replace('has shipped.', `has shipped. ${'中'.repeat(240_000)}`);
    await page.evaluate((text) => {
      localStorage.setItem('templint-playground:draft', text);
    }, long);
    await page.reload();
    await expect.poll(() => page.locator('#problem-count').textContent()).not.toBe('');
    await page.locator('#copy-link').click();
    const length = `${page.url().split('#')[0] ?? ''}#template=${encodeURIComponent(long)}`.length;
    expect(length).toBeGreaterThan(MAX_LINK_LENGTH);
    const number = new Intl.NumberFormat('en');
    expect(await page.locator('#link-status').textContent()).toBe(fillWord(en, en.linkTooLong, { length: number.format(length), limit: number.format(MAX_LINK_LENGTH) }));
    expect(new URL(page.url()).hash).toBe('');
    expect(errors).toEqual([]);
  });

  test.each([360, 420])('at %i px messages quoting 200-character names wrap: the page is no wider than the window', async (width) => {
    const named = readFileSync(new URL('examples/valid/normal--named-variables.json', ROOT), 'utf8');
    // A key of 200 letters (quoted as code in the messages) and a variable of 200 letters (also named by its suggestion's action).
    const text = named.replace('"chat_template_name"', `"${'k'.repeat(200)}": 1, "chat_template_name"`).replace('{{first_name}}', `{{${'v'.repeat(200)}}}`);
    const { page } = await open(link(text), { width, height: 800 });
    await expect.poll(() => page.locator('.cm-panel-lint .cm-diagnosticAction', { hasText: 'Add a row for' }).count()).toBe(1);
    await expect.poll(() => page.locator('#preview').getAttribute('data-state')).toBe('fresh');
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBe(width);
    // Each quoted name is seen whole, in the lint panel and in the preview's list, not cut off at the pane's edge.
    const codes = await page.locator('code.pg-message-code, .tl-problem-code').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
    expect(codes.length).toBeGreaterThanOrEqual(4);
    for (const right of codes) expect(right).toBeLessThanOrEqual(width);
    expect(await page.locator('.pg-preview-pane').evaluate((pane) => pane.scrollWidth <= pane.clientWidth)).toBe(true);
  });

  test.each(Object.keys(pageWords))('at 320 px (a phone, or a page zoomed to 200 percent) the bar fits the window in %s: no side scrolling', async (code) => {
    const { page } = await open(link(ORDER_UPDATE), { width: 320, height: 700 });
    await page.locator('#language').selectOption(code);
    await expect.poll(() => page.locator('#preview').getAttribute('data-state')).toBe('fresh');
    // The starter menu is as wide as its longest starter's name unless held to the window (WCAG 1.4.10).
    const past = await page.locator('.pg-bar label, .pg-bar select, .pg-bar button').evaluateAll((elements) => elements.filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth).map((element) => element.outerHTML.slice(0, 60)));
    expect(past).toEqual([]);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBe(320);
  });

  test.each(['light', 'dark'])('small text has at least 4.5:1 contrast (%s): headings, the problem list’s severities and rule ids', async (theme) => {
    const both = MISSPELLED.replace('has shipped.', 'has shipped from {{3}} today.');
    const { page } = await open(link(both), { theme });
    await expect.poll(() => page.locator('#preview .tl-problem-rule').count()).toBe(2);
    await page.addScriptTag({ content: CONTRAST_SCRIPT });
    const contrasts = await page.evaluate(() => {
      const { contrastOf } = globalThis as unknown as { contrastOf: (a: string, b: string) => number };
      /** The colour behind an element: its own background, else its nearest ancestor's that is not transparent. */
      const background = (element: Element | null): string => {
        for (let at = element; at; at = at.parentElement) {
          const colour = getComputedStyle(at).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
        }
        return 'rgb(255, 255, 255)';
      };
      return ['.pg-pane h2', '#preview .tl-problem-error .tl-problem-severity', '#preview .tl-problem-warning .tl-problem-severity', '#preview .tl-problem-rule'].map((selector) => {
        const element = document.querySelector(selector);
        return [selector, element ? contrastOf(getComputedStyle(element).color, background(element)) : 0] as const;
      });
    });
    for (const [selector, contrast] of contrasts) expect(contrast, selector).toBeGreaterThanOrEqual(4.5);
  });

  test.each(['light', 'dark'])('the word in a media header\'s placeholder ("Image") has at least 4.5:1 contrast (%s)', async (theme) => {
    const carousel = readFileSync(new URL('examples/valid/carousel--summer-collection.json', ROOT), 'utf8');
    const { page } = await open(link(carousel), { theme });
    await expect.poll(() => page.locator('#preview .tl-media-label').count()).toBe(2);
    await page.addScriptTag({ content: CONTRAST_SCRIPT });
    const contrast = await page.locator('#preview .tl-media-label').first().evaluate((label) => {
      const { contrastOf } = globalThis as unknown as { contrastOf: (a: string, b: string) => number };
      return contrastOf(getComputedStyle(label).color, getComputedStyle(label.closest('.tl-media') ?? label).backgroundColor);
    });
    expect(contrast).toBeGreaterThanOrEqual(4.5);
  });
});

/** `contrastOf(colour, background)`: WCAG 2's contrast ratio of two computed `rgb()` colours, defined in the page. */
const CONTRAST_SCRIPT = `globalThis.contrastOf = (a, b) => {
  const luminance = (colour) => {
    const [r, g, b] = colour.match(/[\\d.]+/g).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};`;
