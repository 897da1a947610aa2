import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { NUMERIC_ID_MESSAGE, numericId, stringId, timestamp } from './scalars.js';

describe('numericId', () => {
  test('takes a number or a string of digits and gives a number', () => {
    expect(v.parse(numericId, 12)).toBe(12);
    expect(v.parse(numericId, '12')).toBe(12);
    expect(v.parse(numericId, '-3')).toBe(-3);
  });

  test('refuses anything else with one message', () => {
    for (const value of ['12a', '', '1.5', null, true, Number.NaN, Number.POSITIVE_INFINITY]) {
      const result = v.safeParse(numericId, value);
      expect(result.success).toBe(false);
      if (!result.success && typeof value !== 'number') expect(result.issues[0].message).toBe(NUMERIC_ID_MESSAGE);
    }
  });
});

describe('stringId', () => {
  test('takes a string or a number and gives a string', () => {
    expect(v.parse(stringId, 'a1')).toBe('a1');
    expect(v.parse(stringId, 5)).toBe('5');
  });
});

describe('timestamp', () => {
  test('takes ISO 8601 timestamps only', () => {
    expect(v.is(timestamp, '2025-05-04T10:20:30.000Z')).toBe(true);
    expect(v.is(timestamp, '2025-05-04T10:20:30+02:00')).toBe(true);
    expect(v.is(timestamp, '04/05/2025')).toBe(false);
  });
});
