import { applyEdits, rules, type Diagnostic, type Fix, type JsonEdit, type SetEntry, type Suggestion, type Validator } from '@templint/core';
import { MAX_OTHER_REQUESTS, type OtherFiles } from './other-files.js';

/** The rules that compare templates: a fix checked on its own request alone cannot see what they see. */
const SET_RULE_IDS: ReadonlySet<string> = new Set(rules.filter((rule) => rule.checkSet !== undefined).map((rule) => rule.id));

/** Which fixes and suggestions of one file may be given: none that makes the file repeat itself. */
export interface RepeatCheck {
  /**
   * The fixes (paths start at the request's index in an array file) without those that together would make
   * a request repeat another's name or wording, or take a deleted name: core's fix check validates each
   * request alone, so `Order_Update` fixed to `order_update` beside an `order_update` passed it and made the
   * file worse. The fixes of both requests of each new repeat are left out (the repeat lands on the later
   * one; the earlier one's fix may be the cause); the others stay.
   */
  fixes<T extends Diagnostic & { readonly fix: Fix }>(selected: readonly T[]): T[];
  /**
   * The diagnostics with each suggestion dropped that, applied alone, would do the same (a rename offered
   * into a name the file uses); a diagnostic left without any has no `suggestions`.
   */
  suggestions(diagnostics: readonly Diagnostic[]): Diagnostic[];
}

/** Where a repeat with another file's request lands: no request of this file. */
const OTHER_FILE = -1;
/** How many times the fixes kept are checked again for repeats before none is kept this round. */
const MAX_REPEAT_PASSES = 4;

/**
 * The repeat check of a file's value (one request, or an array of them); `known`, its requests' entries
 * when the caller has them (`Validator.validateEntry`); `otherFiles`, the requests of the other files
 * judged with the same account (`--fix` over many files), which a fix must not repeat either.
 *
 * The rules that compare templates read a request's set entry alone (`Validator.validateEntry`), and a
 * repeat is two entries with the same name or wording. So an edit that leaves its request's entry as it
 * was cannot add a repeat (most edits: a row added, a key renamed), and one that changes it can add a
 * repeat only with the requests that share its new name or wording: those are compared, before and after,
 * not the whole file. A file with a suggestion on each of its thousands of requests is checked in time
 * linear in its size (it compared the whole file once per suggestion).
 */
