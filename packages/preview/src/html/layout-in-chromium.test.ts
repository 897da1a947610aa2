// The preview laid out with its stylesheet in a real browser (Debian's Chromium through playwright, as
// render-in-chromium.test.ts): what the reader sees, measured, for both renderers.
import { defaultCatalog } from '@templint/core';
import { BUTTON_FIELD_LIMITS, INTERACTIVE_BUTTON_FIELD_LIMITS } from '@templint/core/internal';
import { describe, expect, test } from 'vitest';
import type { TemplatePreview } from '../model/preview-model.js';
import { previewTemplate } from '../preview-template.js';
import { requestsWith, TEXT_FIELDS, type TextFields } from './request-with.test-support.js';
import { SLOW, usePreviewPage, type PageGlobals } from './preview-page.test-support.js';


const page = usePreviewPage();

/** Where one label's text ended up, against the box that holds it. */
interface Placed {
  readonly className: string;
  readonly text: string;
  readonly inside: boolean;
}


/** The labels of buttons and of the list sheet: what the first layout test measures. */
const LABELS = '.tl-button-label, .tl-list-title, .tl-list-row-title, .tl-list-row-description';

async function placed(preview: TemplatePreview, how: 'html' | 'dom', frame: boolean, selectors = LABELS): Promise<Placed[]> {
  return page().evaluate(
    ({ preview: shown, how: renderer, frame: framed, selectors: measured }) => {
      const { document, renderInPage } = globalThis as unknown as PageGlobals;
      renderInPage(shown, renderer, { styles: false, frame: framed });
      return [...document.body.querySelectorAll(measured)].map((element) => {
        const box = element.closest('.tl-message, .tl-card, .tl-list-sheet')?.getBoundingClientRect() ?? { left: 0, right: 0, top: 0, bottom: 0 };
        const range = document.createRange();
        range.selectNodeContents(element);
        const ink = range.getBoundingClientRect();
        // Half a pixel for rounding.
        const inside = ink.left >= box.left - 0.5 && ink.right <= box.right + 0.5 && ink.top >= box.top - 0.5 && ink.bottom <= box.bottom + 0.5;
        return { className: element.className, text: element.textContent ?? '', inside };
      });
    },
    { preview, how, frame, selectors },
  );
}

/** Every text of a template as long as the spec allows a button's, one unbroken word of wide letters. */
const LONG: TextFields = {
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, 'Hi'])) as unknown as TextFields),
  label: 'W'.repeat(BUTTON_FIELD_LIMITS.website.text ?? 0),
  description: 'W'.repeat(BUTTON_FIELD_LIMITS.quick_reply.description ?? 0),
  listButton: 'W'.repeat(INTERACTIVE_BUTTON_FIELD_LIMITS.cta_url.website?.text ?? 0),
};

/** What the page shows of each list item: its text as rendered and its list marker. */
async function listItems(preview: TemplatePreview, how: 'html' | 'dom'): Promise<{ shown: string; marker: string }[]> {
  return page().evaluate(
    ({ preview: shown, how: renderer }) => {
      const globals = globalThis as unknown as PageGlobals;
      const { document } = globals;
      globals.renderInPage(shown, renderer, { styles: false });
      return [...document.body.querySelectorAll('.tl-body li')].map((item) => ({ shown: item.innerText, marker: globals.getComputedStyle(item).listStyleType }));
    },
    { preview, how },
  );
}

describe('a numbered list in Chromium', () => {
  // A `value` attribute is read as a number (`007` shows as `7.`): the app shows the number as typed.
  test.each(['html', 'dom'] as const)('%s: each item shows the number as typed, and no marker of its own', async (how) => {
    const preview = previewTemplate({ chat_template_data: { chat_template_body: { chat_template_body_value: '007. Bond\n1. M\n10. Q' } } });
    expect(await listItems(preview, how)).toEqual([
      { shown: '007. Bond', marker: 'none' },
      { shown: '1. M', marker: 'none' },
      { shown: '10. Q', marker: 'none' },
    ]);
  }, SLOW);
});

