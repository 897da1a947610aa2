import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { carouselRequest, normalRequest, replyButtonsRequest } from '../../testing/fixtures.js';
import { buttonFieldValuePath, BUTTONS_PATH, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { buttonTextUnique } from './button-text-unique.js';

const RULE = 'button-text-unique';
const CARD_BUTTONS = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 0, 'chat_template_button'];
const CARD_TEXT_1 = [...CARD_BUTTONS, 1, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 0, 'chat_template_button_sub_type_field_value'];

new RuleTester({ describe, test }).run(buttonTextUnique, {
  valid: [
    // The carousel fixture's cards share their texts from card to card.
    ...validFixtureCases(),
    { name: 'blank texts', request: withValue(normalRequest(), BUTTONS_PATH, [buttons.quickReply(' '), buttons.quickReply(' ')]) },
    { name: 'an interactive template', request: withValue(replyButtonsRequest(), BUTTONS_PATH, [buttons.quickReply('Yes'), buttons.quickReply('Yes')]) },
  ],
  invalid: [
    {
      name: 'a second button with the same text, at its text, as a warning',
      request: withValue(normalRequest(), BUTTONS_PATH, [buttons.quickReply('Yes'), buttons.quickReply('No'), buttons.quickReply('Yes')]),
      errors: [{ messageId: 'duplicate', path: buttonFieldValuePath(2, 0), data: { number: 3, text: 'Yes', first: 1 }, severity: 'warning' }],
    },
    {
      name: 'the same text trimmed and in another case, on a button of another kind',
      request: withValue(normalRequest(), BUTTONS_PATH, [buttons.website('Shop now', 'https://shop.example.com'), buttons.quickReply(' shop NOW ')]),
      errors: [{ messageId: 'duplicate', path: buttonFieldValuePath(1, 0), data: { number: 2, text: ' shop NOW ', first: 1 } }],
    },
    {
      name: 'the same text with its accent typed as a mark of its own (NFD) and as part of its letter (NFC)',
      request: withValue(normalRequest(), BUTTONS_PATH, [buttons.quickReply('S\u00ed'), buttons.quickReply('Si\u0301')]),
      errors: [{ messageId: 'duplicate', path: buttonFieldValuePath(1, 0), data: { number: 2, text: 'Si\u0301', first: 1 } }],
    },
    {
      name: 'five buttons, the fifth repeating the first in another case',
      request: withValue(normalRequest(), BUTTONS_PATH, ['Yes', 'No', 'Later', 'Maybe', 'YES'].map((text) => buttons.quickReply(text))),
      errors: [{ messageId: 'duplicate', path: buttonFieldValuePath(4, 0), data: { number: 5, text: 'YES', first: 1 } }],
    },
    {
      name: 'a duplicate within one carousel card',
      request: withValue(carouselRequest(), CARD_BUTTONS, [buttons.quickReply('Buy now'), buttons.quickReply('Buy now')]),
      errors: [{ messageId: 'duplicate', path: CARD_TEXT_1, data: { number: 2, text: 'Buy now', first: 1 } }],
    },
  ],
});

describe('button-text-unique properties', () => {
  test.prop([fc.array(fc.constantFrom('Yes', 'yes', 'No', 'Maybe ', 'Later', 'S\u00ed', 'si\u0301', 'N\u00e3o'), { maxLength: 10 })])(
    'the buttons reported are exactly those whose normalized text came earlier',
    (texts) => {
      const seen = new Set<string>();
      const expected = texts.flatMap((value, index) => {
        const key = value.normalize('NFC').trim().toLowerCase();
        if (seen.has(key)) return [index];
        seen.add(key);
        return [];
      });
      const request = withValue(normalRequest(), BUTTONS_PATH, texts.map((value) => buttons.quickReply(value)));
      expect(diagnosticsOf(request, RULE).map((diagnostic) => diagnostic.path[2])).toEqual(expected);
    },
  );
});
