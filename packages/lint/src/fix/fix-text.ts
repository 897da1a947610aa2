import { parse as parseWithLocations } from '@humanwhocodes/momoa';
import { editedPaths, overlaps, type JsonPath, type ValidateOptions } from '@templint/core';
import { collectDiagnostics } from '../collect-diagnostics.js';
import { applyTextEdits } from './apply-text-edits.js';
import type { TextEdit } from './text-edit.js';
import { textFix } from './text-fix.js';

/** What fixing a file's text did. */
export interface FixTextResult {
  /** The fixed text; the input itself when nothing was fixed or the text is not JSON. */
  readonly output: string;
  /** How many diagnostics' fixes were applied, over all rounds. */
  readonly fixCount: number;
}

const MAX_PASSES = 10;

/**
 * Applies every certain fix to a payload file's text, keeping its formatting (indentation, key order)
 * everywhere but at the edited nodes, and validating again after each round, as `eslint --fix` does.
 */
export function fixText(text: string, validateOptions?: ValidateOptions): FixTextResult {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  let output = bom ? text.slice(1) : text;
  let fixCount = 0;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    let value: unknown;
    try {
      value = JSON.parse(output);
    } catch {
      break;
    }
    const fixable = collectDiagnostics(value, validateOptions).filter((diagnostic) => diagnostic.fix);
    if (fixable.length === 0) break;
    const document = parseWithLocations(output, { mode: 'json', ranges: true });
    const edits: TextEdit[] = [];
    const touched: JsonPath[] = [];
    let applied = 0;
    for (const diagnostic of fixable) {
      if (!diagnostic.fix) continue;
      const edit = textFix(document, output, diagnostic.fix);
      const paths = editedPaths(diagnostic.fix);
      // A fix that touches the text or the JSON paths of one already taken waits for the next round.
      if (!edit || overlapsAny(edit, edits) || paths.some((path) => touched.some((other) => overlaps(path, other)))) continue;
      edits.push(edit);
      touched.push(...paths);
      applied += 1;
    }
    if (applied === 0) break;
    output = applyTextEdits(output, edits).output;
    fixCount += applied;
  }
  return { output: fixCount > 0 ? bom + output : text, fixCount };
}

function overlapsAny(edit: TextEdit, taken: readonly TextEdit[]): boolean {
  return taken.some((other) => edit.range[0] <= other.range[1] && other.range[0] <= edit.range[1]);
}
