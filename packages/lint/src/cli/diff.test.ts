import { fc, test } from '@fast-check/vitest';
import { applyPatch } from 'diff';
import { describe, expect } from 'vitest';
import { unifiedDiff } from './diff.js';

const lines = (count: number, name = 'line'): string => Array.from({ length: count }, (_, index) => `${name} ${String(index + 1)}\n`).join('');

describe('unifiedDiff', () => {
  test('shows one changed line with three lines of context', () => {
    const before = lines(10);
    const after = before.replace('line 5\n', 'line five\n');
    expect(unifiedDiff('a.json', before, after)).toBe(
      ['--- a.json', '+++ a.json (fixed)', '@@ -2,7 +2,7 @@', ' line 2', ' line 3', ' line 4', '-line 5', '+line five', ' line 6', ' line 7', ' line 8', ''].join('\n'),
    );
  });

  test('gives changes far apart a hunk each, and an added line its own count', () => {
    const before = lines(20);
    const after = before.replace('line 2\n', 'line 2\nline 2b\n').replace('line 19\n', '');
    expect(unifiedDiff('a.json', before, after)).toBe(
      [
        '--- a.json',
        '+++ a.json (fixed)',
        '@@ -1,5 +1,6 @@',
        ' line 1',
        ' line 2',
        '+line 2b',
        ' line 3',
        ' line 4',
        ' line 5',
        '@@ -16,5 +17,4 @@',
        ' line 16',
        ' line 17',
        ' line 18',
        '-line 19',
        ' line 20',
        '',
      ].join('\n'),
    );
  });

  test('is empty for equal texts', () => {
    expect(unifiedDiff('a.json', lines(3), lines(3))).toBe('');
  });

  // Lines from a small alphabet, so texts share many lines, repeat them, and move them around.
  const text = fc.array(fc.constantFrom('{', '}', '  "a": 1,', '  "b": 2', '[', ']', 'x', 'y', ''), { maxLength: 30 }).map((items) => items.map((item) => `${item}\n`).join(''));

  test.prop([text, text])('is a patch that turns the old text into the new one', (before, after) => {
    const patch = unifiedDiff('a.json', before, after);
    expect(patch === '').toBe(before === after);
    if (patch !== '') expect(applyPatch(before, patch)).toBe(after);
  });

  test.prop([fc.array(fc.nat({ max: 29_999 }), { minLength: 1, maxLength: 20 })], { numRuns: 5 })(
    'diffs a 30,000-line file with changes anywhere (one table over the changed span ran out of memory)',
    (changed) => {
      const before = lines(30_000);
      const targets = new Set(changed.map((index) => `line ${String(index + 1)}\n`));
      const after = before
        .split(/(?<=\n)/)
        .map((line) => (targets.has(line) ? `${line.slice(0, -1)} fixed\n` : line))
        .join('');
      const patch = unifiedDiff('big.json', before, after);
      expect(applyPatch(before, patch)).toBe(after);
      expect(patch.split('\n').filter((line) => line.startsWith('-') && !line.startsWith('---'))).toHaveLength(targets.size);
    },
  );
});
