import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { propertyRuns as numRuns } from '../testing/arbitraries.js';
import { withInvisibleNamed } from './invisible-named.js';

describe('withInvisibleNamed', () => {
  test.each([
    ['\u200b1', '<U+200B>1'],
    ['Order\u00a0Id', 'Order<U+00A0>Id'],
    ['\ufeffname', '<U+FEFF>name'],
    ['a\tb\nc', 'a<U+0009>b<U+000A>c'],
    ['x\u200dy\u2028z\u3000', 'x<U+200D>y<U+2028>z<U+3000>'],
    // Seen as they are: a plain space, letters of any script, an emoji, a combining mark.
    ['first name', 'first name'],
    ['नाम', 'नाम'],
    ['🎉', '🎉'],
    ['é', 'é'],
  ])('shows %j as %j', (text, shown) => {
    expect(withInvisibleNamed(text)).toBe(shown);
  });

  test.prop([fc.string({ unit: 'binary', maxLength: 20 }).filter((text) => !text.includes('<U+'))], { numRuns })(
    'leaves no invisible character but the plain space, and each <U+XXXX> reads back to the character it names',
    (text) => {
      const shown = withInvisibleNamed(text);
      expect(shown).not.toMatch(/(?! )[\p{Cc}\p{Cf}\p{Z}]/u);
      expect(shown.replace(/<U\+([0-9A-F]{4,6})>/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))).toBe(text);
    },
  );
});
