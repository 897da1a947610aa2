import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { normalRequest } from '../../testing/fixtures.js';
import { buttonFieldValuePath, BUTTONS_PATH, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { phoneButtonNumberFormat } from './phone-button-number-format.js';

const RULE = 'phone-button-number-format';
const withPhone = (number: string): ReturnType<typeof normalRequest> => withValue(normalRequest(), BUTTONS_PATH, [buttons.phone('Call us', number)]);

new RuleTester({ describe, test }).run(phoneButtonNumberFormat, {
  valid: [
    ...validFixtureCases(),
    { name: 'a leading +', request: withPhone('+15550100') },
    { name: 'digits only', request: withPhone('15550051310') },
    { name: 'an empty number, left to other rules', request: withPhone('') },
  ],
  invalid: [
    {
      name: 'spaces and dashes, at the number, as a warning',
      request: withPhone('+1 555-0100'),
      errors: [{ messageId: 'notDigits', path: buttonFieldValuePath(0, 1), data: { number: '+1 555-0100' }, severity: 'warning' }],
    },
    { name: 'a + in the middle', request: withPhone('1+5550100'), errors: [{ messageId: 'notDigits' }] },
    { name: 'letters', request: withPhone('1-800-FLOWERS'), errors: [{ messageId: 'notDigits' }] },
  ],
});

describe('phone-button-number-format properties', () => {
  test.prop([fc.boolean(), fc.stringMatching(/^[0-9]{1,15}$/)])('digits with an optional leading + pass', (plus, digits) => {
    expect(diagnosticsOf(withPhone(`${plus ? '+' : ''}${digits}`), RULE)).toEqual([]);
  });
  test.prop([fc.stringMatching(/^[0-9]{1,8}$/), fc.constantFrom(' ', '-', '(', ')', '.', 'x', '+'), fc.stringMatching(/^[0-9]{1,8}$/)])(
    'any other character after the first digit is reported',
    (before, other, after) => {
      expect(diagnosticsOf(withPhone(`${before}${other}${after}`), RULE).length).toBe(1);
    },
  );
});
