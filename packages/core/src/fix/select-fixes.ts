import type { Diagnostic, Fix, JsonEdit, JsonPath } from '../diagnostic.js';
import { applyEdits } from './apply-edits.js';

/** What `selectFixes` needs to check that a round makes nothing worse: the request and how to validate it. */
export interface FixCheck {
  /** The request (a JSON value) the diagnostics are of. */
  readonly request: unknown;
  /** Its diagnostics after edits: the same validation that gave the diagnostics. */
  readonly validate: (request: unknown) => readonly Pick<Diagnostic, 'ruleId' | 'messageId' | 'severity' | 'path'>[];
}

type Fixable<D> = D & { readonly fix: Fix };

/**
 * How many validations `selectFixes` makes at most for one round: fixes it has not settled by then wait
 * for the next round, so a round costs a few validations of the request however many fixes it has.
 */
const MAX_VALIDATIONS = 32;

/**
 * The diagnostics whose fixes are applied together in one round, in the order given, renames first: a fix is
 * taken unless it touches what an earlier taken fix touches (or a refused one; then it is tried after the
 * others); the others wait for the next round, when the
 * request is validated again. `fixTemplate`, `templint --fix` and the ESLint plugin's whole-file fixing
 * all choose with this one function, so they agree on what a round changes.
 *
 * With `check`, the fixes taken are only ones that together leave the fixed request with no new error: an
 * error of a rule and message the request had no error of at that place, at a place the fixes write, or else neither
 * inside a part it had an error on nor where the same rule had an error (a renamed key that would then
 * hold a value of the wrong type stays as it is, even inside a part in error). Errors inside a part already
 * in error are not new: renaming `chat_template_dat` to `chat_template_data` uncovers the fields that
 * object lacks, and the request lacked the whole object before. Nor is a rule's error where it had one:
 * renaming `{{Var-1}}` to `{{var_1}}` turns the error of the row keyed ` {{var_1}} ` from "matches no
 * variable" to "a loose key". The round's fixes are checked together with one validation; only when that
 * finds a new error are they halved, each half checked with the fixes taken so far, until the culprits are
 * left out, within a bounded number of validations (the fixes not reached by then wait for the next round).
 */
