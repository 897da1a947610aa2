import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { authenticationRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const PATH = ['chat_template_data', 'chat_template_code_expiration_minutes'];

describe('code-expiration-range', () => {
  test('accepts 1 and 90', () => {
    expect(diagnosticsOf(withValue(authenticationRequest(), PATH, 1), 'code-expiration-range')).toEqual([]);
    expect(diagnosticsOf(withValue(authenticationRequest(), PATH, 90), 'code-expiration-range')).toEqual([]);
  });

  test('reports 0', () => {
    expect(diagnosticsOf(withValue(authenticationRequest(), PATH, 0), 'code-expiration-range')).toMatchObject([
      { messageId: 'outOfRange', path: PATH, data: { minutes: 0, min: 1, max: 90 } },
    ]);
  });

  test('reports 91', () => {
    expect(diagnosticsOf(withValue(authenticationRequest(), PATH, 91), 'code-expiration-range')).toHaveLength(1);
  });

  test('reports a fraction', () => {
    expect(diagnosticsOf(withValue(authenticationRequest(), PATH, 10.5), 'code-expiration-range')).toHaveLength(1);
  });

  test('a missing value is fine: expiry is optional', () => {
    expect(diagnosticsOf(withValue(authenticationRequest(), PATH, undefined), 'code-expiration-range')).toEqual([]);
  });

  test.prop([fc.integer({ min: -200, max: 200 })])('an integer is reported iff it is outside 1 to 90', (minutes) => {
    expect(diagnosticsOf(withValue(authenticationRequest(), PATH, minutes), 'code-expiration-range')).toHaveLength(minutes >= 1 && minutes <= 90 ? 0 : 1);
  });
});
