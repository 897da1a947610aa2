import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { APPROVAL_BUTTONS_MAX, APPROVAL_WEBSITE_BUTTONS_MAX } from '../../spec/approval-limits.js';
import { buttons, type JsonRecord } from '../../testing/builders.js';
import { carouselRequest, listRequest, normalRequest } from '../../testing/fixtures.js';
import { buttonPath, BUTTONS_PATH, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { buttonCount } from './button-count.js';

const RULE = 'button-count';
const CARD_BUTTONS = (card: number): (string | number)[] => ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', card, 'chat_template_button'];
const cardButtonPath = (card: number, index: number): (string | number)[] => [...CARD_BUTTONS(card), index, 'chat_template_button_data', 0];

function withButtons(items: JsonRecord[]): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), BUTTONS_PATH, items);
}

const quickReplies = (count: number): JsonRecord[] => Array.from({ length: count }, (_, index) => buttons.quickReply(`Option ${String(index + 1)}`));
const website = (index: number): JsonRecord => buttons.website(`Site ${String(index)}`, `https://shop.example.com/${String(index)}`);

new RuleTester({ describe, test }).run(buttonCount, {
  valid: [
    ...validFixtureCases(),
    { name: '10 buttons', request: withButtons(quickReplies(10)) },
    { name: '2 website buttons', request: withButtons([website(1), website(2)]) },
    { name: 'an interactive template, whatever its buttons', request: withValue(listRequest(), BUTTONS_PATH, quickReplies(12)) },
  ],
  invalid: [
    {
      name: 'the 11th button, at it, as a warning',
      request: withButtons(quickReplies(11)),
      errors: [{ messageId: 'tooMany', path: buttonPath(10), data: { number: 11, max: 10 }, severity: 'error' }],
    },
    {
      name: 'the 3rd website button',
      request: withButtons([website(1), buttons.quickReply('Hi'), website(2), website(3)]),
      errors: [{ messageId: 'tooManyWebsite', path: buttonPath(3), data: { number: 3, where: 'in the template', max: 2 } }],
    },
    {
      name: 'a 2nd phone button',
      request: withButtons([buttons.phone('Call', '+15550100'), buttons.phone('Call again', '+15550101')]),
      errors: [{ messageId: 'tooManyPhone', path: buttonPath(1), data: { number: 2, where: 'in the template', max: 1 } }],
    },
    {
      name: 'a copy-code button after a copy-offer-code button (they count together)',
      request: withButtons([buttons.offerCode('SUMMER10'), buttons.copyCode()]),
      errors: [{ messageId: 'tooManyCopyCode', path: buttonPath(1), data: { number: 2, where: 'in the template', max: 1 } }],
    },
    {
      name: 'a 3rd button on a carousel card',
      request: withValue(carouselRequest(), CARD_BUTTONS(1), [buttons.quickReply('Buy now'), buttons.website('See more', 'https://shop.example.com/item'), buttons.quickReply('Later')]),
      errors: [{ messageId: 'tooManyInCard', path: cardButtonPath(1, 2), data: { number: 3, card: 2, max: 2 } }],
    },
    {
      name: 'a 2nd phone button on a carousel card (the per-kind limits apply to each card)',
      request: withValue(carouselRequest(), CARD_BUTTONS(0), [buttons.phone('Call', '+15550100'), buttons.phone('Call us', '+15550101')]),
      errors: [{ messageId: 'tooManyPhone', path: cardButtonPath(0, 1), data: { number: 2, where: 'in carousel card 1', max: 1 } }],
    },
  ],
});

describe('button-count properties', () => {
  test.prop([fc.integer({ min: 0, max: APPROVAL_BUTTONS_MAX + 6 }), fc.integer({ min: 0, max: APPROVAL_WEBSITE_BUTTONS_MAX + 2 })])(
    'n quick replies and w website buttons: the buttons past the limit and the website buttons past theirs are reported',
    (replies, websites) => {
      const items = [...quickReplies(replies), ...Array.from({ length: websites }, (_, index) => buttons.website('Site', `https://shop.example.com/${String(index)}`))];
      const expected = [
        ...items.slice(APPROVAL_BUTTONS_MAX).map((_, index) => ['tooMany', APPROVAL_BUTTONS_MAX + 1 + index]),
        ...Array.from({ length: Math.max(0, websites - APPROVAL_WEBSITE_BUTTONS_MAX) }, (_, index) => ['tooManyWebsite', APPROVAL_WEBSITE_BUTTONS_MAX + 1 + index]),
      ];
      expect(diagnosticsOf(withButtons(items), RULE).map((diagnostic) => [diagnostic.messageId, diagnostic.data?.number])).toEqual(expected);
    },
  );
});
