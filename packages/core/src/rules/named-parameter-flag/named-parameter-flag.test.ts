import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, row } from '../../testing/builders.js';
import { namedRequest, normalRequest } from '../../testing/fixtures.js';
import { BUTTONS_PATH, diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { namedParameterFlag } from './named-parameter-flag.js';

const FLAG = ['flag_named_parameter'];
const BODY_TEXT = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];
/** The numbered fixture whose only button is a website button with this URL (one row `invoice_id`). */
const withUrl = (request: ReturnType<typeof normalRequest>, url: string): ReturnType<typeof normalRequest> =>
  withValue(request, BUTTONS_PATH, [buttons.website('Pay now', url, [row('invoice_id', 'INV-1042')])]);
/** A template whose only variable is the one of its website URL. */
const plainBodyWithUrl = (url: string): ReturnType<typeof normalRequest> => withValue(withUrl(namedRequest(), url), BODY_TEXT, 'Your invoice is ready.');

new RuleTester({ describe, test }).run(namedParameterFlag, {
  valid: [
    { name: 'named variables with the flag on', request: namedRequest() },
    { name: 'numbered variables with the flag off', request: normalRequest() },
    {
      name: 'a named template with a dynamic URL ending in {{1}}',
      request: withValue(namedRequest(), BUTTONS_PATH, [buttons.website('Track order', 'https://shop.example.com/track/{{1}}', [row('1', '1042')])]),
    },
    { name: 'a named template with a dynamic URL ending in {{invoice_id}}', request: withUrl(namedRequest(), 'https://pay.example.com/{{invoice_id}}') },
  ],
  invalid: [
    {
      name: 'a dynamic URL ending in {{invoice_id}} without the flag, not fixed (the body is numbered)',
      request: withUrl(normalRequest(), 'https://pay.example.com/{{invoice_id}}'),
      errors: [{ messageId: 'namedWithoutFlag', path: FLAG, data: { variable: '{{invoice_id}}' } }],
    },
    {
      name: 'a dynamic URL ending in {{invoice_id}} with the flag false and a body without variables, fixed by setting it',
      request: withValue(plainBodyWithUrl('https://pay.example.com/{{invoice_id}}'), FLAG, false),
      errors: [{ messageId: 'namedWithoutFlag', path: FLAG, data: { variable: '{{invoice_id}}' } }],
      output: withValue(plainBodyWithUrl('https://pay.example.com/{{invoice_id}}'), FLAG, true),
    },
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

  const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,15}$/);
  test.prop([name, fc.boolean()])('a named variable in a button field needs the flag; a numbered one is allowed either way', (variable, flag) => {
    const named = withValue(plainBodyWithUrl(`https://pay.example.com/{{${variable}}}`), FLAG, flag);
    expect(diagnosticsOf(named, 'named-parameter-flag').map((diagnostic) => diagnostic.messageId)).toEqual(flag ? [] : ['namedWithoutFlag']);
    const numbered = withValue(plainBodyWithUrl('https://pay.example.com/{{1}}'), FLAG, flag);
    expect(diagnosticsOf(numbered, 'named-parameter-flag')).toEqual([]);
  });
});
