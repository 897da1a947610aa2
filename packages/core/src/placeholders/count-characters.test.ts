import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { countCharacters } from './count-characters.js';
import { parsePlaceholders } from './parse-placeholders.js';

describe('countCharacters', () => {
  test('counts plain text by characters', () => {
    expect(countCharacters('Hello')).toBe(5);
  });
  test('counts a placeholder as one character', () => {
    expect(countCharacters('Hello {{1}}')).toBe(7);
  });
  test('counts a named placeholder as one character', () => {
    expect(countCharacters('{{first_name}}!')).toBe(2);
  });
  test('counts an emoji as one character', () => {
    expect(countCharacters('🎉 sale')).toBe(6);
  });
  test('counts unbalanced braces as the characters they are', () => {
    expect(countCharacters('a {{ b')).toBe(6);
    expect(countCharacters('a }} b')).toBe(6);
  });
  test('an empty text counts 0', () => {
    expect(countCharacters('')).toBe(0);
  });

  const plainText = fc.string({ unit: 'grapheme-composite' }).filter((text) => !text.includes('{') && !text.includes('}'));
  const codePoints = (text: string): number => Array.from(text).length;

  test.prop([plainText])('plain text counts its code points', (text) => {
    expect(countCharacters(text)).toBe(codePoints(text));
  });

  test.prop([fc.string(), fc.stringMatching(/^[a-z0-9_]{1,12}$/), fc.string()])(
    'a placeholder adds exactly one to the text around it',
    (before, name, after) => {
      fc.pre(!before.endsWith('{') && !after.startsWith('}') && !/[{}]/.test(before + after));
      expect(countCharacters(`${before}{{${name}}}${after}`)).toBe(countCharacters(before) + 1 + countCharacters(after));
    },
  );

  test.prop([fc.string({ unit: 'binary' })])('agrees with parsePlaceholders on any text', (text) => {
    const { placeholders } = parsePlaceholders(text);
    const inside = placeholders.reduce((sum, placeholder) => sum + codePoints(text.slice(placeholder.start, placeholder.end)), 0);
    expect(countCharacters(text)).toBe(codePoints(text) - inside + placeholders.length);
  });
});
