import type { DocumentNode } from '@humanwhocodes/momoa';
import type { Fix } from '@templint/core';
import type { AstLookup } from '../locate/ast-lookup.js';
import { textEditFor, type TextEdit } from './text-edit.js';

/**
 * One text replacement for a fix of one or more JSON edits (ESLint wants one range per fix): the span
 * from the first edit's start to the last edit's end, rewritten. Undefined when an edit cannot be placed.
 * `lookup`: one `createAstLookup()` for all of a document's fixes.
 */
export function textFix(document: DocumentNode, text: string, fix: Fix, lookup?: AstLookup): TextEdit | undefined {
  if (!lookup) return placedFix(document, text, fix, lookup);
  // A fix shared by many diagnostics (variable-name-format's one fix of a text, on each of its malformed
  // placeholders) is placed once per document: each placing reads the whole string it rewrites.
  return lookup.once(fix, () => placedFix(document, text, fix, lookup));
}

function placedFix(document: DocumentNode, text: string, fix: Fix, lookup?: AstLookup): TextEdit | undefined {
  const edits: TextEdit[] = [];
  for (const edit of fix.edits) {
    const textEdit = textEditFor(document, text, edit, lookup);
    if (!textEdit) return undefined;
    edits.push(textEdit);
  }
  if (edits.length === 1) return edits[0];
  edits.sort((a, b) => a.range[0] - b.range[0]);
  const start = edits[0]?.range[0] ?? 0;
  const end = Math.max(...edits.map((edit) => edit.range[1]));
  let output = '';
  let cursor = start;
  for (const edit of edits) {
    if (edit.range[0] < cursor) return undefined;
    output += text.slice(cursor, edit.range[0]) + edit.text;
    cursor = edit.range[1];
  }
  return { range: [start, end], text: output + text.slice(cursor, end) };
}
