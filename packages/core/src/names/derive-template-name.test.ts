import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { propertyRuns as numRuns } from '../testing/arbitraries.js';
import { deriveTemplateName } from './derive-template-name.js';

const NAME = /^[a-z0-9_]*$/;

/** Display names as people type them: words, accents, emoji, punctuation, other scripts. */
const displayName = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('a', 'B', '7', ' ', '_', '-', '!', 'é', 'Ö', 'ß', 'ﬁ', '🎉', '你', '\u0301', '\t'), maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

describe('deriveTemplateName', () => {
  test('lowercases and joins words with one underscore, dropping punctuation', () => {
    expect(deriveTemplateName('Summer Sale 2024!')).toBe('summer_sale_2024');
  });

  test('drops accents', () => {
    expect(deriveTemplateName('Café Olé')).toBe('cafe_ole');
    expect(deriveTemplateName('Crème Brûlée — Ñandú')).toBe('creme_brulee_nandu');
  });

  test('turns a run of separators, underscores included, into one underscore', () => {
    expect(deriveTemplateName('order -- update__now')).toBe('order_update_now');
    expect(deriveTemplateName('Hello 👋 World')).toBe('hello_world');
  });

  test('trims separators at both ends', () => {
    expect(deriveTemplateName('  --Welcome!--  ')).toBe('welcome');
    expect(deriveTemplateName('_private_')).toBe('private');
  });

  test('returns an empty name when nothing usable is left', () => {
    expect(deriveTemplateName('🎉🎉🎉')).toBe('');
    expect(deriveTemplateName('   ')).toBe('');
    expect(deriveTemplateName('')).toBe('');
  });

  test('returns an empty name for a value that is not a string', () => {
    expect(deriveTemplateName(42 as unknown as string)).toBe('');
    expect(deriveTemplateName(null as unknown as string)).toBe('');
  });

  test('truncates to 512 characters', () => {
    expect(deriveTemplateName('a'.repeat(600))).toBe('a'.repeat(512));
  });

  test('truncates without leaving an underscore at the cut', () => {
    // 511 letters, a space, more letters: the cut falls right after the separator.
    expect(deriveTemplateName(`${'a'.repeat(511)} bcd`)).toBe('a'.repeat(511));
  });

  test.prop([displayName], { numRuns })('always yields lowercase letters, digits and single inner underscores, at most 512', (text) => {
    const name = deriveTemplateName(text);
    expect(name).toMatch(NAME);
    expect(name.startsWith('_') || name.endsWith('_')).toBe(false);
    expect(name).not.toContain('__');
    expect(name.length).toBeLessThanOrEqual(512);
  });

  test.prop([fc.string({ unit: fc.constantFrom('ab', 'Z', ' ', '🎉'), minLength: 300, maxLength: 700 })], { numRuns })(
    'long display names are cut to 512 with the same guarantees',
    (text) => {
      const name = deriveTemplateName(text);
      expect(name).toMatch(NAME);
      expect(name.length).toBeLessThanOrEqual(512);
      expect(name.endsWith('_')).toBe(false);
    },
  );

  test.prop([displayName], { numRuns })('is idempotent', (text) => {
    const name = deriveTemplateName(text);
    expect(deriveTemplateName(name)).toBe(name);
  });

  test.prop([fc.stringMatching(/^[a-z0-9]+(_[a-z0-9]+)*$/)], { numRuns })(
    'maps a valid name without leading, trailing or double underscores to itself',
    (name) => {
      fc.pre(name.length <= 512);
      expect(deriveTemplateName(name)).toBe(name);
    },
  );

  test.prop([fc.stringMatching(/^[a-z0-9]+( [a-z0-9]+)*$/)], { numRuns })('only changes the case and separators of plain words', (words) => {
    expect(deriveTemplateName(words.toUpperCase())).toBe(words.replaceAll(' ', '_').slice(0, 512).replace(/_+$/, ''));
  });
});
