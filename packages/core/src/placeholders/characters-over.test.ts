import { fc, test as propertyTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { propertyRuns } from '../testing/arbitraries.js';
import { charactersOver } from './characters-over.js';
import { countCharacters } from './count-characters.js';

describe('charactersOver', () => {
  test.each([
    ['', 0, undefined],
    ['abc', 3, undefined],
    ['abcd', 3, 4],
    // Four UTF-16 units but two characters: within 3 though longer than 3 units.
    ['😀😀', 3, undefined],
    ['😀😀😀😀', 3, 4],
    // A variable counts as 1: 13 units, 3 characters.
    ['a{{first}}b', 3, undefined],
    ['a{{first}}bc', 3, 4],
  ] as const)('%j over %d: %s', (text, limit, expected) => {
    expect(charactersOver(text, limit)).toBe(expected);
  });

  propertyTest.prop([fc.string({ unit: 'grapheme', maxLength: 40 }).chain((text) => fc.tuple(fc.constant(text), fc.nat({ max: 50 })))], {
    numRuns: propertyRuns,
  })('is countCharacters when that is over the limit, else undefined', ([text, limit]) => {
    const count = countCharacters(text);
    expect(charactersOver(text, limit)).toBe(count > limit ? count : undefined);
  });
});
