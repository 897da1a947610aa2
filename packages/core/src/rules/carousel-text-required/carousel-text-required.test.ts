import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { carouselRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { carouselTextRequired } from './carousel-text-required.js';

const RULE = 'carousel-text-required';
const CAROUSEL = ['chat_template_data', 'chat_template_carousel'];
const TEXT = [...CAROUSEL, 'chat_template_carousel_header'];

new RuleTester({ describe, test }).run(carouselTextRequired, {
  valid: [
    ...Object.entries(validRequests).map(([name, request]) => ({ name: `the valid ${name} fixture`, request: request() })),
    { name: 'one character of text', request: withValue(withValue(carouselRequest(), TEXT, 'A'), [...CAROUSEL, 'chat_template_carousel_header_dynamic_variable'], []) },
    { name: 'a text of another type, which is field-type\'s to report', request: withValue(carouselRequest(), TEXT, 42) },
  ],
  invalid: [
    {
      name: 'no text key, reported where it goes',
      request: withValue(carouselRequest(), TEXT, undefined),
      errors: [{ messageId: 'missing', path: TEXT, severity: 'error' }],
    },
    { name: 'an empty text', request: withValue(carouselRequest(), TEXT, ''), errors: [{ messageId: 'empty', path: TEXT }] },
    { name: 'a text of spaces and line breaks only', request: withValue(carouselRequest(), TEXT, ' \n\t '), errors: [{ messageId: 'empty', path: TEXT }] },
  ],
});

describe('carousel-text-required properties', () => {
  test.prop([fc.string({ unit: fc.constantFrom(' ', '\n', '\t', 'a', '{', '1'), maxLength: 6 })])('a carousel text is reported exactly when it is blank', (text) => {
    expect(diagnosticsOf(withValue(carouselRequest(), TEXT, text), RULE)).toHaveLength(text.trim() === '' ? 1 : 0);
  });
});
