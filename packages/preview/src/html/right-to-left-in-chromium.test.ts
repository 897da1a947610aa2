// Right-to-left texts in a real browser (issue 22): each paragraph takes its own direction (dir="auto"), as
// the chat app lays out an Arabic line and an English line of one message, in the HTML string and DOM renderers.
import { defaultCatalog } from '@templint/core';
import { describe, expect, test } from 'vitest';
import type { TemplatePreview } from '../model/preview-model.js';
import { previewTemplate } from '../preview-template.js';
import { SLOW, usePreviewPage, type PageGlobals } from './preview-page.test-support.js';


/** An Arabic order update: an Arabic header, Arabic lines, one English line, an Arabic list and button. */
const ARABIC_TEMPLATE = {
  provider_integration_chat_id: 'pi_1',
  chat_template_data: {
    chat_template_name: 'order_update_ar',
    chat_language_id: 1,
    chat_template_category_id: 2,
    chat_template_header: { chat_template_header_type_id: 1, chat_template_header_data: [{ chat_template_header_data_value: 'تحديث الطلب' }] },
    chat_template_body: {
      chat_template_body_value: 'مرحبا {{1}}، طلبك جاهز للاستلام.\nOrder number: 12345\n* الفرع: وسط المدينة\n* الموعد: اليوم',
      chat_template_body_variable_data: [{ chat_template_dynamic_variable_key: '1', chat_template_dynamic_variable_sample_value: 'مريم' }],
    },
    chat_template_footer: { chat_template_footer_value: 'شكرا لتسوقك معنا' },
  },
};

/** Arabic lists and a quote, each with one English item or line among the Arabic ones. */
const MIXED_TEMPLATE = {
  ...ARABIC_TEMPLATE,
  chat_template_data: {
    ...ARABIC_TEMPLATE.chat_template_data,
    chat_template_body: {
      chat_template_body_value: '* الفرع: وسط المدينة\n* Pickup: downtown branch\n* الموعد: اليوم\n\n1. الطلب الأول\n2. Second order\n\n> اقتباس من رسالتك\n> Quoted from your message',
    },
  },
};

const page = usePreviewPage();

/** What the page measured of one paragraph of the message. */
interface Paragraph {
  readonly text: string;
  readonly direction: string;
  /** How far the text's ink starts from the bubble's left and ends from its right, in CSS pixels. */
  readonly fromLeft: number;
  readonly fromRight: number;
  /** The indent (a list item's margin, a quote line's bar and padding) on each side, in CSS pixels. */
  readonly indentLeft: number;
  readonly indentRight: number;
}


async function paragraphs(preview: TemplatePreview, how: 'html' | 'dom'): Promise<Paragraph[]> {
  return page().evaluate(
    ({ preview: shown, how: renderer }) => {
      const globals = globalThis as unknown as PageGlobals;
      const { document } = globals;
      globals.renderInPage(shown, renderer, { styles: false });
      return [...document.body.querySelectorAll('.tl-message .tl-line, .tl-message li')].map((element) => {
        const bubble = element.closest('.tl-message')?.getBoundingClientRect() ?? { left: 0, right: 0 };
        const range = document.createRange();
        range.selectNodeContents(element);
        const ink = range.getBoundingClientRect();
        const style = globals.getComputedStyle(element);
        const indent = (side: 'Left' | 'Right'): number => Number.parseFloat(style[`margin${side}`]) + Number.parseFloat(style[`padding${side}`]) + Number.parseFloat(style[`border${side}Width`]);
        return { text: element.textContent ?? '', direction: style.direction, fromLeft: ink.left - bubble.left, fromRight: bubble.right - ink.right, indentLeft: indent('Left'), indentRight: indent('Right') };
      });
    },
    { preview, how },
  );
}

describe('a right-to-left template in Chromium', () => {
  const preview = previewTemplate(ARABIC_TEMPLATE, { catalog: defaultCatalog });

  test.each(['html', 'dom'] as const)('%s: each paragraph reads in its own direction and starts at its own side', async (how) => {
    const shown = await paragraphs(preview, how);
    const arabic = shown.filter((paragraph) => /[\u0600-\u06FF]/.test(paragraph.text.charAt(0)));
    const english = shown.filter((paragraph) => paragraph.text.startsWith('Order number'));
    // The header, the greeting, both list items and the footer are Arabic; one line is English.
    expect(arabic.length).toBeGreaterThanOrEqual(4);
    expect(english).toHaveLength(1);
    for (const paragraph of arabic) {
      expect(paragraph.direction, paragraph.text).toBe('rtl');
      // Aligned to the right edge of the bubble, as the app shows it: far nearer the right than the left.
      expect(paragraph.fromRight, paragraph.text).toBeLessThan(paragraph.fromLeft);
    }
    for (const paragraph of english) {
      expect(paragraph.direction).toBe('ltr');
      expect(paragraph.fromLeft).toBeLessThan(paragraph.fromRight);
    }
  }, SLOW);

  test.each(['html', 'dom'] as const)('%s: each item of a list and each line of a quote has its own direction and indent side', async (how) => {
    const shown = await paragraphs(previewTemplate(MIXED_TEMPLATE, { catalog: defaultCatalog }), how);
    const items = shown.filter((paragraph) => paragraph.text.trim() !== '' && !paragraph.text.startsWith('تحديث') && !paragraph.text.startsWith('شكرا'));
    const english = items.filter((paragraph) => /[A-Za-z]/.test(paragraph.text));
    const arabic = items.filter((paragraph) => !/[A-Za-z]/.test(paragraph.text));
    // Two bulleted and one numbered Arabic item, one Arabic quote line; an English item in each list and an English quote line.
    expect(arabic).toHaveLength(4);
    expect(english).toHaveLength(3);
    for (const paragraph of arabic) {
      expect(paragraph.direction, paragraph.text).toBe('rtl');
      expect(paragraph.indentLeft, paragraph.text).toBe(0);
    }
    for (const paragraph of english) {
      expect(paragraph.direction, paragraph.text).toBe('ltr');
      expect(paragraph.indentRight, paragraph.text).toBe(0);
    }
    // Bulleted items and quote lines are indented on their own starting side (a numbered item shows its number instead).
    const indented = items.filter((paragraph) => !/^\d/.test(paragraph.text));
    for (const paragraph of indented) expect(Math.max(paragraph.indentLeft, paragraph.indentRight), paragraph.text).toBeGreaterThan(0);
  }, SLOW);
});
