import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { CODE_EXPIRATION_MAX_MINUTES, CODE_EXPIRATION_MIN_MINUTES } from '../../spec/limits.js';
import { authenticationRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { codeExpirationRange } from './code-expiration-range.js';

const PATH = ['chat_template_data', 'chat_template_code_expiration_minutes'];
const withMinutes = (minutes: number | undefined): ReturnType<typeof authenticationRequest> => withValue(authenticationRequest(), PATH, minutes);

new RuleTester({ describe, test }).run(codeExpirationRange, {
  valid: [
    { name: '1 minute', request: withMinutes(1) },
    { name: '90 minutes', request: withMinutes(90) },
    { name: 'no value: expiry is optional', request: withMinutes(undefined) },
  ],
  invalid: [
    { name: '0 minutes', request: withMinutes(0), errors: [{ messageId: 'outOfRange', path: PATH, data: { minutes: 0, min: 1, max: 90 } }] },
    { name: '91 minutes', request: withMinutes(91), errors: [{ messageId: 'outOfRange', path: PATH, data: { minutes: 91, min: 1, max: 90 } }] },
    { name: 'a fraction just past the limit', request: withMinutes(90.5), errors: [{ messageId: 'outOfRange', path: PATH, data: { minutes: 90.5, min: 1, max: 90 } }] },
    { name: 'a fraction below 1', request: withMinutes(0.5), errors: [{ messageId: 'outOfRange', path: PATH, data: { minutes: 0.5, min: 1, max: 90 } }] },
    { name: 'a fraction', request: withMinutes(10.5), errors: [{ messageId: 'outOfRange', path: PATH, data: { minutes: 10.5, min: 1, max: 90 } }] },
  ],
});

describe('code-expiration-range properties', () => {
  test.prop([fc.integer({ min: -200, max: 200 })])('an integer is reported iff it is outside the range', (minutes) => {
    const inRange = minutes >= CODE_EXPIRATION_MIN_MINUTES && minutes <= CODE_EXPIRATION_MAX_MINUTES;
    expect(diagnosticsOf(withMinutes(minutes), 'code-expiration-range')).toHaveLength(inRange ? 0 : 1);
  });
});
