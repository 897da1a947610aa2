import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { normalRequest, validRequests } from '../../testing/fixtures.js';
import { BUTTONS_PATH, diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { callingCodeLength } from '../../spec/country-calling-codes.js';
import { phoneButtonLeadingZero } from './phone-button-leading-zero.js';

const RULE = 'phone-button-leading-zero';
const NUMBER = [...BUTTONS_PATH, 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 1, 'chat_template_button_sub_type_field_value'];

/** The normal fixture with one phone button calling this number. */
const withNumber = (number: string): ReturnType<typeof normalRequest> => withValue(normalRequest(), BUTTONS_PATH, [buttons.phone('Call us', number)]);

new RuleTester({ describe, test }).run(phoneButtonLeadingZero, {
  valid: [
    ...Object.entries(validRequests).map(([name, request]) => ({ name: `the valid ${name} fixture`, request: request() })),
    { name: 'a US number (one-digit code 1)', request: withNumber('+15550100123') },
    { name: 'a zero later in the number', request: withNumber('+4420790000') },
    { name: 'a UK mobile written internationally', request: withNumber('447700900123') },
    { name: 'a three-digit code followed by a non-zero digit (+351)', request: withNumber('+351912345678') },
    { name: 'a two-digit code (+55) followed by a 9', request: withNumber('+55955585954') },
    { name: 'a national number starting with 0: no country code to read', request: withNumber('0201234567') },
    { name: 'a number that is not digits, phone-button-number-format\'s to report', request: withNumber('+39 06 1234 5678') },
  ],
  invalid: [
    {
      name: "the authority's own example, +55 0 955 585 95436, as a warning showing the number dialled",
      request: withNumber('+55095558595436'),
      errors: [{ messageId: 'strippedZero', severity: 'warning', path: NUMBER, data: { number: '+55095558595436', countryCode: '+55', dialled: '+5595558595436' } }],
    },
    { name: 'an Italian landline (+39 06 ...), without the plus', request: withNumber('390612345678'), errors: [{ messageId: 'strippedZero', path: NUMBER, data: { countryCode: '+39', dialled: '39612345678' } }] },
    { name: 'a one-digit code (+7)', request: withNumber('+70123456789'), errors: [{ messageId: 'strippedZero', data: { countryCode: '+7', dialled: '+7123456789' } }] },
    { name: 'a three-digit code (+971)', request: withNumber('+97104123456'), errors: [{ messageId: 'strippedZero', data: { countryCode: '+971', dialled: '+9714123456' } }] },
  ],
});

describe('phone-button-leading-zero properties', () => {
  const digit = fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '8', '9');
  const rest = fc.string({ unit: fc.constantFrom('0', '1', '5', '9'), minLength: 4, maxLength: 10 });

  test.prop([digit, digit, digit, rest])('a number is reported exactly when the digit after its calling code is 0, and the dialled number is one digit shorter', (a, b, c, tail) => {
    const digits = `${a}${b}${c}${tail}`;
    const length = callingCodeLength(digits) ?? 0;
    const diagnostics = diagnosticsOf(withNumber(`+${digits}`), RULE);
    expect(diagnostics).toHaveLength(digits.charAt(length) === '0' ? 1 : 0);
    for (const diagnostic of diagnostics) expect(String(diagnostic.data?.dialled).length).toBe(digits.length);
  });

  test('calling codes: 1 and 7 are one digit, the listed ones two, the rest three', () => {
    expect([callingCodeLength('15550100'), callingCodeLength('79001234'), callingCodeLength('44207'), callingCodeLength('35191'), callingCodeLength('0201')]).toEqual([1, 1, 2, 3, undefined]);
  });
});
