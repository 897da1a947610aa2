import { fc, test as propertyTest } from '@fast-check/vitest';
import { parsePlaceholders } from '@templint/core';
import { describe, expect, test } from 'vitest';
import { findPlaceholders } from './find-placeholders.js';

describe('findPlaceholders', () => {
  test.each([
    ['Hi {{1}}', [{ name: '1', start: 3, end: 8 }]],
    ['{{a}}{{b}}', [{ name: 'a', start: 0, end: 5 }, { name: 'b', start: 5, end: 10 }]],
    ['{{a {{b}}', [{ name: 'b', start: 4, end: 9 }]],
    ['}} {{', []],
    ['{{}}', [{ name: '', start: 0, end: 4 }]],
  ])('%j', (text, expected) => {
    expect(findPlaceholders(text)).toEqual(expected);
  });

  // The preview must fill exactly the placeholders the rules check, or a diagnostic's range would miss.
  propertyTest.prop([fc.string({ unit: fc.constantFrom('{', '}', 'a', '1', ' '), maxLength: 40 })])(
    'finds the same placeholders as @templint/core',
    (text) => {
      const core = parsePlaceholders(text).placeholders.map(({ name, start, end }) => ({ name, start, end }));
      expect(findPlaceholders(text)).toEqual(core);
    },
  );
});
