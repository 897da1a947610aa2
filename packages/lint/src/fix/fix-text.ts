import { parse as parseWithLocations } from '@humanwhocodes/momoa';
import type { Validator } from '@templint/core';
import { selectFileFixes } from './select-file-fixes.js';
import { applyTextEdits } from './apply-text-edits.js';
import { createAstLookup } from '../locate/ast-lookup.js';
import { textEditFor, type TextEdit } from './text-edit.js';
import { firstTooDeep } from '../syntax/nesting-depth.js';
import type { OtherFiles } from './other-files.js';
import type { FixJudge } from './fix-judge.js';

/** How `fixText` fixes. */
export interface FixTextOptions {
  /** Only errors' fixes (`--quiet`, as ESLint's quiet mode). */
  readonly errorsOnly?: boolean;
  /** The requests of the other files judged with the same account: no fix may make one of this file's repeat them. */
  readonly otherFiles?: OtherFiles;
  /** For a validator whose settings turn rules off: the judge of its fixes (`fixJudgeOf`); only the running rules' fixes are applied. */
  readonly judge?: FixJudge;
}

/** What fixing a file's text did. */
export interface FixTextResult {
  /** The fixed text; the input itself when nothing was fixed or the text is not JSON. */
  readonly output: string;
  /** How many diagnostics' fixes were applied, over all rounds. */
  readonly fixCount: number;
}

const MAX_ROUNDS = 10;

/**
 * Applies every certain fix to a payload file's text, keeping its formatting (indentation, key order)
 * everywhere but at the edited nodes, and validating again after each round, as `eslint --fix` does.
 * Each round takes the fixes core's `selectFixes` takes (with its check that a fix adds no error), so
 * the text ends as `validator.fix` would leave the parsed value.
 */
export function fixText(text: string, validator: Validator, options: FixTextOptions = {}): FixTextResult {
  // Text nested too deep for the parser with locations (momoa recurses per level) is left alone; lintText
  // reports it.
  if (firstTooDeep(text) !== -1) return { output: text, fixCount: 0 };
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  let output = bom ? text.slice(1) : text;
  let fixCount = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    let value: unknown;
    try {
      value = JSON.parse(output);
    } catch {
      break;
    }
    const selected = selectFileFixes(value, validator, options);
    if (selected.length === 0) break;
    const document = parseWithLocations(output, { mode: 'json', ranges: true });
    const lookup = createAstLookup();
    const edits: TextEdit[] = [];
    for (const diagnostic of selected) {
      // Each JSON edit on its own: selected fixes touch disjoint parts, so their text edits are disjoint.
      for (const edit of diagnostic.fix.edits) {
        const textEdit = textEditFor(document, output, edit, lookup);
        if (textEdit) edits.push(textEdit);
      }
    }
    if (edits.length === 0) break;
    output = applyTextEdits(output, edits).output;
    fixCount += selected.length;
  }
  return { output: fixCount > 0 ? bom + output : text, fixCount };
}
