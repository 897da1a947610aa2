import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, footer } from '../../testing/builders.js';
import { listRequest, normalRequest, textRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

/** The diagnostics as sorted JSON lines, to compare them regardless of order. */
const sorted = (items: readonly unknown[]): string[] => items.map((item) => JSON.stringify(item)).sort();

const RULE = 'interactive-text-content';
const BUTTONS = ['chat_template_data', 'chat_template_button'];
const FOOTER = ['chat_template_data', 'chat_template_footer'];

describe('interactive-text-content', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      expect(diagnosticsOf(request(), RULE), name).toEqual([]);
    }
  });

  test('reports a button on a text-style template, at the button list', () => {
    const request = withValue(textRequest(), BUTTONS, [buttons.quickReply('Yes')]);
    expect(diagnosticsOf(request, RULE)).toEqual([expect.objectContaining({ messageId: 'buttons', path: BUTTONS })]);
  });

  test('reports several buttons once', () => {
    const request = withValue(textRequest(), BUTTONS, [buttons.quickReply('Yes'), buttons.website('Visit', 'https://example.com')]);
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'buttons', path: BUTTONS }]);
  });

  test('accepts an empty button list', () => {
    expect(diagnosticsOf(withValue(textRequest(), BUTTONS, []), RULE)).toEqual([]);
  });

  test('reports a footer on a text-style template, at the footer', () => {
    const request = withValue(textRequest(), FOOTER, footer('Thanks'));
    expect(diagnosticsOf(request, RULE)).toEqual([expect.objectContaining({ messageId: 'footer', path: FOOTER })]);
  });

  test('does not apply to a list template with a footer and rows', () => {
    expect(diagnosticsOf(listRequest(), RULE)).toEqual([]);
  });

  test('does not apply when the interactive flag is not true', () => {
    const request = withValue(normalRequest(), ['interactive_type_id'], 3);
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test.prop([fc.integer({ min: 0, max: 4 }), fc.boolean()])(
    'reports the buttons iff there is at least one, and the footer iff it is sent',
    (buttonCount, withFooter) => {
      const list = Array.from({ length: buttonCount }, () => buttons.quickReply('Yes'));
      const request = withValue(withValue(textRequest(), BUTTONS, list), FOOTER, withFooter ? footer('Thanks') : undefined);
      const expected = [...(buttonCount > 0 ? [['buttons', BUTTONS]] : []), ...(withFooter ? [['footer', FOOTER]] : [])];
      const actual = diagnosticsOf(request, RULE).map((diagnostic) => [diagnostic.messageId, diagnostic.path]);
      expect(sorted(actual)).toEqual(sorted(expected));
    },
  );
});
