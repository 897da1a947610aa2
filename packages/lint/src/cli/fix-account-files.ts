// `--fix` and `--fix-dry-run` over the files of a run: a file's own fix check cannot see that
// `Order-Update` in one file and `Order Update` in another both fix to `order_update`. Their fixes wait until
// every file is linted (lint-file.ts, `fixWaits`); then the files are fixed here one by one, in the
// order they were linted, each fix check seeing the other files as they stand (those before it fixed).
import type { OtherFiles } from '../fix/other-files.js';
import { indexAccountFiles } from './account-files.js';
import type { LintedFile } from './set-pass.js';

/**
 * Fixes each of `files` that is in `toFix` with `fixFile` (which lints it again, fixing it), in order; the
 * fixed file takes the unfixed one's place in `files`. Returns which file replaced which. `fixFile` may
 * await between files (a turn of the event loop, so a signal ends the run between two files). A file that
 * `judged` refuses (its settings turn the set rules off) sees only the files it accepts: a repeat with one
 * of those is reported, a repeat among the others by no file.
 */
export async function fixAccountFiles(
  files: LintedFile[],
  toFix: ReadonlySet<LintedFile>,
  fixFile: (file: LintedFile, otherFiles: OtherFiles) => Promise<LintedFile | undefined>,
  judged: (file: LintedFile) => boolean = () => true,
): Promise<Map<LintedFile, LintedFile>> {
  const replaced = new Map<LintedFile, LintedFile>();
  if (!files.some((file) => toFix.has(file))) return replaced;
  const account = indexAccountFiles(files);
  const judgedAccount = files.every(judged) ? account : indexAccountFiles(files.filter(judged));
  for (const [at, file] of files.entries()) {
    if (!toFix.has(file)) continue;
    const own = judged(file);
    const fixed = await fixFile(file, (own ? account : judgedAccount).othersThan(file));
    if (fixed === undefined) continue;
    account.replace(file, fixed);
    if (own && judgedAccount !== account) judgedAccount.replace(file, fixed);
    files[at] = fixed;
    replaced.set(file, fixed);
  }
  return replaced;
}