export function selectFixes<D extends Pick<Diagnostic, 'fix'>>(diagnostics: readonly D[], check?: FixCheck): Fixable<D>[] {
  // Renames first: a rename restores what the author wrote where another fix of its key writes a guess (a
  // misspelt `chat_template_name` is renamed, not replaced by the name derived from the display name).
  const renames = (diagnostic: D): boolean => diagnostic.fix?.edits.some((edit) => edit.op === 'rename') === true;
  const ordered = [...diagnostics.filter(renames), ...diagnostics.filter((each) => !renames(each))];
  const candidates = disjointFixes(ordered);
  if (!check || candidates.length === 0) return candidates;
  // What the request had in error (JSON texts): each error's rule and message at its path, its path, and its rule at its path.
  const kinds = new Set<string>();
  const places = new Set<string>();
  const ruled = new Set<string>();
  for (const each of diagnostics as readonly Partial<Diagnostic>[]) {
    if (each.severity !== 'error') continue;
    const place = JSON.stringify(each.path);
    kinds.add(`${each.ruleId ?? ''} ${each.messageId ?? ''} ${place}`);
    places.add(place);
    ruled.add(`${each.ruleId ?? ''} ${place}`);
  }
  // New: unless the request had the same rule and message's error at the same place, an error either at a
  // place the fixes write (a key a rename makes, a value they set: what they write must itself be right) or
  // neither where its rule had an error nor inside a part the request had an error on (the root aside:
  // every path is inside it). The same rule and message elsewhere does not excuse it (found by QA: a body's
  // missing row let a header key's rename add the header's missing row).
  const isNew = (error: Pick<Diagnostic, 'ruleId' | 'messageId' | 'path'>, written: ReadonlySet<string>): boolean => {
    const place = JSON.stringify(error.path);
    if (kinds.has(`${error.ruleId} ${error.messageId} ${place}`)) return false;
    if (written.has(place)) return true;
    return !ruled.has(`${error.ruleId} ${place}`) && !error.path.some((_, index) => index > 0 && places.has(JSON.stringify(error.path.slice(0, index))));
  };
  const makesNoNewError = (chosen: readonly Fixable<D>[]): boolean => {
    const edits = chosen.flatMap((diagnostic) => diagnostic.fix.edits);
    const written = new Set(edits.map((edit) => JSON.stringify(edit.op === 'rename' ? [...edit.path.slice(0, -1), edit.key] : edit.path)));
    return !check.validate(applyEdits(check.request, edits)).some((each) => each.severity === 'error' && isNew(each, written));
  };
  const taken: Fixable<D>[] = [];
  let validations = 0;
  // Takes a block's fixes when they add no new error to those taken so far, else takes what it can of each
  // half in turn. `failed`: the block with those taken is known to add one (the set a validation refused).
  const take = (block: readonly Fixable<D>[], failed: boolean): void => {
    if (!failed) {
      if (validations === MAX_VALIDATIONS) return;
      validations += 1;
      if (makesNoNewError([...taken, ...block])) {
        for (const each of block) taken.push(each);
        return;
      }
    }
    if (block.length === 1) return;
    const middle = Math.ceil(block.length / 2);
    const before = taken.length;
    take(block.slice(0, middle), false);
    // All the first half taken: the second with those taken is the block just refused.
    take(block.slice(middle), taken.length === before + middle);
  };
  take(candidates, false);
  // A refused fix gives its place to those it overlapped: a misspelt name key whose rename would add an
  // error leaves the round to the derived name.
  if (taken.length < candidates.length) {
    const tried = new Set<D>(candidates);
    const took = new Set<D>(taken);
    const rest = disjointFixes([...taken, ...ordered.filter((each) => !tried.has(each))]).filter((each) => !took.has(each));
    if (rest.length > 0) take(rest, false);
  }
  return taken;
}

/** In order, each fix that touches nothing an earlier taken one touches. */
function disjointFixes<D extends Pick<Diagnostic, 'fix'>>(diagnostics: readonly D[]): Fixable<D>[] {
  const selected: Fixable<D>[] = [];
  const touched = new PathTrie();
  for (const diagnostic of diagnostics) {
    const { fix } = diagnostic;
    if (!fix || fix.edits.length === 0) continue;
    const regions = fix.edits.flatMap(touchedRegions);
    if (regions.some((region) => touched.overlaps(region))) continue;
    selected.push(diagnostic as D & { readonly fix: Fix });
    for (const region of regions) touched.add(region);
  }
  return selected;
}

/**
 * The paths taken so far, as a tree of their keys: whether a path overlaps one of them (one is a prefix of
 * the other) costs the path's length, not the number of paths taken, so a file with thousands of fixes
 * is chosen in linear time.
 */
class PathTrie {
  readonly #root: TrieNode = { children: new Map(), taken: false };

  add(path: JsonPath): void {
    let node = this.#root;
    for (const key of path) {
      let child = node.children.get(key);
      if (!child) {
        child = { children: new Map(), taken: false };
        node.children.set(key, child);
      }
      node = child;
    }
    node.taken = true;
  }

  overlaps(path: JsonPath): boolean {
    let node = this.#root;
    if (node.taken) return true;
    for (const key of path) {
      const child = node.children.get(key);
      if (!child) return false;
      if (child.taken) return true;
      node = child;
    }
    // Every key matched: a taken path goes through this one.
    return node.children.size > 0;
  }
}

interface TrieNode {
  readonly children: Map<string | number, TrieNode>;
  taken: boolean;
}

/**
 * What an edit touches: its path, and for a rename the new key's path too. An insert or a removal moves
 * every later item of its array, so it touches the whole array: another edit there waits a round, and
 * applying a round's edits one by one (JSON) or all at once (text) gives the same result.
 */
export function touchedRegions(edit: JsonEdit): JsonPath[] {
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
