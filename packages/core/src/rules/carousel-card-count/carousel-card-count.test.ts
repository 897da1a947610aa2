import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { CAROUSEL_MAX_CARDS, CAROUSEL_MIN_CARDS } from '../../spec/limits.js';
import type { Json } from '../../testing/builders.js';
import { carouselRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { carouselCardCount } from './carousel-card-count.js';

const CARDS = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card'];

/** The carousel fixture with `count` copies of its first card. */
function withCards(count: number): Json {
  const request = carouselRequest();
  const carousel = request.chat_template_data as { chat_template_carousel: { chat_template_carousel_card: Json[] } };
  const [card] = carousel.chat_template_carousel.chat_template_carousel_card;
  return withValue(request, CARDS, Array.from({ length: count }, () => card ?? null));
}

new RuleTester({ describe, test }).run(carouselCardCount, {
  valid: [
    { name: '2 cards', request: withCards(2) },
    { name: '10 cards', request: withCards(10) },
  ],
  invalid: [
    { name: '1 card', request: withCards(1), errors: [{ messageId: 'tooFew', path: CARDS, data: { count: 1, min: 2 } }] },
    { name: '11 cards', request: withCards(11), errors: [{ messageId: 'tooMany', path: CARDS, data: { count: 11, max: 10, excess: 1 } }] },
    {
      name: 'a carousel without cards, at the missing key',
      request: withValue(carouselRequest(), CARDS, undefined),
      errors: [{ messageId: 'missing', path: CARDS, data: { min: 2, max: 10 } }],
    },
  ],
});

describe('carousel-card-count properties', () => {
  test.prop([fc.integer({ min: 0, max: CAROUSEL_MAX_CARDS + 4 })])('n cards are reported iff n is outside the limits', (count) => {
    expect(diagnosticsOf(withCards(count), 'carousel-card-count')).toHaveLength(count >= CAROUSEL_MIN_CARDS && count <= CAROUSEL_MAX_CARDS ? 0 : 1);
  });
});
