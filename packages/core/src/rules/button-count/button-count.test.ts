import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, type JsonRecord } from '../../testing/builders.js';
import { carouselRequest, listRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'button-count';
const BUTTONS = ['chat_template_data', 'chat_template_button'];
const CARD_BUTTONS = (card: number): (string | number)[] => ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', card, 'chat_template_button'];
const entry = (base: readonly (string | number)[], index: number): (string | number)[] => [...base, index, 'chat_template_button_data', 0];

function withButtons(items: JsonRecord[]): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), BUTTONS, items);
}

const quickReplies = (count: number): JsonRecord[] => Array.from({ length: count }, (_, index) => buttons.quickReply(`Option ${String(index + 1)}`));

describe('button-count', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('accepts 10 buttons', () => {
    expect(diagnosticsOf(withButtons(quickReplies(10)), RULE)).toEqual([]);
  });

  test('reports the 11th button, at it', () => {
    expect(diagnosticsOf(withButtons(quickReplies(11)), RULE)).toEqual([
      expect.objectContaining({ messageId: 'tooMany', path: entry(BUTTONS, 10), data: { number: 11, max: 10 }, severity: 'warning' }),
    ]);
  });

  test('accepts 2 website buttons and reports the 3rd', () => {
    const website = (index: number): JsonRecord => buttons.website(`Site ${String(index)}`, `https://shop.example.com/${String(index)}`);
    expect(diagnosticsOf(withButtons([website(1), website(2)]), RULE)).toEqual([]);
    expect(diagnosticsOf(withButtons([website(1), buttons.quickReply('Hi'), website(2), website(3)]), RULE)).toEqual([
      expect.objectContaining({ messageId: 'tooManyWebsite', path: entry(BUTTONS, 3), data: { number: 3, where: 'in the template', max: 2 } }),
    ]);
  });

  test('reports a 2nd phone button', () => {
    expect(diagnosticsOf(withButtons([buttons.phone('Call', '+15550100'), buttons.phone('Call again', '+15550101')]), RULE)).toEqual([
      expect.objectContaining({ messageId: 'tooManyPhone', path: entry(BUTTONS, 1), data: { number: 2, where: 'in the template', max: 1 } }),
    ]);
  });

  test('counts copy-code and copy-offer-code buttons together', () => {
    expect(diagnosticsOf(withButtons([buttons.offerCode('SUMMER10'), buttons.copyCode()]), RULE)).toEqual([
      expect.objectContaining({ messageId: 'tooManyCopyCode', path: entry(BUTTONS, 1), data: { number: 2, where: 'in the template', max: 1 } }),
    ]);
  });

  test('reports a 3rd button on a carousel card', () => {
    const request = withValue(carouselRequest(), CARD_BUTTONS(1), [buttons.quickReply('Buy now'), buttons.website('See more', 'https://shop.example.com/item'), buttons.quickReply('Later')]);
    expect(diagnosticsOf(request, RULE)).toEqual([
      expect.objectContaining({ messageId: 'tooManyInCard', path: entry(CARD_BUTTONS(1), 2), data: { number: 3, card: 2, max: 2 } }),
    ]);
  });

  test('applies the per-kind limits to each card', () => {
    const request = withValue(carouselRequest(), CARD_BUTTONS(0), [buttons.phone('Call', '+15550100'), buttons.phone('Call us', '+15550101')]);
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'tooManyPhone', path: entry(CARD_BUTTONS(0), 1), data: { where: 'in carousel card 1' } }]);
  });

  test('ignores interactive templates', () => {
    expect(diagnosticsOf(withValue(listRequest(), BUTTONS, quickReplies(12)), RULE)).toEqual([]);
  });

  test.prop([fc.integer({ min: 0, max: 16 }), fc.integer({ min: 0, max: 4 })])(
    'n quick replies and w website buttons: the buttons past 10 and the website buttons past 2 are reported',
    (replies, websites) => {
      const items = [...quickReplies(replies), ...Array.from({ length: websites }, (_, index) => buttons.website('Site', `https://shop.example.com/${String(index)}`))];
      const expected = [
        ...items.slice(10).map((_, index) => ['tooMany', 11 + index]),
        ...Array.from({ length: Math.max(0, websites - 2) }, (_, index) => ['tooManyWebsite', 3 + index]),
      ];
      expect(diagnosticsOf(withButtons(items), RULE).map((diagnostic) => [diagnostic.messageId, diagnostic.data?.number])).toEqual(expected);
    },
  );
});
