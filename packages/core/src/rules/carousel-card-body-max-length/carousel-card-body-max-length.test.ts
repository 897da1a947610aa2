import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { APPROVAL_CARD_BODY_MAX_LENGTH } from '../../spec/approval-limits.js';
import { body, row } from '../../testing/builders.js';
import { carouselRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { carouselCardBodyMaxLength } from './carousel-card-body-max-length.js';

const RULE = 'carousel-card-body-max-length';
const CARD_BODY = (card: number): (string | number)[] => ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', card, 'chat_template_body'];
const CARD_TEXT = (card: number): (string | number)[] => [...CARD_BODY(card), 'chat_template_body_value'];

new RuleTester({ describe, test }).run(carouselCardBodyMaxLength, {
  valid: [
    ...validFixtureCases(),
    { name: 'a 160-character card body', request: withValue(carouselRequest(), CARD_TEXT(1), 'c'.repeat(160)) },
    {
      name: 'a card body of 159 characters and a variable, which counts as one',
      request: withValue(carouselRequest(), CARD_BODY(0), body(`For {{1}} ${'c'.repeat(154)}`, [row('1', 'a long sample value')])),
    },
    { name: 'a long body of a normal template', request: withValue(normalRequest(), ['chat_template_data', 'chat_template_body', 'chat_template_body_value'], 'b'.repeat(500)) },
  ],
  invalid: [
    {
      name: 'a 161-character card body, on the text, as a warning',
      request: withValue(carouselRequest(), CARD_TEXT(1), 'c'.repeat(161)),
      errors: [{ messageId: 'tooLong', path: CARD_TEXT(1), data: { count: 161, limit: 160, excess: 1 }, severity: 'error' }],
    },
  ],
});

describe('carousel-card-body-max-length properties', () => {
  test.prop([fc.integer({ min: 1, max: APPROVAL_CARD_BODY_MAX_LENGTH + 40 }), fc.integer({ min: 0, max: 1 })])(
    'a card body of n characters is reported iff n > the limit, on that card only',
    (length, card) => {
      const diagnostics = diagnosticsOf(withValue(carouselRequest(), CARD_TEXT(card), 'c'.repeat(length)), RULE);
      expect(diagnostics.map((diagnostic) => [diagnostic.path, diagnostic.data?.count])).toEqual(length > APPROVAL_CARD_BODY_MAX_LENGTH ? [[CARD_TEXT(card), length]] : []);
    },
  );
});
