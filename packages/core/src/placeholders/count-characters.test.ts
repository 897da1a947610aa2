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
  // The examples docs/spec-decisions.md ("Counting characters") gives: code points, not what a reader counts.
  test.each([
    ['Hindi with its vowel signs and virama', '\u0928\u092E\u0938\u094D\u0924\u0947', 6],
    ['a Devanagari conjunct', '\u0915\u094D\u0937', 3],
    ['the conjunct with a zero-width joiner', '\u0915\u094D\u200D\u0937', 4],
    ['Tamil', '\u0BB8\u0BCD\u0BB0\u0BC0', 4],
    ['Thai with its tone mark', '\u0E19\u0E49\u0E33', 3],
    ['Arabic with its harakat', '\u0645\u064F\u062D\u064E\u0645\u0651\u064E\u062F', 8],
    ['a keycap', '1\uFE0F\u20E3', 3],
    ['an emoji with a skin tone', '\u{1F44D}\u{1F3FD}', 2],
    ['a CRLF line break', '\r\n', 2],
    ['a lone surrogate', '\uD800', 1],
  ])('counts %s as its code points', (_, text, count) => {
    expect(countCharacters(text)).toBe(count);
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
