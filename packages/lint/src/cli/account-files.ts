// The requests of a run's files by name and by wording, for `--fix` over many files: each file's fix
// check asks what the other files hold (fix/other-files.ts), and a fixed file's requests replace its old ones.
import type { SetEntry } from '@templint/core';
import type { OtherFiles } from '../fix/other-files.js';
import type { LintedFile } from './set-pass.js';

export interface AccountFiles {
  /** What the files other than `file` hold, as they stand now. */
  othersThan(file: LintedFile): OtherFiles;
  /** `now` holds what `before` held: its requests replace `before`'s. */
  replace(before: LintedFile, now: LintedFile): void;
}

type Index = Map<string, Map<LintedFile, SetEntry[]>>;

export function indexAccountFiles(files: readonly LintedFile[]): AccountFiles {
  const byName: Index = new Map();
  const byWording: Index = new Map();
  const add = (file: LintedFile): void => {
    for (const { entry } of file.entries) {
      if (entry.name !== undefined) entriesOf(byName, entry.name, file).push(entry);
      if (entry.wording !== undefined) entriesOf(byWording, entry.wording, file).push(entry);
    }
  };
  const remove = (file: LintedFile): void => {
    for (const { entry } of file.entries) {
      if (entry.name !== undefined) byName.get(entry.name)?.delete(file);
      if (entry.wording !== undefined) byWording.get(entry.wording)?.delete(file);
    }
  };
  for (const file of files) add(file);
  return {
    othersThan: (file) => ({
      named: (name, limit) => othersIn(byName.get(name), file, limit),
      worded: (wording, limit) => othersIn(byWording.get(wording), file, limit),
    }),
    replace(before, now) {
      remove(before);
      add(now);
    },
  };
}

function entriesOf(index: Index, key: string, file: LintedFile): SetEntry[] {
  let byFile = index.get(key);
  if (!byFile) index.set(key, (byFile = new Map<LintedFile, SetEntry[]>()));
  let entries = byFile.get(file);
  if (!entries) byFile.set(file, (entries = []));
  return entries;
}

/** The entries of files other than `file`; undefined when more than `limit` (read no further). */
function othersIn(byFile: Map<LintedFile, SetEntry[]> | undefined, file: LintedFile, limit: number): SetEntry[] | undefined {
  const found: SetEntry[] = [];
  for (const [other, entries] of byFile ?? []) {
    if (other === file) continue;
    found.push(...entries);
    if (found.length > limit) return undefined;
  }
  return found;
}
