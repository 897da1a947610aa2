import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { es } from '../../locales/es.js';
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
    { name: 'India and Brazil with their country codes', request: withValue(normalRequest(), BUTTONS_PATH, [buttons.phone('Call us', '+919876543210'), buttons.phone('Ligar', '+5511987654321')]) },
    { name: 'Indonesia with its country code', request: withPhone('+6281234567890') },
    { name: 'Mexico without the +', request: withPhone('525512345678') },
    { name: 'an empty number, left to other rules', request: withPhone('') },
  ],
  invalid: [
    {
      name: 'spaces and dashes, at the number, as a warning, fixed by dropping them',
      request: withPhone('+1 555-0100'),
      errors: [{ messageId: 'notDigits', path: buttonFieldValuePath(0, 1), data: { number: '+1 555-0100' }, severity: 'warning' }],
      output: withPhone('+15550100'),
    },
    // The numbers as people write them in the biggest markets: the same digits, so a certain fix.
    { name: 'India, digit groups', request: withPhone('+91 98765 43210'), errors: [{ messageId: 'notDigits' }], output: withPhone('+919876543210') },
    { name: 'Brazil, a dash', request: withPhone('+55 11 3003-1234'), errors: [{ messageId: 'notDigits' }], output: withPhone('+551130031234') },
    { name: 'Indonesia, dashes', request: withPhone('+62 812-3456-7890'), errors: [{ messageId: 'notDigits' }], output: withPhone('+6281234567890') },
    { name: 'the US, brackets and a dot', request: withPhone('+1 (555) 010.0100'), errors: [{ messageId: 'notDigits' }], output: withPhone('+15550100100') },
    // Typed on an Arabic or Persian keyboard: the same number, written in the digits the service reads.
    { name: 'the UAE, Arabic-Indic digits', request: withPhone('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧'), errors: [{ messageId: 'notDigits' }], output: withPhone('+971501234567') },
    { name: 'Iran, Persian digits after a local 0', request: withPhone('۰۹۱۲ ۳۴۵ ۶۷۸۹'), errors: [{ messageId: 'noCountryCode' }] },
    { name: 'a non-breaking space', request: withPhone('+52\u00a055 1234 5678'), errors: [{ messageId: 'notDigits' }], output: withPhone('+525512345678') },
    // No fix where dropping the separators leaves what this rule still reports.
    // Digit groups after a local 0 lack the country code, as the same digits without the groups: said so, no fix.
    { name: 'Indonesia, local digit groups after the trunk 0', request: withPhone('0812-3456-7890'), errors: [{ messageId: 'noCountryCode', data: { number: '0812-3456-7890' } }] },
    { name: 'Brazil, the trunk 0 in brackets', request: withPhone('(011) 4002-8922'), errors: [{ messageId: 'noCountryCode' }] },
    { name: 'India, the trunk 0 and a space', request: withPhone('098765 43210'), errors: [{ messageId: 'noCountryCode' }] },
    // Without a +, digit groups are the local way of writing: dropping them would read the area code as a country code.
    { name: 'Brazil, the area code in brackets and no +: no fix (1140028922 would dial +1)', request: withPhone('(11) 4002-8922'), errors: [{ messageId: 'notDigits' }] },
    { name: 'Mexico City, digit groups and no +: no fix (5512345678 would dial Brazil, +55)', request: withPhone('55 1234 5678'), errors: [{ messageId: 'notDigits' }] },
    { name: 'India, digit groups and no +: no fix (9876543210 would dial +98)', request: withPhone('98765 43210'), errors: [{ messageId: 'notDigits' }] },
    { name: 'a + in the middle', request: withPhone('1+5550100'), errors: [{ messageId: 'notDigits' }] },
    { name: 'letters', request: withPhone('1-800-FLOWERS'), errors: [{ messageId: 'notDigits' }] },
    {
      name: 'a local number with its trunk 0 and no country code (India), at the number',
      request: withPhone('09876543210'),
      errors: [{ messageId: 'noCountryCode', path: buttonFieldValuePath(0, 1), data: { number: '09876543210' }, severity: 'warning' }],
    },
    { name: 'a local number with its trunk 0 (Indonesia)', request: withPhone('081234567890'), errors: [{ messageId: 'noCountryCode' }] },
    { name: 'the international prefix 00 instead of +', request: withPhone('00919876543210'), errors: [{ messageId: 'noCountryCode' }] },
    { name: 'a + before a local 0', request: withPhone('+081234567890'), errors: [{ messageId: 'noCountryCode' }] },
  ],
});

describe('phone-button-number-format properties', () => {
  test.prop([fc.boolean(), fc.stringMatching(/^[1-9][0-9]{0,14}$/)])('digits not starting with 0, with an optional leading +, pass', (plus, digits) => {
    expect(diagnosticsOf(withPhone(`${plus ? '+' : ''}${digits}`), RULE)).toEqual([]);
  });
  test.prop([fc.boolean(), fc.stringMatching(/^0[0-9]{0,14}$/)])('digits starting with 0 are reported once, as without a country code', (plus, digits) => {
    expect(diagnosticsOf(withPhone(`${plus ? '+' : ''}${digits}`), RULE).map((d) => d.messageId)).toEqual(['noCountryCode']);
  });
  test.prop([fc.stringMatching(/^[0-9]{1,8}$/), fc.constantFrom(' ', '-', '(', ')', '.', 'x', '+'), fc.stringMatching(/^[0-9]{1,8}$/)])(
    'any other character after the first digit is reported',
    (before, other, after) => {
      expect(diagnosticsOf(withPhone(`${before}${other}${after}`), RULE).length).toBe(1);
    },
  );
  test.prop([fc.array(fc.tuple(fc.stringMatching(/^[1-9][0-9]{0,4}$/), fc.constantFrom(' ', '-', '.', '(', ')', '\u00a0')), { minLength: 1, maxLength: 4 }), fc.stringMatching(/^[0-9]{1,4}$/)])(
    'digit groups with separators after a + are fixed to the same digits, which pass',
    (groups, last) => {
      const number = `+${groups.map(([digits, separator]) => digits + separator).join('')}${last}`;
      const [diagnostic] = diagnosticsOf(withPhone(number), RULE);
      const digits = `+${groups.map(([each]) => each).join('')}${last}`;
      expect(diagnostic?.fix?.edits).toEqual([{ op: 'set', path: buttonFieldValuePath(0, 1), value: digits }]);
      expect(diagnosticsOf(withPhone(digits), RULE)).toEqual([]);
    },
  );
  test.prop([fc.array(fc.tuple(fc.stringMatching(/^[1-9][0-9]{0,4}$/), fc.constantFrom(' ', '-', '.', '(', ')', '\u00a0')), { minLength: 1, maxLength: 4 }), fc.stringMatching(/^[0-9]{1,4}$/)])(
    'digit groups with separators and no + are reported without a fix: the country code is not known',
    (groups, last) => {
      const number = `${groups.map(([digits, separator]) => digits + separator).join('')}${last}`;
      const found = diagnosticsOf(withPhone(number), RULE);
      expect(found.map((d) => [d.messageId, d.fix])).toEqual([['notDigits', undefined]]);
    },
  );
});

describe('phone-button-number-format in Spanish', () => {
  // "El número ... no son" had its verb in the plural.
  test.each([
    ['+52 55 1234 5678', 'El número de teléfono "+52 55 1234 5678" no está formado solo por dígitos con un + opcional al inicio;'],
  ])('%s', (number, start) => {
    expect(diagnosticsOf(withPhone(number), RULE, { locale: es })[0]?.message.startsWith(start)).toBe(true);
  });
});
