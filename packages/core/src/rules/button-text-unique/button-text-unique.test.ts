import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { carouselRequest, normalRequest, replyButtonsRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'button-text-unique';
const BUTTONS = ['chat_template_data', 'chat_template_button'];
const text = (base: readonly (string | number)[], index: number): (string | number)[] => [
  ...base,
  index,
  'chat_template_button_data',
  0,
  'chat_template_button_sub_type_field_data',
  0,
  'chat_template_button_sub_type_field_value',
];

describe('button-text-unique', () => {
  test('accepts every valid fixture, whose carousel cards share texts from card to card', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('reports a second button with the same text, at its text', () => {
    const request = withValue(normalRequest(), BUTTONS, [buttons.quickReply('Yes'), buttons.quickReply('No'), buttons.quickReply('Yes')]);
    expect(diagnosticsOf(request, RULE)).toEqual([
      expect.objectContaining({ messageId: 'duplicate', path: text(BUTTONS, 2), data: { number: 3, text: 'Yes', first: 1 }, severity: 'warning' }),
    ]);
  });

  test('compares texts trimmed and case-insensitively, across kinds', () => {
    const request = withValue(normalRequest(), BUTTONS, [buttons.website('Shop now', 'https://shop.example.com'), buttons.quickReply(' shop NOW ')]);
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ path: text(BUTTONS, 1), data: { number: 2, text: ' shop NOW ', first: 1 } }]);
  });

  test('reports a duplicate within one carousel card', () => {
    const card = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 0, 'chat_template_button'];
    const request = withValue(carouselRequest(), card, [buttons.quickReply('Buy now'), buttons.quickReply('Buy now')]);
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ path: text(card, 1), data: { number: 2, first: 1 } }]);
  });

  test('ignores blank texts and interactive templates', () => {
    expect(diagnosticsOf(withValue(normalRequest(), BUTTONS, [buttons.quickReply(' '), buttons.quickReply(' ')]), RULE)).toEqual([]);
    expect(diagnosticsOf(withValue(replyButtonsRequest(), BUTTONS, [buttons.quickReply('Yes'), buttons.quickReply('Yes')]), RULE)).toEqual([]);
  });

  test.prop([fc.array(fc.constantFrom('Yes', 'yes', 'No', 'Maybe ', 'Later'), { maxLength: 10 })])(
    'the buttons reported are exactly those whose normalized text came earlier',
    (texts) => {
      const seen = new Set<string>();
      const expected = texts.flatMap((value, index) => {
        const key = value.trim().toLowerCase();
        if (seen.has(key)) return [index];
        seen.add(key);
        return [];
      });
      const request = withValue(normalRequest(), BUTTONS, texts.map((value) => buttons.quickReply(value)));
      expect(diagnosticsOf(request, RULE).map((diagnostic) => diagnostic.path[2])).toEqual(expected);
    },
  );
});
