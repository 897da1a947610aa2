import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { APPROVAL_BODY_MAX_LENGTH } from '../../spec/approval-limits.js';
import { body, row } from '../../testing/builders.js';
import { carouselRequest, normalRequest, textRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { bodyMaxLength } from './body-max-length.js';

const RULE = 'body-max-length';
const BODY = ['chat_template_data', 'chat_template_body'];
const VALUE = [...BODY, 'chat_template_body_value'];
const CAROUSEL_HEADER = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_header'];
const CARD_VALUE = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 0, 'chat_template_body', 'chat_template_body_value'];

new RuleTester({ describe, test }).run(bodyMaxLength, {
  valid: [
    ...validFixtureCases(),
    { name: 'a 1024-character body', request: withValue(normalRequest(), VALUE, 'b'.repeat(1024)) },
    {
      name: 'a variable and an emoji each count as one character',
      request: withValue(normalRequest(), BODY, body(`${'🎉'.repeat(1023)}{{1}}`, [row('1', 'a long sample value')])),
    },
    { name: 'a long card body, left to carousel-card-body-max-length', request: withValue(carouselRequest(), CARD_VALUE, 'c'.repeat(1100)) },
    { name: 'a long interactive body, left to interactive-body-max-length', request: withValue(textRequest(), VALUE, 'c'.repeat(1100)) },
  ],
  invalid: [
    {
      name: 'a 1025-character body, on the text, as a warning',
      request: withValue(normalRequest(), VALUE, 'b'.repeat(1025)),
      errors: [{ messageId: 'tooLong', path: VALUE, data: { place: 'body', count: 1025, limit: 1024, excess: 1 }, severity: 'error' }],
    },
    {
      name: 'a 1025-character carousel text above the cards',
      request: withValue(carouselRequest(), CAROUSEL_HEADER, `Hi {{1}}, ${'c'.repeat(1019)}`),
      errors: [{ messageId: 'tooLong', path: CAROUSEL_HEADER, data: { place: 'carousel header', count: 1025, limit: 1024, excess: 1 } }],
    },
  ],
});

describe('body-max-length properties', () => {
  test('the message explains how variables count', () => {
    const [diagnostic] = diagnosticsOf(withValue(normalRequest(), VALUE, 'b'.repeat(1025)), RULE);
    expect(diagnostic?.message).toBe('The body is 1025 characters (each variable counts as 1); the approval authority accepts at most 1024. Shorten it by 1.');
  });

  test.prop([fc.integer({ min: 0, max: APPROVAL_BODY_MAX_LENGTH + 76 }), fc.integer({ min: 0, max: 3 })])(
    'n characters plus k variables are reported iff n + k > the limit',
    (length, variables) => {
      const numbers = Array.from({ length: variables }, (_, index) => String(index + 1));
      const text = `Hi ${'b'.repeat(Math.max(0, length - 3))}${numbers.map((number) => `{{${number}}}`).join('')}`;
      const count = Math.max(3, length) + variables;
      const request = withValue(normalRequest(), BODY, body(text, numbers.map((number) => row(number, 'x'))));
      expect(diagnosticsOf(request, RULE).map((diagnostic) => diagnostic.data?.count)).toEqual(count > APPROVAL_BODY_MAX_LENGTH ? [count] : []);
    },
  );
});
