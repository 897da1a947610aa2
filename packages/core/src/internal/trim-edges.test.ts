import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { propertyRuns as numRuns } from '../testing/arbitraries.js';
import { isWhitespace, trimEdges } from './trim-edges.js';

const looseStart = (character: string): boolean => character === '{' || isWhitespace(character);
const looseEnd = (character: string): boolean => character === '}' || isWhitespace(character);
const underscore = (character: string): boolean => character === '_';

describe('trimEdges', () => {
  test.each([
    ['  {{ order_id }}  ', 'order_id'],
    ['{{1}}', '1'],
    ['   ', ''],
    ['{}', ''],
    ['a}{b', 'a}{b'],
    ['\u00a0\ufeff{x}\t\n', 'x'],
  ])('trims %j to %j as /^[\\s{]+|[\\s}]+$/g does', (text, expected) => {
    expect(trimEdges(text, looseStart, looseEnd)).toBe(expected);
  });

  const characters = fc.constantFrom(' ', '\t', '\u00a0', '\u2028', '{', '}', '_', 'a', 'é', '😀');
  test.prop([fc.array(characters, { maxLength: 40 }).map((list) => list.join(''))], { numRuns })(
    'removes what the regular expressions it replaces remove',
    (text) => {
      expect(trimEdges(text, looseStart, looseEnd)).toBe(text.replace(/^[\s{]+|[\s}]+$/g, ''));
      expect(trimEdges(text, underscore, underscore)).toBe(text.replace(/^_+|_+$/g, ''));
    },
  );

  test('reads each character of a long run at most twice (1,000,000 spaces before one letter)', () => {
    let reads = 0;
    const counting = (character: string): boolean => {
      reads += 1;
      return isWhitespace(character);
    };
    const text = `${' '.repeat(1_000_000)}x${' '.repeat(1_000_000)}`;
    expect(trimEdges(text, counting, counting)).toBe('x');
    expect(reads).toBeLessThanOrEqual(2 * text.length);
  });
});

describe('isWhitespace', () => {
  test('agrees with \\s on every UTF-16 code unit, and on the empty string', () => {
    const disagreements: number[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      const character = String.fromCharCode(code);
      if (isWhitespace(character) !== /^\s$/u.test(character)) disagreements.push(code);
    }
    expect(disagreements).toEqual([]);
    expect(isWhitespace('')).toBe(false);
  });
});
