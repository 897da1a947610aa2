import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, row } from '../../testing/builders.js';
import { namedRequest, normalRequest } from '../../testing/fixtures.js';
import { BUTTONS_PATH, diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { namedParameterFlag } from './named-parameter-flag.js';

const FLAG = ['flag_named_parameter'];
const BODY_TEXT = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];

new RuleTester({ describe, test }).run(namedParameterFlag, {
  valid: [
    { name: 'named variables with the flag on', request: namedRequest() },
    { name: 'numbered variables with the flag off', request: normalRequest() },
    {
      name: 'a named template with a dynamic URL ending in {{1}}',
      request: withValue(namedRequest(), BUTTONS_PATH, [buttons.website('Track order', 'https://shop.example.com/track/{{1}}', [row('1', '1042')])]),
    },
  ],
  invalid: [
    {
      name: 'named variables without the flag, at the flag, fixed by setting it',
      request: withValue(namedRequest(), FLAG, undefined),
      errors: [{ messageId: 'namedWithoutFlag', path: FLAG, data: { variable: '{{first_name}}' } }],
      output: namedRequest(),
    },
    {
      name: 'numbered variables with the flag on, fixed by clearing it',
      request: withValue(normalRequest(), FLAG, true),
      errors: [{ messageId: 'numberedWithFlag', path: FLAG, data: { variable: '{{1}}' } }],
      output: normalRequest(),
    },
    {
      name: 'named and numbered variables without the flag, not fixed (the styles are mixed)',
      request: withValue(withValue(namedRequest(), FLAG, false), BODY_TEXT, 'Hello {{first_name}}, order {{1}}'),
      errors: [{ messageId: 'namedWithoutFlag', path: FLAG, data: { variable: '{{first_name}}' } }],
    },
    {
      name: 'numbered and named variables with the flag on, not fixed (the styles are mixed)',
      request: withValue(withValue(normalRequest(), FLAG, true), BODY_TEXT, 'Hi {{1}} and {{name}}'),
      errors: [{ messageId: 'numberedWithFlag', path: FLAG, data: { variable: '{{1}}' } }],
    },
  ],
});

describe('named-parameter-flag properties', () => {
  test.prop([fc.constantFrom(false, null, 0, 'true')])('any flag value other than true is reported for named variables', (flag) => {
    expect(diagnosticsOf(withValue(namedRequest(), FLAG, flag), 'named-parameter-flag')).toHaveLength(1);
  });
});
