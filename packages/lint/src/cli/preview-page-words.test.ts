import { INTERACTIVE_KINDS } from '@templint/core';
import { LOCALE_CODES } from '@templint/core/locales';
import { describe, expect, test } from 'vitest';
import { pageWords } from './preview-page-words.js';

const WORDS = ['request', 'requestOf', 'theFile', 'noName', 'noLanguage', 'language', 'noProblems', 'problems', 'error', 'warning', 'aroundError', 'title'] as const;
const DATA = { index: 3, count: 7, id: '"x"', file: 'templates/a.json' };

describe("the preview page's words", () => {
  test.each(LOCALE_CODES.filter((code) => code !== 'en'))('%s words every page word, its slots filled, and differs from English where English has letters', (code) => {
    const english = pageWords('en');
    const own = pageWords(code);
    for (const word of WORDS) {
      const text = own(word, DATA);
      expect(text, word).not.toContain('{{');
      expect(text, word).not.toBe('');
      if (word !== 'error') expect(text, `${code} ${word}`).not.toBe(english(word, DATA));
    }
  });

  test.each(LOCALE_CODES.filter((code) => code !== 'en'))('%s words each template kind of a heading (it was English in every language)', (code) => {
    const english = pageWords('en');
    const own = pageWords(code);
    expect(own.kind('authentication', undefined)).not.toBe(english.kind('authentication', undefined));
    expect(own.kind('standard', undefined)).not.toBe(english.kind('standard', undefined));
    for (const interactive of INTERACTIVE_KINDS.filter((kind) => kind !== 'flow')) expect(own.kind('interactive', interactive), interactive).not.toBe(english.kind('interactive', interactive));
  });

  test('English fills its slots and picks its plural forms', () => {
    const english = pageWords('en');
    expect(english('requestOf', { index: 1, count: 2 })).toBe('Request 1 of 2');
    expect(english('problems', { count: 1 })).toBe('1 problem');
    expect(english('problems', { count: 3 })).toBe('3 problems');
  });
});
