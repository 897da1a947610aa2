import { isAbsolute, relative, resolve } from 'node:path';
import type { CliFileSystem } from './file-system.js';

/**
 * Where a file named inside the working directory really is, when a symbolic link (the file's own, or a
 * folder's on its way) takes it outside; undefined when it stays inside, or was named outside on purpose.
 * `--fix` does not write there unless `--fix-outside-cwd` says so: ESLint (9.13 and later) does not follow
 * symbolic links in a walk and treats files outside its base path as ignored, and Prettier 3 refuses
 * links altogether, so neither rewrites a file outside the tree it was run on.
 */
export function linkEscapeOf(fs: Pick<CliFileSystem, 'realpathSync'>, path: string, cwd: string): string | undefined {
  const given = resolve(cwd, path);
  if (!inside(cwd, given)) return undefined;
  let real: string;
  let realCwd: string;
  try {
    real = fs.realpathSync(given);
    realCwd = fs.realpathSync(cwd);
  } catch {
    return undefined;
  }
  return inside(realCwd, real) ? undefined : real;
}

function inside(folder: string, path: string): boolean {
  const local = relative(folder, path);
  return local !== '' && local !== '..' && !local.startsWith('../') && !isAbsolute(local);
}
