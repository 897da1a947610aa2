import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { authenticationRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { authenticationBody } from './authentication-body.js';

const BODY = ['chat_template_data', 'chat_template_body'];
const TEXT = [...BODY, 'chat_template_body_value'];
const SECURITY = ['chat_template_data', 'chat_template_security_recommendation'];
const LANGUAGE = ['chat_template_data', 'chat_language_id'];
const PLAIN = '*{{1}}* is your verification code.';
const WITH_SECURITY = '*{{1}}* is your verification code. For your security, do not share this code.';

new RuleTester({ describe, test }).run(authenticationBody, {
  valid: [
    { name: 'the sentence with the security recommendation when it is on', request: authenticationRequest() },
    {
      name: 'the plain sentence when the recommendation is off',
      request: withValue(withValue(authenticationRequest(), SECURITY, false), BODY, body(PLAIN, [row('1', '123456')])),
    },
    // body-required reports a body with no text; this rule does not report it again as another sentence.
    { name: 'an empty body', request: withValue(authenticationRequest(), TEXT, '') },
    { name: 'a body of only spaces', request: withValue(authenticationRequest(), TEXT, '   ') },
    { name: 'a body of a tab and a line break', request: withValue(authenticationRequest(), TEXT, '\t\n') },
    // field-type reports the flag; the body is judged right in either form rather than reported as well.
    { name: 'the sentence with the security recommendation, the flag sent as the string "true"', request: withValue(authenticationRequest(), SECURITY, 'true') },
    { name: 'the sentence with the security recommendation, the flag sent as null', request: withValue(authenticationRequest(), SECURITY, null) },
    { name: 'the plain sentence, the flag sent as the string "true"', request: withValue(withValue(authenticationRequest(), SECURITY, 'true'), BODY, body(PLAIN, [row('1', '123456')])) },
    {
      name: 'any wording in Spanish (the authority translates it)',
      request: withValue(withValue(authenticationRequest(), LANGUAGE, 3), TEXT, '*{{1}}* es tu código de verificación. Por tu seguridad, no lo compartas.'),
    },
  ],
  invalid: [
    {
      name: 'another sentence, the flag sent as a string: the plain sentence asked for',
      request: withValue(withValue(authenticationRequest(), SECURITY, 'yes'), TEXT, 'Your code is *{{1}}*.'),
      errors: [{ messageId: 'wrongBody', path: TEXT, data: { expected: PLAIN } }],
    },
    {
      name: 'the plain sentence when the recommendation is on',
      request: withValue(authenticationRequest(), BODY, body(PLAIN, [row('1', '123456')])),
      errors: [{ messageId: 'wrongBody', path: TEXT, data: { expected: WITH_SECURITY, reason: ' (chat_template_security_recommendation is true)', text: PLAIN } }],
    },
    {
      // A sentence pasted from a document often carries a no-break space; the message quoted it as the sentence asked for.
      name: 'the sentence with a no-break space, named in the message',
      request: withValue(authenticationRequest(), TEXT, WITH_SECURITY.replace('do not', 'do\u00a0not')),
      errors: [
        {
          messageId: 'wrongBody',
          path: TEXT,
          data: { expected: WITH_SECURITY, reason: ' (chat_template_security_recommendation is true)', text: WITH_SECURITY.replace('do not', 'do<U+00A0>not') },
        },
      ],
    },
    {
      name: 'the security sentence when the recommendation is off',
      request: withValue(authenticationRequest(), SECURITY, undefined),
      errors: [
        {
          messageId: 'wrongBody',
          path: TEXT,
          data: { expected: PLAIN, reason: ' (add the security sentence only with chat_template_security_recommendation: true)', text: WITH_SECURITY },
        },
      ],
    },
    {
      name: 'free text',
      request: withValue(authenticationRequest(), BODY, body('Your code is {{1}}', [row('1', '123456')])),
      errors: [{ messageId: 'wrongBody', path: TEXT, data: { expected: WITH_SECURITY, text: 'Your code is {{1}}' } }],
    },
    {
      name: 'free text in a language missing from the catalog, checked as English',
      request: withValue(withValue(authenticationRequest(), LANGUAGE, 99), TEXT, 'Your code is {{1}}'),
      errors: [{ messageId: 'wrongBody', path: TEXT, data: { expected: WITH_SECURITY, text: 'Your code is {{1}}' } }],
    },
  ],
});

describe('authentication-body properties', () => {
  test.prop([fc.string({ maxLength: 80 })])('any body other than the expected sentence is reported (a blank one by body-required)', (text) => {
    const request = withValue(authenticationRequest(), TEXT, text);
    expect(diagnosticsOf(request, 'authentication-body')).toHaveLength(text === WITH_SECURITY || text.trim() === '' ? 0 : 1);
  });
});
