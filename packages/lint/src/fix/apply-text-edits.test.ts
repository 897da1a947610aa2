import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { applyTextEdits } from './apply-text-edits.js';
import type { TextEdit } from './text-edit.js';

/** The obvious implementation (one slice of the whole text per edit), the answer the fast one must give. */
function reference(text: string, edits: readonly TextEdit[]): { output: string; skipped: TextEdit[] } {
  const ordered = [...edits].sort((a, b) => b.range[0] - a.range[0] || b.range[1] - a.range[1]);
  let output = text;
  let limit = Number.POSITIVE_INFINITY;
  const skipped: TextEdit[] = [];
  for (const edit of ordered) {
    if (edit.range[1] > limit) {
      skipped.push(edit);
      continue;
    }
    output = output.slice(0, edit.range[0]) + edit.text + output.slice(edit.range[1]);
    limit = edit.range[0];
  }
  return { output, skipped };
}

const textWithEdits = fc.string({ maxLength: 40 }).chain((text) =>
  fc.tuple(
    fc.constant(text),
    fc.array(
      fc
        .tuple(fc.nat({ max: text.length }), fc.nat({ max: text.length }), fc.string({ maxLength: 5 }))
        .map(([a, b, replacement]): TextEdit => ({ range: [Math.min(a, b), Math.max(a, b)], text: replacement })),
      { maxLength: 8 },
    ),
  ),
);

describe('applyTextEdits', () => {
  test('applies edits in any order given, each at its own offsets', () => {
    const edits: TextEdit[] = [
      { range: [0, 1], text: 'A' },
      { range: [4, 5], text: 'E!' },
      { range: [2, 2], text: '+' },
    ];
    expect(applyTextEdits('abcde', edits)).toEqual({ output: 'Ab+cdE!', skipped: [] });
  });

  test('leaves out an edit that overlaps a later one, and returns it', () => {
    const first: TextEdit = { range: [0, 3], text: 'X' };
    const second: TextEdit = { range: [2, 4], text: 'Y' };
    expect(applyTextEdits('abcde', [first, second])).toEqual({ output: 'abYe', skipped: [first] });
  });

  test.prop([textWithEdits])('gives what applying the edits one by one gives', ([text, edits]) => {
    expect(applyTextEdits(text, edits)).toEqual(reference(text, edits));
  });

  test('applies 20,000 edits to a 2 MB text in one pass (the output is right; no timing asserted)', () => {
    const count = 20_000;
    const line = `${'x'.repeat(99)}\n`;
    const text = line.repeat(count);
    const edits: TextEdit[] = Array.from({ length: count }, (_, index) => ({ range: [index * line.length, index * line.length + 1], text: 'y' }));
    const { output, skipped } = applyTextEdits(text, edits);
    expect(skipped).toEqual([]);
    expect(output).toBe(`y${'x'.repeat(98)}\n`.repeat(count));
  });
});