export function repeatCheckOf(value: unknown, validator: Validator, known?: readonly SetEntry[], otherFiles?: OtherFiles): RepeatCheck {
  const isArray = Array.isArray(value);
  const requests: readonly unknown[] = isArray ? value : [value];
  // The requests' entries, as the caller read them with their validation (`known`), else read on first need.
  const entries: (SetEntry | undefined)[] = known ? [...known] : [];
  const entryAt = (index: number): SetEntry => (entries[index] ??= validator.validateEntry(requests[index]).entry);
  let sharing: { readonly byName: Map<string, number[]>; readonly byWording: Map<string, number[]> } | undefined;
  const sharingOf = (): NonNullable<typeof sharing> => {
    if (sharing) return sharing;
    const byName = new Map<string, number[]>();
    const byWording = new Map<string, number[]>();
    requests.forEach((_, index) => {
      const { name, wording } = entryAt(index);
      if (name !== undefined) listOf(byName, name).push(index);
      if (wording !== undefined) listOf(byWording, wording).push(index);
    });
    return (sharing = { byName, byWording });
  };

  /**
   * The entries the edits change, by request, each as the edits leave it; undefined when one edits the
   * file's array itself (an edit at the root), which only the whole file's comparison can judge.
   */
  const changedEntries = (edits: readonly JsonEdit[]): Map<number, SetEntry> | undefined => {
    const byRequest = editsByRequest(edits, isArray);
    if (!byRequest) return undefined;
    const changed = new Map<number, SetEntry>();
    for (const [index, own] of byRequest) {
      const entry = validator.validateEntry(applyEdits(requests[index], own)).entry;
      if (!sameEntry(entry, entryAt(index))) changed.set(index, entry);
    }
    return changed;
  };

  /**
   * Whether the edits, applied together, change an entry (or edit the file's array itself). Edits that
   * each change one could together leave it as it was only by undoing each other, which suggestions
   * (each a new value for its place) do not.
   */
  const changesAnEntry = (edits: readonly JsonEdit[]): boolean => (changedEntries(edits)?.size ?? 1) > 0;

  /** The requests (by index) that the edits make repeat another, or whose repeat they make. */
  const newRepeats = (edits: readonly JsonEdit[]): Set<number> => {
    const changed = changedEntries(edits);
    if (!changed) return wholeFileRepeats(value, edits, validator, otherFiles);
    if (changed.size === 0) return new Set();
    const members = new Set<number>(changed.keys());
    const { byName, byWording } = sharingOf();
    for (const [changedIndex, entry] of changed) {
      // Only the part the edits change can repeat more than before: a rename compares names, not the
      // wording it keeps (a thousand copies of one request compared all of them for each rename offered).
      const before = entryAt(changedIndex);
      const samePlace = before.integration === entry.integration && before.languageId === entry.languageId && before.scope === entry.scope;
      if (!(samePlace && before.name === entry.name)) for (const index of (entry.name === undefined ? undefined : byName.get(entry.name)) ?? []) members.add(index);
      if (!(samePlace && before.wording === entry.wording)) for (const index of (entry.wording === undefined ? undefined : byWording.get(entry.wording)) ?? []) members.add(index);
    }
    const order = [...members].sort((a, b) => a - b);
    // The other files' requests that share a changed part, after this file's (the same both times).
    const others = otherFiles ? othersSharing(otherFiles, [...changed].map(([index, entry]) => ({ before: entryAt(index), after: entry }))) : [];
    if (others === undefined) return new Set(changed.keys());
    const before = validator.compareEntries([...order.map(entryAt), ...others]);
    const after = validator.compareEntries([...order.map((index) => changed.get(index) ?? entryAt(index)), ...others]);
    return worseBetween(before, after, (at) => order[at] ?? OTHER_FILE);
  };
  return {
    fixes(selected) {
      // What is kept is checked again: with one request's fix withheld, another's kept can be the cause (of
      // two `Order Update` beside an `order_update`, the second's rename repeats it once the first's is not
      // applied). Each pass keeps fewer requests' fixes, or ends; past a few passes (a chain of names built to
      // fall one by one) none is kept this round, which is always safe, so the work stays linear.
      let kept = [...selected];
      for (let pass = 0; kept.length > 0; pass += 1) {
        if (pass === MAX_REPEAT_PASSES) return [];
        const worse = newRepeats(kept.flatMap((diagnostic) => diagnostic.fix.edits));
        const left = kept.filter((diagnostic) => !worse.has(isArray ? Number(diagnostic.path[0]) : 0));
        if (left.length === kept.length) break;
        kept = left;
      }
      return kept;
    },
    suggestions(diagnostics) {
      // Most suggestions leave every entry as it was (a row added): they are found together, by halving,
      // so a request with thousands of them is not validated once for each. Only the others are compared.
      const offered = diagnostics.flatMap((diagnostic) => diagnostic.suggestions ?? []);
      const changers = new Set<Suggestion>();
      const findChangers = (group: readonly Suggestion[]): void => {
        if (group.length === 0 || !changesAnEntry(group.flatMap((suggestion) => suggestion.fix.edits))) return;
        const [only] = group;
        if (group.length === 1 && only) {
          changers.add(only);
          return;
        }
        const middle = Math.ceil(group.length / 2);
        findChangers(group.slice(0, middle));
        findChangers(group.slice(middle));
      };
      findChangers(offered);
      return diagnostics.map((diagnostic) => {
        if (!diagnostic.suggestions || diagnostic.suggestions.length === 0) return diagnostic;
        const kept = diagnostic.suggestions.filter((suggestion: Suggestion) => !changers.has(suggestion) || newRepeats(suggestion.fix.edits).size === 0);
        if (kept.length === diagnostic.suggestions.length) return diagnostic;
        const copy: Diagnostic = { ...diagnostic, suggestions: kept };
        if (kept.length === 0) delete (copy as { suggestions?: unknown }).suggestions;
        return copy;
      });
    },
  };
}

/**
 * The edits by the request they change, with paths inside it; undefined when one changes the file's
 * array itself (an edit at the root), which only the whole file's comparison can judge.
 */