describe('spaces as typed in Chromium', () => {
  const bodyOf = (text: string): TemplatePreview => previewTemplate({ chat_template_data: { chat_template_body: { chat_template_body_value: text } } });

  test.each(['html', 'dom'] as const)('%s: runs of spaces keep their width, leading spaces too, on every line', async (how) => {
    const widths = async (preview: TemplatePreview): Promise<{ width: number; whiteSpace: string }[]> =>
      page().evaluate(
        ({ preview: shown, how: renderer }) => {
          const globals = globalThis as unknown as PageGlobals;
          const { document } = globals;
          globals.renderInPage(shown, renderer, { styles: false });
          return [...document.body.querySelectorAll('.tl-body .tl-line')].map((line) => {
            const range = document.createRange();
            range.selectNodeContents(line);
            const ink = range.getBoundingClientRect();
            return { width: ink.right - ink.left, whiteSpace: globals.getComputedStyle(line.closest('.tl-text') ?? line).whiteSpace };
          });
        },
        { preview, how },
      );
    const [one, five, leading] = await widths(bodyOf('a b\na     b\n     b'));
    const [plain] = await widths(bodyOf('b'));
    expect(five?.width).toBeGreaterThan((one?.width ?? 0) + 10);
    expect(leading?.width).toBeGreaterThan((plain?.width ?? 0) + 10);
    // Not pre-wrap, whose layout of a long Devanagari paragraph grows with its square (see the stylesheet).
    expect(new Set([one, five, leading].map((line) => line?.whiteSpace))).toEqual(new Set(['break-spaces']));
  }, SLOW);
});

describe('long labels in Chromium', () => {
  // A bubble, a card and the list sheet are as wide as the app makes them, and a bubble hides what overflows
  // it (its rounded corners): a label one unbroken word long, within the spec's limits, must wrap to fit.
  // A standard template (25 characters a label), a carousel (cards 240 px wide), and an interactive list
  // with its sheet (24 characters a row title, its limit).
  const [standard, carousel] = requestsWith(LONG);
  const [, , list] = requestsWith({ ...LONG, label: 'W'.repeat(INTERACTIVE_BUTTON_FIELD_LIMITS.list.quick_reply?.text ?? 0) });
  const previews = [standard, carousel, list].map((request) => previewTemplate(request, { catalog: defaultCatalog }));

  test.each([
    ['html', false],
    ['dom', false],
    ['html', true],
    ['dom', true],
  ] as const)('%s, frame %s: a label, list title, row title and description one word long wrap inside their box', async (how, frame) => {
    const found: Placed[] = [];
    for (const preview of previews) found.push(...(await placed(preview, how, frame)));
    expect(found.map((label) => label.className)).toEqual(expect.arrayContaining(['tl-button-label', 'tl-list-title', 'tl-list-row-title', 'tl-list-row-description']));
    expect(found.filter((label) => !label.inside)).toEqual([]);
  }, SLOW);
});

describe('long words of the platform\'s markets in Chromium', () => {
  // A 500-character URL, a Devanagari and an Arabic word with no break opportunity: the header, the body
  // (its lines, list items, quote, inline code and monospace), the footer and the samples wrap inside the
  // bubble or card, which hides what overflows it.
  const url = `https://shop.example.com/${'a_b-c'.repeat(95)}`;
  const devanagari = '\u0905\u0928\u094D\u0924\u0930\u094D\u0930\u093E\u0937\u094D\u091F\u094D\u0930\u0940\u092F\u0915\u0930\u0923'.repeat(8);
  const arabic = '\u0645\u064F\u062D\u064E\u0645\u0651\u064E\u062F'.repeat(20);
  const texts: TextFields = {
    ...LONG,
    header: devanagari.slice(0, 58),
    body: `${url}\n\`${url}\`\n\`\`\`${devanagari}\`\`\`\n> ${devanagari}\n* ${url}\n1. ${arabic}\n${arabic}`,
    footer: arabic.slice(0, 60),
    sample: devanagari,
    carouselHeader: url,
  };
  const previews = requestsWith(texts).map((request) => previewTemplate(request, { catalog: defaultCatalog }));

  test.each([
    ['html', false],
    ['dom', true],
  ] as const)('%s, frame %s: every line of the header, body and footer stays inside its bubble', async (how, frame) => {
    const found: Placed[] = [];
    for (const preview of previews) found.push(...(await placed(preview, how, frame, '.tl-message .tl-line, .tl-message li, .tl-card .tl-line, .tl-card li')));
    expect(found.length).toBeGreaterThan(20);
    expect(found.filter((line) => !line.inside)).toEqual([]);
  }, SLOW);
});
