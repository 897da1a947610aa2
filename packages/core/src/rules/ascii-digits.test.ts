import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { asciiDigits } from './ascii-digits.js';

describe('asciiDigits', () => {
  test.each([
    ['ASCII digits stay', '+971 50', '+971 50'],
    ['Arabic-Indic', '+٩٧١٥٠١٢٣٤٥٦٧', '+971501234567'],
    ['Extended Arabic-Indic (Persian, Urdu)', '۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['Devanagari', '९८७६५४३२१०', '9876543210'],
    ['Bengali', '০১২', '012'],
    ['fullwidth', '１２３', '123'],
    ['mathematical bold and monospace (runs of ten back to back)', '\u{1D7CE}\u{1D7D7}\u{1D7F6}\u{1D7FF}', '0909'],
    ['letters and other numbers stay (Roman numeral, superscript)', 'Ⅻ ² a', 'Ⅻ ² a'],
  ])('%s', (_, text, expected) => {
    expect(asciiDigits(text)).toBe(expected);
  });

  test.prop([fc.integer({ min: 0, max: 9 }), fc.constantFrom(0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xbe6, 0xe50, 0xff10)])(
    'the digit of value v in any script is v',
    (value, zero) => {
      expect(asciiDigits(String.fromCodePoint(zero + value))).toBe(String(value));
    },
  );
});
