import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { firstTooDeep } from './nesting-depth.js';

/** The definition, one character at a time: the offset of the first bracket that opens level limit + 1. */
function reference(text: string, limit: number): number {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > limit) return index;
    } else if (char === ']' || char === '}') depth -= 1;
  }
  return -1;
}

describe('firstTooDeep', () => {
  test.each([
    ['', 3, -1],
    ['[[[]]]', 3, -1],
    ['[[[[]]]]', 3, 3],
    ['{"a":[{"b":[1]}]}', 3, 11],
    // A fourth bracket that is not deeper: the count passes the limit, the scan says no.
    ['[[[]]][]', 3, -1],
    // Brackets inside a string are text.
    ['["[[[[[["]', 3, -1],
    ['["\\"[[[["]', 3, -1],
    // Unclosed text still has its depth.
    ['[[[[', 3, 3],
  ])('%j with limit %i -> %i', (text, limit, expected) => {
    expect(firstTooDeep(text, limit)).toBe(expected);
  });

  fcTest.prop([fc.stringMatching(/^[[\]{}"\\a ]{0,60}$/), fc.integer({ min: 0, max: 8 })])('agrees with a character-by-character scan', (text, limit) => {
    expect(firstTooDeep(text, limit)).toBe(reference(text, limit));
  });
});
