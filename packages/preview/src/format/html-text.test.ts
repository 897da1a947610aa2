import { fc, test as propertyTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { htmlText, htmlTextInPlace, withoutCarriageReturns } from './html-text.js';

describe('htmlText', () => {
  test.each([
    ['plain', 'plain'],
    ['a\r\nb', 'a\nb'],
    ['a\rb', 'a\nb'],
    ['a\r\rb', 'a\n\nb'],
    ['a\n\rb', 'a\n\nb'],
    ['\r\n\r\n', '\n\n'],
    ['x\u0000y', 'x\uFFFDy'],
  ])('%j reads as %j', (text, expected) => {
    expect(htmlText(text)).toBe(expected);
  });
});

describe('htmlTextInPlace', () => {
  test.each([
    ['a\r\nb', 'a\r\nb'],
    ['a\rb', 'a\nb'],
    ['a\r\r\nb', 'a\n\r\nb'],
    ['x\u0000y', 'x\uFFFDy'],
  ])('%j reads as %j', (text, expected) => {
    expect(htmlTextInPlace(text)).toBe(expected);
  });

  propertyTest.prop([fc.string({ unit: fc.constantFrom('\r', '\n', '\u0000', 'a'), maxLength: 30 })])(
    'keeps every offset, and without its CRs reads as htmlText',
    (text) => {
      const inPlace = htmlTextInPlace(text);
      expect(inPlace).toHaveLength(text.length);
      const pieces = withoutCarriageReturns(inPlace, 0, inPlace.length);
      expect(pieces.map(([start, end]) => inPlace.slice(start, end)).join('')).toBe(htmlText(text));
    },
  );
});

describe('withoutCarriageReturns', () => {
  test.each([
    ['ab', 0, 2, [[0, 2]]],
    ['a\r\nb', 0, 4, [[0, 1], [2, 4]]],
    ['a\r\nb', 0, 2, [[0, 1]]],
    ['\r\n', 0, 1, []],
    ['x\r\ny\r\nz', 2, 6, [[2, 4], [5, 6]]],
  ])('%j from %i to %i: %j', (text, start, end, expected) => {
    expect(withoutCarriageReturns(text, start, end)).toEqual(expected);
  });
});
