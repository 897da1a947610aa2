import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { ctaUrlRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { buttonFieldValuePath as valuePath, buttonPath, diagnosticsOf, withValue } from '../../testing/helpers.js';

/** The diagnostics as sorted JSON lines, to compare them regardless of order. */
const sorted = (items: readonly unknown[]): string[] => items.map((item) => JSON.stringify(item)).sort();

const RULE = 'interactive-cta-url-button';
const BUTTONS = ['chat_template_data', 'chat_template_button'];



describe('interactive-cta-url-button', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      expect(diagnosticsOf(request(), RULE), name).toEqual([]);
    }
  });

  test('reports a CTA URL template with an empty button list, at the list', () => {
    expect(diagnosticsOf(withValue(ctaUrlRequest(), BUTTONS, []), RULE)).toEqual([
      expect.objectContaining({ messageId: 'missing', path: BUTTONS }),
    ]);
  });

  test('reports a CTA URL template without chat_template_button, at the missing key', () => {
    expect(diagnosticsOf(withValue(ctaUrlRequest(), BUTTONS, undefined), RULE)).toMatchObject([{ messageId: 'missing', path: BUTTONS }]);
  });

  test('reports a second website button, at that button', () => {
    const request = withValue(ctaUrlRequest(), [...BUTTONS, 1], buttons.website('Open receipt', 'https://shop.example.com/receipt'));
    expect(diagnosticsOf(request, RULE)).toEqual([
      expect.objectContaining({ messageId: 'extra', path: buttonPath(1), data: { button: 'Visit website' } }),
    ]);
  });

  test('reports a phone button beside the website button', () => {
    const request = withValue(ctaUrlRequest(), [...BUTTONS, 1], buttons.phone('Call us', '+15550100'));
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'extra', path: buttonPath(1), data: { button: 'Call phone number' } }]);
  });

  test('reports a lone phone button and the missing website button', () => {
    const request = withValue(ctaUrlRequest(), BUTTONS, [buttons.phone('Call us', '+15550100')]);
    const diagnostics = diagnosticsOf(request, RULE);
    expect(diagnostics).toHaveLength(2);
    expect(diagnostics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ messageId: 'extra', path: buttonPath(0) }),
        expect.objectContaining({ messageId: 'missing', path: BUTTONS }),
      ]),
    );
  });

  test('reports a website button with an empty display text, at the value', () => {
    expect(diagnosticsOf(withValue(ctaUrlRequest(), valuePath(0, 0), ''), RULE)).toEqual([
      expect.objectContaining({ messageId: 'missingText', path: valuePath(0, 0) }),
    ]);
  });

  test('reports a website button without a URL field, at the button', () => {
    const request = withValue(ctaUrlRequest(), valuePath(0, 1).slice(0, -1), undefined);
    expect(diagnosticsOf(request, RULE)).toEqual([expect.objectContaining({ messageId: 'missingUrl', path: buttonPath(0) })]);
  });

  test('reports a website button whose URL is null, at the value', () => {
    expect(diagnosticsOf(withValue(ctaUrlRequest(), valuePath(0, 1), null), RULE)).toMatchObject([
      { messageId: 'missingUrl', path: valuePath(0, 1) },
    ]);
  });

  test('does not apply when the interactive flag is not true', () => {
    expect(diagnosticsOf(withValue(normalRequest(), ['interactive_type_id'], 5), RULE)).toEqual([]);
  });

  test.prop([fc.array(fc.constantFrom('website', 'phone', 'quick_reply'), { maxLength: 5 })])(
    'the first website button is the one; every other button is extra, and no website button is missing',
    (kinds) => {
      const list = kinds.map((kind) =>
        kind === 'website'
          ? buttons.website('Open invoice', 'https://shop.example.com/invoice')
          : kind === 'phone'
            ? buttons.phone('Call us', '+15550100')
            : buttons.quickReply('Yes'),
      );
      const first = kinds.indexOf('website');
      const expected = [
        ...kinds.flatMap((_, index) => (index === first ? [] : [['extra', buttonPath(index)]])),
        ...(first === -1 ? [['missing', BUTTONS]] : []),
      ];
      const actual = diagnosticsOf(withValue(ctaUrlRequest(), BUTTONS, list), RULE).map((diagnostic) => [diagnostic.messageId, diagnostic.path]);
      expect(sorted(actual)).toEqual(sorted(expected));
    },
  );
});
