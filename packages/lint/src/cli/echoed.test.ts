import { describe, expect, test } from 'vitest';
import { echoed, MAX_ECHOED } from './echoed.js';

describe('echoed', () => {
  test('a value up to the limit is repeated whole, a longer one cut with "..."', () => {
    expect(echoed('a'.repeat(MAX_ECHOED))).toBe('a'.repeat(MAX_ECHOED));
    expect(echoed('a'.repeat(MAX_ECHOED + 1))).toBe(`${'a'.repeat(MAX_ECHOED)}...`);
  });

  test('never cuts an emoji in half', () => {
    expect(echoed(`${'a'.repeat(MAX_ECHOED - 1)}😀😀`)).toBe(`${'a'.repeat(MAX_ECHOED - 1)}...`);
  });
});
