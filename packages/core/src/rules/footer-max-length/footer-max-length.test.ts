import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { AUTHENTICATION_FOOTER_MAX_LENGTH, INTERACTIVE_FOOTER_MAX_LENGTH } from '../../spec/limits.js';
import { footer, type JsonRecord } from '../../testing/builders.js';
import { authenticationRequest, ctaUrlRequest, listRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { footerMaxLength } from './footer-max-length.js';

const FOOTER = ['chat_template_data', 'chat_template_footer'];
const TEXT = [...FOOTER, 'chat_template_footer_value'];
const withFooter = (request: JsonRecord, length: number): JsonRecord => withValue(request, FOOTER, footer('f'.repeat(length)));

new RuleTester({ describe, test }).run(footerMaxLength, {
  valid: [
    { name: 'a 60-character authentication footer', request: withFooter(authenticationRequest(), 60) },
    { name: 'a 60-character CTA URL footer', request: withFooter(ctaUrlRequest(), 60) },
    { name: 'a 200-character marketing or utility footer (section 8 gives it no limit)', request: withFooter(normalRequest(), 200) },
    { name: 'a 100-character footer of a list-style interactive template (section 8 limits only the CTA URL / catalog one)', request: withFooter(listRequest(), 100) },
  ],
  invalid: [
    {
      name: 'a 61-character authentication footer',
      request: withFooter(authenticationRequest(), 61),
      errors: [{ messageId: 'tooLong', path: TEXT, data: { kind: 'authentication', count: 61, limit: 60, excess: 1 } }],
    },
    {
      name: 'an authentication footer of 59 characters and 2 trailing spaces, counted as sent (section 8)',
      request: withValue(authenticationRequest(), FOOTER, footer(`${'f'.repeat(59)}  `)),
      errors: [{ messageId: 'tooLong', path: TEXT, data: { kind: 'authentication', count: 61, limit: 60, excess: 1 } }],
    },
    {
      name: 'a 61-character CTA URL footer',
      request: withFooter(ctaUrlRequest(), 61),
      errors: [{ messageId: 'tooLong', path: TEXT, data: { kind: 'interactive', count: 61, limit: 60, excess: 1 } }],
    },
  ],
});

describe('footer-max-length properties', () => {
  test('the description\'s one number is both footers\' limit', () => {
    expect(INTERACTIVE_FOOTER_MAX_LENGTH.cta_url).toBe(AUTHENTICATION_FOOTER_MAX_LENGTH);
  });

  test.prop([fc.integer({ min: 0, max: 2 * AUTHENTICATION_FOOTER_MAX_LENGTH })])('an authentication footer of n characters is reported iff n > the limit', (length) => {
    expect(diagnosticsOf(withFooter(authenticationRequest(), length), 'footer-max-length')).toHaveLength(length > AUTHENTICATION_FOOTER_MAX_LENGTH ? 1 : 0);
  });
});
