// Why the cache or the report could not be written, as a person says it. `mkdir -p` through a file
// answers EEXIST (`--cache-location package.json/x`) or ENOTDIR (deeper down): codes that say nothing of
// the file in the way, which is what the user has to move or rename.
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import type { CliFileSystem } from './file-system.js';

/**
 * The end of a "cannot write ... to "path"" message: `: "package.json" is a file, not a folder (EEXIST)`
 * when a folder on the path is a file, else ` (CODE)`. `shown` is the path as the message shows it
 * (relative to `cwd` or absolute); the file in the way is shown the same way.
 */
export function writeFailureText(fs: CliFileSystem, cwd: string, shown: string, failure: string): string {
  if (failure === 'EEXIST' || failure === 'ENOTDIR') {
    const inTheWay = fileOnPath(fs, resolve(cwd, shown));
    if (inTheWay !== undefined) return `: "${isAbsolute(shown) ? inTheWay : relative(cwd, inTheWay)}" is a file, not a folder (${failure})`;
  }
  return ` (${failure})`;
}

/** The nearest folder of `path` that is there and is not a folder; undefined when there is none. */
function fileOnPath(fs: CliFileSystem, path: string): string | undefined {
  for (let folder = dirname(path); folder !== dirname(folder); folder = dirname(folder)) {
    try {
      return fs.statSync(folder).isDirectory() ? undefined : folder;
    } catch {
      // Not there (or below a file: ENOTDIR): the one in the way is further up.
    }
  }
  return undefined;
}
