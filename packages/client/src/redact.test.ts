import { describe, expect, test } from 'vitest';
import { REDACTED, Secrets } from './redact.js';

describe('Secrets', () => {
  test('cuts every known secret out of a text, the longest first', () => {
    const secrets = new Secrets('abc', 'abcdef');
    expect(secrets.text('x abcdef y abc z')).toBe(`x ${REDACTED} y ${REDACTED} z`);
  });

  test('ignores an empty secret', () => {
    expect(new Secrets('').text('anything')).toBe('anything');
  });

  test('redacts secret-bearing keys whatever they hold, and secrets in keys and strings, deeply', () => {
    const secrets = new Secrets('KEY');
    expect(secrets.value({ access_token: 'tok', Authorization: 'Bearer x', list: ['a KEY b', 3, null], KEY: { apiKey: 1 } })).toEqual({
      access_token: REDACTED,
      Authorization: REDACTED,
      list: [`a ${REDACTED} b`, 3, null],
      [REDACTED]: { apiKey: REDACTED },
    });
  });

  test('learns access tokens from a body and redacts them from then on', () => {
    const secrets = new Secrets('KEY');
    secrets.learnTokens({ status: true, data: [{ access_token: 'tok_123' }] });
    expect(secrets.text('token tok_123')).toBe(`token ${REDACTED}`);
  });

  test('never shows the secrets themselves', () => {
    const secrets = new Secrets('KEY');
    expect(JSON.stringify(secrets)).toBe('{"count":1}');
  });
});
