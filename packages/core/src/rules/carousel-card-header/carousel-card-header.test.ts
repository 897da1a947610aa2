import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ids, mediaHeader, textHeader } from '../../testing/builders.js';
import { carouselRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'carousel-card-header';
const HEADER = (card: number): (string | number)[] => ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', card, 'chat_template_header'];

describe('carousel-card-header', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('accepts video headers', () => {
    const request = withValue(carouselRequest(), HEADER(0), mediaHeader(ids.headerType.video, 'Video', 201));
    expect(diagnosticsOf(withValue(request, HEADER(1), mediaHeader(ids.headerType.video, 'Video', 202)), RULE)).toEqual([]);
  });

  test('reports a text header, at its type id', () => {
    expect(diagnosticsOf(withValue(carouselRequest(), HEADER(1), textHeader('Linen shirt')), RULE)).toEqual([
      expect.objectContaining({ messageId: 'notMedia', path: [...HEADER(1), 'chat_template_header_type_id'], data: { card: 2, format: 'text' }, severity: 'warning' }),
    ]);
  });

  test('reports a document header', () => {
    expect(diagnosticsOf(withValue(carouselRequest(), HEADER(0), mediaHeader(ids.headerType.document, 'PDF', 7)), RULE)).toMatchObject([
      { messageId: 'notMedia', data: { card: 1, format: 'document' } },
    ]);
  });

  test('reports a card without header, at the missing key', () => {
    expect(diagnosticsOf(withValue(carouselRequest(), HEADER(1), undefined), RULE)).toEqual([
      expect.objectContaining({ messageId: 'missing', path: HEADER(1), data: { card: 2 } }),
    ]);
  });

  test('reports header type 0 (no header), at its type id', () => {
    const none = { chat_template_header_type_id: 0, chat_template_header_type_name: null, chat_template_header_data: [] };
    expect(diagnosticsOf(withValue(carouselRequest(), HEADER(0), none), RULE)).toMatchObject([
      { messageId: 'missing', path: [...HEADER(0), 'chat_template_header_type_id'], data: { card: 1 } },
    ]);
  });

  test('skips an unknown header type id (known-catalog-id reports it)', () => {
    expect(diagnosticsOf(withValue(carouselRequest(), [...HEADER(0), 'chat_template_header_type_id'], 99), RULE)).toEqual([]);
  });

  test.prop([fc.constantFrom(1, 2, 3, 4), fc.integer({ min: 0, max: 1 })])('a card header is reported iff it is neither image (2) nor video (3)', (typeId, card) => {
    const request = withValue(carouselRequest(), [...HEADER(card), 'chat_template_header_type_id'], typeId);
    expect(diagnosticsOf(request, RULE).map((diagnostic) => diagnostic.data?.card)).toEqual(typeId === 2 || typeId === 3 ? [] : [card + 1]);
  });
});
