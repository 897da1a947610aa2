import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { APPROVAL_FOOTER_MAX_LENGTH } from '../../spec/approval-limits.js';
import { footer } from '../../testing/builders.js';
import { authenticationRequest, carouselRequest, listRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { approvalFooterMaxLength } from './approval-footer-max-length.js';

const RULE = 'approval-footer-max-length';
const FOOTER = ['chat_template_data', 'chat_template_footer'];
const VALUE = [...FOOTER, 'chat_template_footer_value'];
const CARD_FOOTER = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_footer'];

new RuleTester({ describe, test }).run(approvalFooterMaxLength, {
  valid: [
    ...validFixtureCases(),
    { name: 'a 60-character footer', request: withValue(normalRequest(), VALUE, 'f'.repeat(60)) },
    { name: 'a variable counts as one character', request: withValue(normalRequest(), VALUE, `${'f'.repeat(59)}{{1}}`) },
    { name: 'an authentication footer, left to footer-max-length', request: withValue(authenticationRequest(), VALUE, 'f'.repeat(61)) },
    { name: 'an interactive footer, never reviewed', request: withValue(listRequest(), FOOTER, footer('f'.repeat(61))) },
  ],
  invalid: [
    {
      name: 'a 61-character footer of a normal template, as an error',
      request: withValue(normalRequest(), VALUE, 'f'.repeat(61)),
      errors: [{ messageId: 'tooLong', path: VALUE, data: { place: 'footer', count: 61, limit: 60, excess: 1 }, severity: 'error' }],
    },
    {
      name: 'a long carousel card footer',
      request: withValue(carouselRequest(), CARD_FOOTER, footer('🎉'.repeat(62))),
      errors: [{ messageId: 'tooLong', path: [...CARD_FOOTER, 'chat_template_footer_value'], data: { place: 'footer of carousel card 2', count: 62 } }],
    },
  ],
});

describe('approval-footer-max-length properties', () => {
  test.prop([fc.integer({ min: 0, max: APPROVAL_FOOTER_MAX_LENGTH + 40 })])('a footer of n code points is reported iff n > the limit', (length) => {
    const request = withValue(normalRequest(), VALUE, '€'.repeat(length));
    expect(diagnosticsOf(request, RULE).map((diagnostic) => diagnostic.data?.count)).toEqual(length > APPROVAL_FOOTER_MAX_LENGTH ? [length] : []);
  });
});
