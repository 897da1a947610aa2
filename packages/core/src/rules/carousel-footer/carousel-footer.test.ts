import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { footer } from '../../testing/builders.js';
import { carouselRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { carouselFooter } from './carousel-footer.js';

const RULE = 'carousel-footer';
const DATA = ['chat_template_data'];
const CARD = [...DATA, 'chat_template_carousel', 'chat_template_carousel_card', 1];
const FOOTER = [...DATA, 'chat_template_footer'];
const CARD_FOOTER = [...CARD, 'chat_template_footer'];

new RuleTester({ describe, test }).run(carouselFooter, {
  valid: [
    // The normal, authentication and interactive fixtures have footers: not carousels.
    ...Object.entries(validRequests).map(([name, request]) => ({ name: `the valid ${name} fixture`, request: request() })),
    { name: 'an empty card footer, which sends nothing', request: withValue(carouselRequest(), CARD_FOOTER, footer('')) },
    { name: 'a footer of spaces only', request: withValue(carouselRequest(), FOOTER, footer('   ')) },
    { name: 'a footer object without its text', request: withValue(carouselRequest(), CARD_FOOTER, { chat_template_footer_id: null }) },
  ],
  invalid: [
    {
      name: 'a footer of the carousel template itself, as a warning',
      request: withValue(carouselRequest(), FOOTER, footer('Reply STOP to opt out')),
      errors: [{ messageId: 'footer', severity: 'warning', path: [...FOOTER, 'chat_template_footer_value'], data: { where: 'template' } }],
    },
    {
      name: 'a card footer, one character long',
      request: withValue(carouselRequest(), CARD_FOOTER, footer('A')),
      errors: [{ messageId: 'footer', path: [...CARD_FOOTER, 'chat_template_footer_value'], data: { where: 'carousel card 2' } }],
    },
  ],
});

describe('carousel-footer properties', () => {
  test.prop([fc.string({ unit: fc.constantFrom(' ', '\n', 'a', '.'), maxLength: 5 })])('a card footer is reported exactly when it is not blank', (text) => {
    expect(diagnosticsOf(withValue(carouselRequest(), CARD_FOOTER, footer(text)), RULE)).toHaveLength(text.trim() === '' ? 0 : 1);
  });
});
