import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { authenticationRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const BODY = ['chat_template_data', 'chat_template_body'];
const TEXT = [...BODY, 'chat_template_body_value'];
const SECURITY = ['chat_template_data', 'chat_template_security_recommendation'];
const PLAIN = '*{{1}}* is your verification code.';
const WITH_SECURITY = '*{{1}}* is your verification code. For your security, do not share this code.';

describe('authentication-body', () => {
  test('accepts the sentence with the security recommendation when it is on', () => {
    expect(diagnosticsOf(authenticationRequest(), 'authentication-body')).toEqual([]);
  });

  test('accepts the plain sentence when the recommendation is off', () => {
    const request = withValue(withValue(authenticationRequest(), SECURITY, false), BODY, body(PLAIN, [row('1', '123456')]));
    expect(diagnosticsOf(request, 'authentication-body')).toEqual([]);
  });

  test('reports the plain sentence when the recommendation is on', () => {
    const request = withValue(authenticationRequest(), BODY, body(PLAIN, [row('1', '123456')]));
    expect(diagnosticsOf(request, 'authentication-body')).toMatchObject([{ messageId: 'wrongBody', path: TEXT, data: { expected: WITH_SECURITY } }]);
  });

  test('reports the security sentence when the recommendation is off', () => {
    const request = withValue(authenticationRequest(), SECURITY, undefined);
    expect(diagnosticsOf(request, 'authentication-body')).toMatchObject([{ data: { expected: PLAIN } }]);
  });

  test('reports free text', () => {
    const request = withValue(authenticationRequest(), BODY, body('Your code is {{1}}', [row('1', '123456')]));
    expect(diagnosticsOf(request, 'authentication-body')).toHaveLength(1);
  });

  test.prop([fc.string({ maxLength: 80 })])('any body other than the expected sentence is reported', (text) => {
    const request = withValue(authenticationRequest(), TEXT, text);
    expect(diagnosticsOf(request, 'authentication-body')).toHaveLength(text === WITH_SECURITY ? 0 : 1);
  });
});

describe('authentication-body in other languages', () => {
  test('does not check the wording of a Spanish template (the authority translates it)', () => {
    const request = withValue(authenticationRequest(), ['chat_template_data', 'chat_language_id'], 3);
    const spanish = withValue(request, TEXT, '*{{1}}* es tu código de verificación. Por tu seguridad, no lo compartas.');
    expect(diagnosticsOf(spanish, 'authentication-body')).toEqual([]);
  });

  test('checks a language missing from the catalog as English', () => {
    const request = withValue(authenticationRequest(), ['chat_template_data', 'chat_language_id'], 99);
    expect(diagnosticsOf(withValue(request, TEXT, 'Your code is {{1}}'), 'authentication-body')).toHaveLength(1);
  });
});
