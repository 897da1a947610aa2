// The marks of diagnostics as Chromium draws them: an error and a warning must differ by more than their
// colour (WCAG 1.4.1; red and amber are hard to tell apart, and forced colours paint both alike), and a
// mark must stay visible in forced colours (Windows high contrast), which drop every box shadow.
import { describe, expect, test } from 'vitest';
import { previewTemplate } from '../preview-template.js';
import type { PreviewDiagnostic } from './diagnostic-marks.js';
import { SLOW, usePreviewPage } from './preview-page.test-support.js';

const page = usePreviewPage();

const REQUEST = {
  chat_template_type_id: null,
  chat_template_data: {
    chat_template_name: 'order_update',
    chat_language_id: 2,
    chat_template_body: { chat_template_body_value: 'Your order has shipped today.' },
    chat_template_footer: { chat_template_footer_value: 'Reply STOP to opt out' },
  },
};
const BODY = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];
const FOOTER = ['chat_template_data', 'chat_template_footer', 'chat_template_footer_value'];

/** How a mark is drawn: what the eye can tell it by, colour left out. */
interface Drawn {
  readonly line: string;
  readonly style: string;
  readonly outline: string;
  readonly border: string;
  readonly shadow: string;
}

/** Renders the request with `diagnostics` (framed) and reads how the first element matching each selector is drawn. */
async function drawn(diagnostics: readonly PreviewDiagnostic[], selectors: readonly string[], forcedColors: boolean): Promise<Drawn[]> {
  await page().emulateMedia({ forcedColors: forcedColors ? 'active' : 'none' });
  return page().evaluate(
    ({ preview, diagnostics: marks, selectors: wanted }) => {
      const view = globalThis as unknown as {
        renderInPage: (preview: unknown, how: 'html', options: object) => void;
        document: { querySelector(selector: string): object | null };
        getComputedStyle(element: object): Record<string, string>;
      };
      view.renderInPage(preview, 'html', { frame: true, diagnostics: marks });
      return wanted.map((selector) => {
        const element = view.document.querySelector(selector);
        if (!element) throw new Error(`nothing matches ${selector}`);
        const style = view.getComputedStyle(element);
        return {
          line: style.textDecorationLine ?? '',
          style: style.textDecorationStyle ?? '',
          outline: `${style.outlineStyle ?? ''} ${style.outlineWidth ?? ''}`,
          border: `${style.borderBottomStyle ?? ''} ${style.borderBottomWidth ?? ''}`,
          shadow: style.boxShadow ?? '',
        };
      });
    },
    { preview: previewTemplate(REQUEST), diagnostics, selectors },
  );
}

const error = (path: readonly (string | number)[], range?: readonly [number, number]): PreviewDiagnostic => ({ path, range, message: 'An error', severity: 'error' });
const warning = (path: readonly (string | number)[], range?: readonly [number, number]): PreviewDiagnostic => ({ path, range, message: 'A warning', severity: 'warning' });

describe('marks of errors and warnings in Chromium', () => {
  test.each([false, true])('a marked span of an error and one of a warning are underlined in different styles (forced colours: %s)', async (forced) => {
    const [onError, onWarning] = await drawn([error(BODY, [0, 4]), warning(FOOTER, [0, 5])], ['mark.tl-flagged-error', 'mark.tl-flagged-warning'], forced);
    expect(onError?.line).toBe('underline');
    expect(onWarning?.line).toBe('underline');
    expect(onWarning?.style).not.toBe(onError?.style);
  }, SLOW);

  test.each([false, true])('a flagged message of an error and one of a warning are outlined in different styles (forced colours: %s)', async (forced) => {
    const [onError] = await drawn([error(['chat_template_data'])], ['.tl-message.tl-flagged-error'], forced);
    const [onWarning] = await drawn([warning(['chat_template_data'])], ['.tl-message.tl-flagged-warning'], forced);
    expect(onError?.outline).toMatch(/ 2px$/u);
    expect(onWarning?.outline).toMatch(/ 2px$/u);
    expect(onWarning?.outline).not.toBe(onError?.outline);
  }, SLOW);

  test.each([false, true])('the bar naming a flagged request shows its mark, an error unlike a warning (forced colours: %s)', async (forced) => {
    const [onError] = await drawn([error([])], ['.tl-phone-bar.tl-flagged-error'], forced);
    const [onWarning] = await drawn([warning([])], ['.tl-phone-bar.tl-flagged-warning'], forced);
    for (const bar of [onError, onWarning]) expect(bar?.border === 'none 0px' && bar.shadow === 'none', JSON.stringify(bar)).toBe(false);
    expect(onWarning?.border).not.toBe(onError?.border);
  }, SLOW);
});
