import { describe, expect, test } from 'vitest';
import { partLabel, sectionLabel } from './section-label.js';

describe('sectionLabel', () => {
  test('names the template itself, and each card by its number from 1', () => {
    expect(sectionLabel(undefined)).toBe('template');
    expect(sectionLabel(0)).toBe('carousel card 1');
    expect(sectionLabel(9)).toBe('carousel card 10');
  });
});

describe('partLabel', () => {
  test("names a part of the template by itself, and a card's part with its card", () => {
    expect(partLabel('footer', undefined)).toBe('footer');
    expect(partLabel('body', 1)).toBe('body of carousel card 2');
  });
});
