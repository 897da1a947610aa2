import type { TextEdit } from './text-edit.js';

/**
 * Applies replacements to a text. Edits are applied from the end backwards so offsets stay valid; an
 * edit that overlaps one already taken is left out (returned), for a later round.
 */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): { output: string; skipped: TextEdit[] } {
  const ordered = [...edits].sort((a, b) => b.range[0] - a.range[0] || b.range[1] - a.range[1]);
  let output = text;
  let limit = Number.POSITIVE_INFINITY;
  const skipped: TextEdit[] = [];
  for (const edit of ordered) {
    const [start, end] = edit.range;
    if (end > limit) {
      skipped.push(edit);
      continue;
    }
    output = output.slice(0, start) + edit.text + output.slice(end);
    limit = start;
  }
  return { output, skipped };
}
