import type { Diagnostic, Fix, JsonEdit, JsonPath } from '../diagnostic.js';

/**
 * The diagnostics whose fixes are applied together in one round, in the order given: a fix is taken
 * unless it touches what an earlier taken fix touches; the others wait for the next round, when the
 * request is validated again. `fixTemplate`, `templint --fix` and the ESLint plugin's whole-file fixing
 * all choose with this one function, so they agree on what a round changes.
 */
export function selectFixes<D extends Pick<Diagnostic, 'fix'>>(diagnostics: readonly D[]): (D & { readonly fix: Fix })[] {
  const selected: (D & { readonly fix: Fix })[] = [];
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
