import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body } from '../../testing/builders.js';
import { carouselRequest, normalRequest, textRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { bodyRequired } from './body-required.js';

const BODY = ['chat_template_data', 'chat_template_body'];
const TEXT = [...BODY, 'chat_template_body_value'];
const CARD_BODY = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_body'];

new RuleTester({ describe, test }).run(bodyRequired, {
  valid: [
    { name: 'a body with text', request: normalRequest() },
    { name: 'a carousel, which needs no main body when every card has one', request: carouselRequest() },
  ],
  invalid: [
    {
      name: 'a missing body, at the missing key',
      request: withValue(normalRequest(), BODY, undefined),
      errors: [{ messageId: 'missing', path: BODY, data: { where: 'template' } }],
    },
    {
      name: 'a body without text',
      request: withValue(normalRequest(), TEXT, undefined),
      errors: [{ messageId: 'missingText', path: TEXT, data: { where: 'template' } }],
    },
    {
      name: 'a blank body text',
      request: withValue(normalRequest(), BODY, body('   ')),
      errors: [{ messageId: 'empty', path: TEXT, data: { where: 'template' } }],
    },
    {
      name: 'a text interactive template without a body',
      request: withValue(textRequest(), BODY, undefined),
      errors: [{ messageId: 'missing', path: BODY, data: { where: 'template' } }],
    },
    {
      name: 'a carousel card without a body',
      request: withValue(carouselRequest(), CARD_BODY, undefined),
      errors: [{ messageId: 'missing', path: CARD_BODY, data: { where: 'carousel card 2' } }],
    },
  ],
});

describe('body-required properties', () => {
  test.prop([fc.string({ maxLength: 20 })])('a body text is reported iff it is blank', (text) => {
    const diagnostics = diagnosticsOf(withValue(normalRequest(), BODY, body(text)), 'body-required');
    expect(diagnostics).toHaveLength(text.trim() === '' ? 1 : 0);
  });
});
