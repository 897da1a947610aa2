import type { Diagnostic, JsonEdit } from '../diagnostic.js';
import { validateTemplate, type ValidateOptions } from '../validate.js';
import { applyEdits } from './apply-edits.js';

/** What `fixTemplate` did: the fixed request (a copy), the diagnostics it fixed, and what is left. */
export interface FixResult {
  readonly request: unknown;
  readonly fixed: Diagnostic[];
  readonly remaining: Diagnostic[];
}

/** How many validate-and-fix rounds at most: a fix may uncover another (ESLint stops at 10 too). */
const MAX_PASSES = 10;

/**
 * Applies every certain fix (never suggestions) to a copy of the request, validating again after each
 * round until nothing fixable is left. Edits whose paths overlap an earlier edit of the same round wait
 * for the next round. Never changes its input.
 */
export function fixTemplate(request: unknown, options?: ValidateOptions): FixResult {
  let current = request;
  const fixed: Diagnostic[] = [];
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const { diagnostics } = validateTemplate(current, options);
    const edits: JsonEdit[] = [];
    const touched: (readonly (string | number)[])[] = [];
    for (const diagnostic of diagnostics) {
      const fix = diagnostic.fix;
      if (!fix || fix.edits.some((edit) => touched.some((path) => overlaps(path, edit.path)))) continue;
      edits.push(...fix.edits);
      touched.push(...fix.edits.map((edit) => edit.path));
      fixed.push(diagnostic);
    }
    if (edits.length === 0) return { request: current, fixed, remaining: diagnostics };
    current = applyEdits(current, edits);
  }
  return { request: current, fixed, remaining: validateTemplate(current, options).diagnostics };
}

/** Two paths overlap when one is a prefix of the other. */
function overlaps(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}
