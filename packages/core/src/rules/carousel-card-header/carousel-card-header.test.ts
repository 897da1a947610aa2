import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ids, mediaHeader, textHeader } from '../../testing/builders.js';
import { carouselRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { carouselCardHeader } from './carousel-card-header.js';

const RULE = 'carousel-card-header';
const HEADER = (card: number): (string | number)[] => ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', card, 'chat_template_header'];
const HEADER_TYPE = (card: number): (string | number)[] => [...HEADER(card), 'chat_template_header_type_id'];

new RuleTester({ describe, test }).run(carouselCardHeader, {
  valid: [
    ...validFixtureCases(),
    {
      name: 'video headers',
      request: withValue(withValue(carouselRequest(), HEADER(0), mediaHeader(ids.headerType.video, 'Video', 201)), HEADER(1), mediaHeader(ids.headerType.video, 'Video', 202)),
    },
    { name: 'an unknown header type id, which known-catalog-id reports', request: withValue(carouselRequest(), HEADER_TYPE(0), 99) },
  ],
  invalid: [
    {
      name: 'a text header, at its type id, as a warning',
      request: withValue(carouselRequest(), HEADER(1), textHeader('Linen shirt')),
      errors: [{ messageId: 'notMedia', path: HEADER_TYPE(1), data: { card: 2, format: 'text' }, severity: 'warning' }],
    },
    {
      name: 'a document header',
      request: withValue(carouselRequest(), HEADER(0), mediaHeader(ids.headerType.document, 'PDF', 7)),
      errors: [{ messageId: 'notMedia', path: HEADER_TYPE(0), data: { card: 1, format: 'document' } }],
    },
    {
      name: 'a card without header, at the missing key',
      request: withValue(carouselRequest(), HEADER(1), undefined),
      errors: [{ messageId: 'missing', path: HEADER(1), data: { card: 2 } }],
    },
    {
      name: 'header type 0 (no header), at its type id',
      request: withValue(carouselRequest(), HEADER(0), { chat_template_header_type_id: 0, chat_template_header_type_name: null, chat_template_header_data: [] }),
      errors: [{ messageId: 'missing', path: HEADER_TYPE(0), data: { card: 1 } }],
    },
  ],
});

describe('carousel-card-header properties', () => {
  test.prop([fc.constantFrom(1, 2, 3, 4), fc.integer({ min: 0, max: 1 })])('a card header is reported iff it is neither image (2) nor video (3)', (typeId, card) => {
    const request = withValue(carouselRequest(), HEADER_TYPE(card), typeId);
    expect(diagnosticsOf(request, RULE).map((diagnostic) => diagnostic.data?.card)).toEqual(typeId === 2 || typeId === 3 ? [] : [card + 1]);
  });
});
