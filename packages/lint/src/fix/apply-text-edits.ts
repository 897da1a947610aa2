import type { TextEdit } from './text-edit.js';

/**
 * Applies replacements to a text. Edits are sorted once; an edit that overlaps one already taken (taken
 * from the end backwards, so the later edit wins) is left out (returned), for a later round. The output
 * is built in one pass over the kept edits, so the cost is the text's length plus the edits', whatever
 * their number.
 */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): { output: string; skipped: TextEdit[] } {
  const ordered = [...edits].sort((a, b) => b.range[0] - a.range[0] || b.range[1] - a.range[1]);
  let limit = Number.POSITIVE_INFINITY;
  const kept: TextEdit[] = [];
  const skipped: TextEdit[] = [];
  for (const edit of ordered) {
    if (edit.range[1] > limit) {
      skipped.push(edit);
      continue;
    }
    kept.push(edit);
    limit = edit.range[0];
  }
  const pieces: string[] = [];
  let cursor = 0;
  for (let index = kept.length - 1; index >= 0; index -= 1) {
    const edit = kept[index];
    if (!edit) continue;
    pieces.push(text.slice(cursor, edit.range[0]), edit.text);
    cursor = edit.range[1];
  }
  pieces.push(text.slice(cursor));
  return { output: pieces.join(''), skipped };
}
