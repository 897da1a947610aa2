import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parsePlaceholders } from '../placeholders/parse-placeholders.js';
import { propertyRuns } from '../testing/arbitraries.js';
import { allPhrases, ONE_TIME_PASSCODE_PHRASES, PROMOTIONAL_PHRASES } from '../spec/category-phrases.js';
import { blankPlaceholders, phraseFinder, type FoundPhrase } from './phrase-finder.js';

/** The plain reference: one pattern whose alternatives carry their own word lookarounds. */
function referenceFinder(phrases: readonly string[]): (text: string) => FoundPhrase | undefined {
  const word = '[\\p{L}\\p{M}\\p{N}]';
  const isWord = (text: string): boolean => /^[\p{L}\p{M}\p{N}]/u.test(text);
  const alternatives = phrases.map((phrase) => {
    // An accented letter composed or decomposed (NFD): both are the word the reader sees.
    const source = phrase
      .normalize('NFC')
      .replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')
      .replaceAll(' ', '[ \\-]')
      .replace(/[^ -~]/gu, (character) => (character.normalize('NFD') === character ? character : `(?:${character}|${character.normalize('NFD')})`));
    const before = isWord(phrase) ? `(?<!${word})` : '';
    const after = /[\p{L}\p{M}\p{N}]$/u.test(phrase) ? `(?!${word})` : '';
    return `${before}${source}${after}`;
  });
  const pattern = new RegExp(`(?:${alternatives.join('|')})`, 'iu');
  return (text) => {
    const match = pattern.exec(text);
    return match ? { text: match[0], start: match.index, end: match.index + match[0].length } : undefined;
  };
}

const promotional = allPhrases(PROMOTIONAL_PHRASES);
const passcode = allPhrases(ONE_TIME_PASSCODE_PHRASES);

describe('phraseFinder', () => {
  const find = (phrases: readonly string[], text: string): FoundPhrase | undefined => phraseFinder(phrases)(text, parsePlaceholders(text).placeholders);

  it.each([
    ['Get 20% off today', promotional, { text: '% off', start: 6, end: 11 }],
    ['BUY NOW while it lasts', promotional, { text: 'BUY NOW', start: 0, end: 7 }],
    ['buy-now', promotional, { text: 'buy-now', start: 0, end: 7 }],
    ['Your OTP is 1234', passcode, { text: 'OTP', start: 5, end: 8 }],
    ['passcodes are not a phrase, but a passcode is', passcode, { text: 'passcode', start: 34, end: 42 }],
    ['Frete grátis para você', promotional, { text: 'Frete grátis', start: 0, end: 12 }],
    // Pasted in decomposed form (NFD): `a` and a combining acute, the same word to the reader.
    ['Frete gra\u0301tis para você', promotional, { text: 'Frete gra\u0301tis', start: 0, end: 13 }],
    ['FRETE GRA\u0301TIS', promotional, { text: 'FRETE GRA\u0301TIS', start: 0, end: 13 }],
    ['Use o co\u0301digo promocional', promotional, { text: 'co\u0301digo promocional', start: 6, end: 25 }],
    ['आपका ओटीपी है', passcode, { text: 'ओटीपी', start: 5, end: 10 }],
    ['kode verifikasi anda', passcode, { text: 'kode verifikasi', start: 0, end: 15 }],
  ] as const)('finds the phrase in %j', (text, phrases, expected) => {
    expect(find(phrases, text)).toEqual(expected);
  });

  it.each([
    ['Shop nowadays', promotional],
    ['reshop now', promotional],
    ['TOTP apps', passcode],
    ['Your {{OTP}} is ready', passcode],
    ['otp\u{1D7D8}', passcode],
    ['\u{1D7D8}otp', passcode],
    ['', passcode],
  ] as const)('finds nothing in %j', (text, phrases) => {
    expect(find(phrases, text)).toBeUndefined();
  });

  it('finds the first phrase of the list that stands at the leftmost place, past a prefix that does not', () => {
    // 'one t' matches first in the list but touches a word; 'one time' at the same place stands.
    expect(find(['one t', 'one time'], 'onetime, one timer, one time')).toEqual({ text: 'one time', start: 20, end: 28 });
    expect(find(['ab', 'abc'], 'abc')).toEqual({ text: 'abc', start: 0, end: 3 });
  });

  it('finds nothing with no phrases', () => {
    expect(phraseFinder([])('buy now', [])).toBeUndefined();
  });

  const pieces = fc.constantFrom(...promotional, ...passcode, ...promotional.map((phrase) => phrase.normalize('NFD')), 'x', 'é', ' ', '-', '%', '{{1}}', '{{', '}}', '\u{1D7D8}', '\u{1F600}', 'İ', 'ß', '\u0301', '5', 'OTP', 'Now');
  const texts = fc.array(fc.oneof(pieces, pieces.map((piece) => piece.toUpperCase()), fc.string({ maxLength: 3 })), { maxLength: 12 }).map((parts) => parts.join(''));

  test.prop([texts, fc.constantFrom(promotional, passcode, ['one t', 'one time', 'ab', 'abc', '% off'])], { numRuns: propertyRuns * 5 })('finds what one pattern with lookarounds finds', (text, phrases) => {
    const { placeholders } = parsePlaceholders(text);
    expect(phraseFinder(phrases)(text, placeholders)).toEqual(referenceFinder(phrases)(blankPlaceholders(text, placeholders)));
  });
});
