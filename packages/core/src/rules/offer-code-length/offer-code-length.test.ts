import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, field, button, row } from '../../testing/builders.js';
import { normalRequest, validRequests } from '../../testing/fixtures.js';
import { BUTTONS_PATH, diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { offerCodeLength } from './offer-code-length.js';

const RULE = 'offer-code-length';
const FIELDS = [...BUTTONS_PATH, 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data'];
const CODE = [...FIELDS, 1, 'chat_template_button_sub_type_field_value'];
const SAMPLE = [...FIELDS, 1, 'chat_template_button_field_data_variable', 0, 'chat_template_dynamic_variable_sample_value'];

/** The normal fixture with one offer-code button holding this code. */
const withCode = (code: string): ReturnType<typeof normalRequest> => withValue(normalRequest(), BUTTONS_PATH, [buttons.offerCode(code)]);
/** The normal fixture with one offer-code button whose code is `{{1}}` with this sample. */
const withSample = (sample: string): ReturnType<typeof normalRequest> =>
  withValue(normalRequest(), BUTTONS_PATH, [button(1, 3, [field(6, 'Button text', 'Copy code'), field(7, 'Offer code', '{{1}}', [row('1', sample)])])]);

new RuleTester({ describe, test }).run(offerCodeLength, {
  valid: [
    ...Object.entries(validRequests).map(([name, request]) => ({ name: `the valid ${name} fixture`, request: request() })),
    { name: 'a code of 15 characters', request: withCode('SUMMER25SALE015') },
    { name: 'a sample of 15 characters', request: withSample('SUMMER25SALE015') },
    { name: 'a code of 21 characters: button-field-max-length\'s error, not this warning', request: withCode('SUMMER2025SALECODE021') },
    { name: 'a sample of 21 characters: button-field-max-length\'s error', request: withSample('SUMMER2025SALECODE021') },
  ],
  invalid: [
    {
      name: 'a code of 16 characters, as a warning',
      request: withCode('SUMMER25SALE0016'),
      errors: [{ messageId: 'overShort', severity: 'warning', path: CODE, data: { what: 'offer code', count: 16, limit: 20, short: 15 } }],
    },
    { name: 'a code of 20 characters', request: withCode('SUMMER2025SALECODE20'), errors: [{ messageId: 'overShort', path: CODE, data: { count: 20 } }] },
    { name: 'a sample of 16 characters', request: withSample('SUMMER25SALE0016'), errors: [{ messageId: 'overShort', path: SAMPLE, data: { what: 'sample offer code', count: 16 } }] },
  ],
});

describe('offer-code-length properties', () => {
  test.prop([fc.integer({ min: 1, max: 30 })])('a code of n characters is reported exactly when 15 < n <= 20', (length) => {
    expect(diagnosticsOf(withCode('A'.repeat(length)), RULE)).toHaveLength(length > 15 && length <= 20 ? 1 : 0);
  });
});
