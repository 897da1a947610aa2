import type { Diagnostic, Fix, JsonEdit, JsonPath } from '../diagnostic.js';
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
    const touched: JsonPath[] = [];
    for (const diagnostic of diagnostics) {
      const fix = diagnostic.fix;
      if (!fix) continue;
      const paths = editedPaths(fix);
      if (paths.some((path) => touched.some((other) => overlaps(path, other)))) continue;
      edits.push(...fix.edits);
      touched.push(...paths);
      fixed.push(diagnostic);
    }
    if (edits.length === 0) return { request: current, fixed, remaining: diagnostics };
    current = applyEdits(current, edits);
  }
  return { request: current, fixed, remaining: validateTemplate(current, options).diagnostics };
}

/** Every path a fix writes to; a rename writes to its new key's path too. */
export function editedPaths(fix: Fix): JsonPath[] {
  const paths: JsonPath[] = [];
  for (const edit of fix.edits) {
    paths.push(edit.path);
    if (edit.op === 'rename') paths.push([...edit.path.slice(0, -1), edit.key]);
  }
  return paths;
}

/** Two paths overlap when one is a prefix of the other: fixes there must not be applied together. */
export function overlaps(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}
