import type { Diagnostic, Fix, JsonEdit, JsonPath } from '../diagnostic.js';

/**
 * The diagnostics whose fixes are applied together in one round, in the order given: a fix is taken
 * unless it touches what an earlier taken fix touches; the others wait for the next round, when the
 * request is validated again. `fixTemplate`, `templint --fix` and the ESLint plugin's whole-file fixing
 * all choose with this one function, so they agree on what a round changes.
 */
export function selectFixes<D extends Pick<Diagnostic, 'fix'>>(diagnostics: readonly D[]): (D & { readonly fix: Fix })[] {
  const selected: (D & { readonly fix: Fix })[] = [];
  const touched: JsonPath[] = [];
  for (const diagnostic of diagnostics) {
    const { fix } = diagnostic;
    if (!fix || fix.edits.length === 0) continue;
    const regions = fix.edits.flatMap(touchedRegions);
    if (regions.some((region) => touched.some((other) => overlaps(region, other)))) continue;
    selected.push(diagnostic as D & { readonly fix: Fix });
    touched.push(...regions);
  }
  return selected;
}

/**
 * What an edit touches: its path, and for a rename the new key's path too. An insert or a removal moves
 * every later item of its array, so it touches the whole array: another edit there waits a round, and
 * applying a round's edits one by one (JSON) or all at once (text) gives the same result.
 */
function touchedRegions(edit: JsonEdit): JsonPath[] {
  const parent = edit.path.slice(0, -1);
  switch (edit.op) {
    case 'rename':
      return [edit.path, [...parent, edit.key]];
    case 'insert':
      return [parent];
    case 'remove':
      return [typeof edit.path.at(-1) === 'number' ? parent : edit.path];
    default:
      return [edit.path];
  }
}

/** Two paths overlap when one is a prefix of the other. */
function overlaps(a: JsonPath, b: JsonPath): boolean {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}
