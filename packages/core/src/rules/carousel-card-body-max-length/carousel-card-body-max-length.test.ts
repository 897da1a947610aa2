import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { carouselRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'carousel-card-body-max-length';
const CARD_BODY = (card: number): (string | number)[] => ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', card, 'chat_template_body'];

describe('carousel-card-body-max-length', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('accepts a 160-character card body', () => {
    expect(diagnosticsOf(withValue(carouselRequest(), [...CARD_BODY(1), 'chat_template_body_value'], 'c'.repeat(160)), RULE)).toEqual([]);
  });

  test('reports a 161-character card body, on the text', () => {
    const path = [...CARD_BODY(1), 'chat_template_body_value'];
    expect(diagnosticsOf(withValue(carouselRequest(), path, 'c'.repeat(161)), RULE)).toEqual([
      expect.objectContaining({ messageId: 'tooLong', path, data: { count: 161, limit: 160, excess: 1 }, severity: 'warning' }),
    ]);
  });

  test('counts a variable as one character', () => {
    const request = withValue(carouselRequest(), CARD_BODY(0), body(`For {{1}} ${'c'.repeat(154)}`, [row('1', 'a long sample value')]));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('ignores the body of a normal template', () => {
    expect(diagnosticsOf(withValue(normalRequest(), ['chat_template_data', 'chat_template_body', 'chat_template_body_value'], 'b'.repeat(500)), RULE)).toEqual([]);
  });

  test.prop([fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 1 })])('a card body of n characters is reported iff n > 160, on that card only', (length, card) => {
    const path = [...CARD_BODY(card), 'chat_template_body_value'];
    const diagnostics = diagnosticsOf(withValue(carouselRequest(), path, 'c'.repeat(length)), RULE);
    expect(diagnostics.map((diagnostic) => [diagnostic.path, diagnostic.data?.count])).toEqual(length > 160 ? [[path, length]] : []);
  });
});
