import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { parsePlaceholders } from '../placeholders/parse-placeholders.js';
import { countWords, hasWordCharacter } from './approval-text.js';

const words = (text: string): number => countWords(text, parsePlaceholders(text).placeholders);

describe('countWords', () => {
  test('counts runs that hold a letter or a digit, between spaces and placeholders', () => {
    expect(words('Hi {{1}}, your order #42 has shipped!')).toBe(6);
    expect(words('Order{{1}}shipped')).toBe(2);
    expect(words('— 🎉 # ... {{1}}')).toBe(0);
    expect(words('  tabs\tand\nnew lines  ')).toBe(4);
  });

  test('counts each character of a script written without spaces', () => {
    expect(words('订单已发货')).toBe(5);
    expect(words('ご注文 {{1}} ok')).toBe(4);
  });

  test('stops once enough words are found', () => {
    expect(countWords('one two three four five', [], 2)).toBe(2);
  });

  const word = fc.stringMatching(/^[a-zA-Zà-öø-ÿ0-9]{1,8}$/);
  const gap = fc.oneof(fc.constant(' '), fc.constant('  '), fc.constant(' {{1}} '), fc.constant('{{2}}'), fc.constant(', '), fc.constant('\n'));

  test.prop([fc.array(fc.tuple(word, gap), { maxLength: 12 })])('n words joined by spaces, punctuation or placeholders count n', (parts) => {
    const text = parts.map(([each, separator]) => `${each}${separator}`).join('');
    expect(words(text)).toBe(parts.length);
  });
});

describe('hasWordCharacter', () => {
  test('finds letters and digits of any script, not punctuation, symbols or emoji', () => {
    expect(hasWordCharacter('a', 0, 1)).toBe(true);
    expect(hasWordCharacter('7', 0, 1)).toBe(true);
    expect(hasWordCharacter('ж', 0, 1)).toBe(true);
    expect(hasWordCharacter('𝒜', 0, 2)).toBe(true);
    expect(hasWordCharacter(' ,.!—🎉*', 0, 9)).toBe(false);
  });

  test('looks only between start and end', () => {
    expect(hasWordCharacter('ab  cd', 2, 4)).toBe(false);
    expect(hasWordCharacter('ab  cd', -5, 100)).toBe(true);
  });

  test.prop([fc.string({ unit: fc.constantFrom(' ', ',', '.', '!', '-', '*', '🎉', '—', '\n'), maxLength: 20 }), fc.stringMatching(/^[a-z0-9]$/)])(
    'punctuation alone has none; one letter or digit anywhere in it makes one',
    (filler, letter) => {
      expect(hasWordCharacter(filler, 0, filler.length)).toBe(false);
      const text = `${filler}${letter}${filler}`;
      expect(hasWordCharacter(text, 0, text.length)).toBe(true);
    },
  );
});
