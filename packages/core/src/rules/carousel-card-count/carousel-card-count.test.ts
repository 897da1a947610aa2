import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Json } from '../../testing/builders.js';
import { carouselRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const CARDS = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card'];

function withCards(count: number): Json {
  const request = carouselRequest();
  const carousel = request.chat_template_data as { chat_template_carousel: { chat_template_carousel_card: Json[] } };
  const [card] = carousel.chat_template_carousel.chat_template_carousel_card;
  return withValue(request, CARDS, Array.from({ length: count }, () => card ?? null));
}

describe('carousel-card-count', () => {
  test('accepts 2 cards', () => {
    expect(diagnosticsOf(withCards(2), 'carousel-card-count')).toEqual([]);
  });

  test('accepts 10 cards', () => {
    expect(diagnosticsOf(withCards(10), 'carousel-card-count')).toEqual([]);
  });

  test('reports 1 card', () => {
    expect(diagnosticsOf(withCards(1), 'carousel-card-count')).toMatchObject([{ messageId: 'tooFew', path: CARDS, data: { count: 1, min: 2 } }]);
  });

  test('reports 11 cards', () => {
    expect(diagnosticsOf(withCards(11), 'carousel-card-count')).toMatchObject([{ messageId: 'tooMany', data: { count: 11, max: 10, excess: 1 } }]);
  });

  test('reports a carousel without cards at the missing key', () => {
    expect(diagnosticsOf(withValue(carouselRequest(), CARDS, undefined), 'carousel-card-count')).toMatchObject([{ messageId: 'missing', path: CARDS }]);
  });

  test.prop([fc.integer({ min: 0, max: 14 })])('n cards are reported iff n is outside 2 to 10', (count) => {
    expect(diagnosticsOf(withCards(count), 'carousel-card-count')).toHaveLength(count >= 2 && count <= 10 ? 0 : 1);
  });
});