function editsByRequest(edits: readonly JsonEdit[], isArray: boolean): Map<number, JsonEdit[]> | undefined {
  const byRequest = new Map<number, JsonEdit[]>();
  for (const edit of edits) {
    if (!isArray) {
      listOf(byRequest, 0).push(edit);
      continue;
    }
    const [index, ...path] = edit.path;
    if (typeof index !== 'number' || path.length === 0) return undefined;
    listOf(byRequest, index).push({ ...edit, path });
  }
  return byRequest;
}

/**
 * The requests that the edits, applied to the whole file, make repeat another (or whose repeat they make),
 * in the file or with the other files' requests that share a name or wording with one of them.
 */
function wholeFileRepeats(value: unknown, edits: readonly JsonEdit[], validator: Validator, otherFiles: OtherFiles | undefined): Set<number> {
  const entriesOf = (file: unknown): SetEntry[] => (Array.isArray(file) ? file : [file]).map((request) => validator.validateEntry(request).entry);
  const before = entriesOf(value);
  const after = entriesOf(applyEdits(value, edits));
  const others = otherFiles ? othersSharing(otherFiles, after.map((entry) => ({ after: entry }))) : [];
  if (others === undefined) return new Set(after.map((_, index) => index));
  const count = after.length;
  return worseBetween(validator.compareEntries([...before, ...others]), validator.compareEntries([...after, ...others]), (at) => (at < count ? at : OTHER_FILE));
}

/**
 * The other files' requests with a name or wording that an edit gives a request (a part it leaves as it was
 * repeats no more than before), each once; undefined when more than `MAX_OTHER_REQUESTS` share one.
 */
function othersSharing(otherFiles: OtherFiles, changes: readonly { readonly before?: SetEntry; readonly after: SetEntry }[]): SetEntry[] | undefined {
  const found = new Set<SetEntry>();
  for (const { before, after } of changes) {
    const samePlace = before !== undefined && before.integration === after.integration && before.languageId === after.languageId && before.scope === after.scope;
    const lists = [
      after.name === undefined || (samePlace && before.name === after.name) ? [] : otherFiles.named(after.name, MAX_OTHER_REQUESTS),
      after.wording === undefined || (samePlace && before.wording === after.wording) ? [] : otherFiles.worded(after.wording, MAX_OTHER_REQUESTS),
    ];
    for (const list of lists) {
      if (list === undefined) return undefined;
      for (const entry of list) found.add(entry);
    }
    if (found.size > MAX_OTHER_REQUESTS) return undefined;
  }
  return [...found];
}

/**
 * The requests (as `indexOf` names them) with more diagnostics of a set rule after than before, and the
 * requests those name as their repeat's other side (the repeat lands on the later one; the earlier one's
 * edit may be the cause).
 */
function worseBetween(before: readonly (readonly Diagnostic[])[], after: readonly (readonly Diagnostic[])[], indexOf: (at: number) => number): Set<number> {
  const counts = setCounts(before);
  const worse = new Set<number>();
  setCounts(after, (at, diagnostic, count) => {
    if (count <= (counts[at]?.get(diagnostic.ruleId) ?? 0)) return;
    worse.add(indexOf(at));
    const related = diagnostic.related?.index;
    if (related !== undefined) worse.add(indexOf(related));
  });
  return worse;
}

/**
 * How many diagnostics of each set rule each request has; `each` is told every set diagnostic with the
 * count of its rule so far at its request.
 */
function setCounts(results: readonly (readonly Diagnostic[])[], each?: (index: number, diagnostic: Diagnostic, count: number) => void): Map<string, number>[] {
  return results.map((diagnostics, index) => {
    const counts = new Map<string, number>();
    for (const diagnostic of diagnostics) {
      if (!SET_RULE_IDS.has(diagnostic.ruleId)) continue;
      const count = (counts.get(diagnostic.ruleId) ?? 0) + 1;
      counts.set(diagnostic.ruleId, count);
      each?.(index, diagnostic, count);
    }
    return counts;
  });
}

/** Whether two entries read the same to the rules that compare templates (their paths aside). */
function sameEntry(a: SetEntry, b: SetEntry): boolean {
  return a.integration === b.integration && a.name === b.name && a.languageId === b.languageId && a.wording === b.wording && a.scope === b.scope;
}

/** The map's list for `key`, made empty the first time. */
function listOf<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}
