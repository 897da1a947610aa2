import { describe, expect, test } from 'vitest';
import { gitignorePattern } from './gitignore.js';

describe('gitignorePattern', () => {
  test.each([
    ['generated/', '**/generated/'],
    ['generated/   ', '**/generated/'],
    ['a\\  ', '**/a '],
    ['dist///', '**/dist/'],
    ['/build', 'build'],
    ['!keep.json', '!**/keep.json'],
    ['# comment', undefined],
    ['   ', undefined],
    ['/', undefined],
  ])('%j -> %j', (line, pattern) => {
    expect(gitignorePattern(line)).toBe(pattern);
  });

  test('a line of 100,000 spaces after a name is read in one pass', () => {
    expect(gitignorePattern(`x${' '.repeat(100_000)}`)).toBe('**/x');
  });
});
