import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, type JsonRecord } from '../../testing/builders.js';
import { carouselRequest, normalRequest } from '../../testing/fixtures.js';
import { BUTTONS_PATH, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { carouselCardButtonKind } from './carousel-card-button-kind.js';

const RULE = 'carousel-card-button-kind';
const CARD_BUTTONS = (card: number): (string | number)[] => ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', card, 'chat_template_button'];
const cardButtonPath = (card: number, index: number): (string | number)[] => [...CARD_BUTTONS(card), index, 'chat_template_button_data', 0];

const ALLOWED: Record<string, () => JsonRecord> = {
  'quick reply': () => buttons.quickReply('Buy now'),
  phone: () => buttons.phone('Call us', '+15550100'),
  website: () => buttons.website('See more', 'https://shop.example.com/item'),
};
const REFUSED: Record<string, () => JsonRecord> = {
  'copy code': () => buttons.copyCode(),
  'offer code': () => buttons.offerCode('SUMMER10'),
  flow: () => buttons.flow('Book', '1001'),
  catalog: () => buttons.catalog(),
  'open form': () => buttons.openForm('Sign up'),
};

new RuleTester({ describe, test }).run(carouselCardButtonKind, {
  valid: [
    ...validFixtureCases(),
    { name: 'a phone and a website button on a card', request: withValue(carouselRequest(), CARD_BUTTONS(0), [ALLOWED.phone?.() ?? {}, ALLOWED.website?.() ?? {}]) },
    { name: 'an offer-code button outside a carousel', request: withValue(normalRequest(), BUTTONS_PATH, [buttons.offerCode('SUMMER10')]) },
  ],
  invalid: [
    {
      name: 'an offer-code button on card 2, at it, as an error',
      request: withValue(carouselRequest(), CARD_BUTTONS(1), [buttons.quickReply('Buy now'), buttons.offerCode('SUMMER10')]),
      errors: [
        {
          messageId: 'wrongKind',
          path: cardButtonPath(1, 1),
          data: { card: 2, kind: 'offer code', allowed: 'website, phone, quick reply' },
          severity: 'error',
          // It said "has a offer code button".
          message: 'Carousel card 2 has a button of kind offer code; the approval authority accepts only website, phone, quick reply buttons on a card. Use one of those.',
        },
      ],
    },
  ],
});

describe('carousel-card-button-kind properties', () => {
  const all = { ...ALLOWED, ...REFUSED };
  test.prop([fc.array(fc.constantFrom(...Object.keys(all)), { maxLength: 4 })])('exactly the card buttons of a refused kind are reported, in order', (kinds) => {
    const request = withValue(carouselRequest(), CARD_BUTTONS(0), kinds.map((kind) => all[kind]?.() ?? {}));
    const expected = kinds.filter((kind) => kind in REFUSED);
    expect(diagnosticsOf(request, RULE).map((diagnostic) => diagnostic.data?.kind)).toEqual(expected);
  });
});
