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
 * The diagnostics whose fixes are applied together in one round, in the order given: a fix is taken
 * unless it touches what an earlier taken fix touches; the others wait for the next round, when the
 * request is validated again. `fixTemplate`, `templint --fix` and the ESLint plugin's whole-file fixing
 * all choose with this one function, so they agree on what a round changes.
 *
 * With `check`, a fix is taken only when the fixed request has no new error: an error of a rule and
 * message the request had no error of, at a place the fix writes or not inside a part it had an error on
 * (a renamed key that would then hold a value of the wrong type stays as it is, even inside a part in error). Errors inside a part already in error are not new:
 * renaming `chat_template_dat` to `chat_template_data` uncovers the fields that object lacks, and the
 * request lacked the whole object before. The round's fixes are checked together with one validation; only when that
 * finds a new error is each checked on its own, and the culprits left out.
 */
export function selectFixes<D extends Pick<Diagnostic, 'fix'>>(diagnostics: readonly D[], check?: FixCheck): Fixable<D>[] {
  const candidates = disjointFixes(diagnostics);
  if (!check || candidates.length === 0) return candidates;
  // What the request had in error: each error's rule and message, and each error's path (JSON texts).
  const had = new Set<string>();
  for (const each of diagnostics as readonly Partial<Diagnostic>[]) {
    if (each.severity === 'error') had.add(`${each.ruleId ?? ''} ${each.messageId ?? ''}`).add(JSON.stringify(each.path));
  }
  // New: of a rule and message the request had no error of, and either at a place the fixes write (a key a
  // rename makes, a value they set: what they write must itself be right) or not inside a part it had an
  // error on (the root aside: every path is inside it).
  const isNew = (error: Pick<Diagnostic, 'ruleId' | 'messageId' | 'path'>, written: ReadonlySet<string>): boolean =>
    !had.has(`${error.ruleId} ${error.messageId}`) &&
    (written.has(JSON.stringify(error.path)) || !error.path.some((_, index) => index > 0 && had.has(JSON.stringify(error.path.slice(0, index)))));
  const makesNoNewError = (chosen: readonly Fixable<D>[]): boolean => {
    const edits = chosen.flatMap((diagnostic) => diagnostic.fix.edits);
    const written = new Set(edits.map((edit) => JSON.stringify(edit.op === 'rename' ? [...edit.path.slice(0, -1), edit.key] : edit.path)));
    return !check.validate(applyEdits(check.request, edits)).some((each) => each.severity === 'error' && isNew(each, written));
  };
  if (makesNoNewError(candidates)) return candidates;
  const safe = candidates.filter((candidate) => makesNoNewError([candidate]));
  // Fixes safe one by one may still clash together: then one a round, each checked again next round.
  return safe.length <= 1 || makesNoNewError(safe) ? safe : safe.slice(0, 1);
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
