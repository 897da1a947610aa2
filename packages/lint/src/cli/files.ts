import { join, resolve, sep } from 'node:path';
import { errorCode, nodeFileSystem, type CliFileSystem, type DirectoryEntry, type FileStats } from './file-system.js';

/**
 * One input to lint: a file path, standard input, a pattern that matched nothing, or a fault met on the
 * way (a directory that cannot be read), reported as a fatal problem of that path rather than skipped.
 */
export type Input =
  | { readonly kind: 'file'; readonly path: string }
  | { readonly kind: 'stdin' }
  | { readonly kind: 'missing'; readonly pattern: string }
  | { readonly kind: 'fault'; readonly path: string; readonly message: string };

const SKIPPED_DIRECTORIES: ReadonlySet<string> = new Set(['node_modules', '.git']);
const GLOB_CHARACTERS = /[*?{]/;

/**
 * Expands the command line's files, directories (walked for `*.json`) and globs (`*`, `**`, `?`,
 * `{a,b}`) lazily, in a stable order, without a glob library: a run over thousands of files starts
 * linting at once and holds only the current directory listing. Standard input is read once however
 * often `-` is given. A directory that cannot be listed is a fault, never a silent skip; a symbolic link
 * to a directory is walked like one (once: a link back up the tree is not followed again), and anything
 * else named `*.json` is yielded for the reader to accept (a regular file) or refuse.
 */
export function* expandInputs(patterns: readonly string[], cwd: string, fs: CliFileSystem = nodeFileSystem): Generator<Input> {
  const seen = new Set<string>();
  let stdinSeen = false;
  for (const pattern of patterns) {
    if (pattern === '-') {
      if (!stdinSeen) yield { kind: 'stdin' };
      stdinSeen = true;
      continue;
    }
    let matched = false;
    // Each pattern walks on its own (a folder named twice still matches); files are deduplicated above.
    for (const input of expandPattern(pattern, cwd, fs, new Set())) {
      matched = true;
      if (input.kind === 'file') {
        if (seen.has(input.path)) continue;
        seen.add(input.path);
      }
      yield input;
    }
    if (!matched) yield { kind: 'missing', pattern };
  }
}

function* expandPattern(pattern: string, cwd: string, fs: CliFileSystem, walked: Set<string>): Generator<Input> {
  const absolute = resolve(cwd, pattern);
  const stats = statOf(fs, absolute);
  if (typeof stats === 'string') {
    yield { kind: 'fault', path: absolute, message: `Cannot read "${pattern}" (${stats}).` };
    return;
  }
  if (stats?.isDirectory()) {
    yield* walk(fs, absolute, () => true, false, walked);
    return;
  }
  // A file, or a FIFO or device named on purpose: the reader reports what it is.
  if (stats) {
    yield { kind: 'file', path: absolute };
    return;
  }
  if (!GLOB_CHARACTERS.test(pattern)) return;
  const { base, matcher } = compileGlob(absolute);
  const baseStats = statOf(fs, base);
  if (typeof baseStats === 'string') {
    yield { kind: 'fault', path: base, message: `Cannot read the directory (${baseStats}).` };
    return;
  }
  if (!baseStats?.isDirectory()) return;
  yield* walk(fs, base, (path) => matcher.test(path), true, walked);
}

function* walk(fs: CliFileSystem, directory: string, accept: (path: string) => boolean, anyExtension: boolean, walked: Set<string>): Generator<Input> {
  let entries: DirectoryEntry[];
  try {
    // Each real directory once: a link to a folder above would otherwise loop forever.
    const real = fs.realpathSync(directory);
    if (walked.has(real)) return;
    walked.add(real);
    entries = fs.readdirSync(directory);
  } catch (error) {
    yield { kind: 'fault', path: directory, message: `Cannot read the directory (${errorCode(error)}).` };
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory() || (entry.isSymbolicLink() && linksToDirectory(fs, path))) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) yield* walk(fs, path, accept, anyExtension, walked);
    } else if ((anyExtension || entry.name.endsWith('.json')) && accept(path)) {
      yield { kind: 'file', path };
    }
  }
}

/** The directory to walk (the pattern's part before any glob character) and a matcher for full paths. */
export function compileGlob(absolutePattern: string): { base: string; matcher: RegExp } {
  const segments = absolutePattern.split(sep);
  const firstGlob = segments.findIndex((segment) => GLOB_CHARACTERS.test(segment));
  const base = segments.slice(0, firstGlob).join(sep) || sep;
  let source = '';
  for (let index = 0; index < absolutePattern.length; index += 1) {
    const character = absolutePattern.charAt(index);
    if (character === '*' && absolutePattern[index + 1] === '*') {
      // `**/` matches any number of directories, including none.
      const slash = absolutePattern[index + 2] === sep;
      source += slash ? `(?:[^${escapeClass(sep)}]*${escapeRegExp(sep)})*` : '.*';
      index += slash ? 2 : 1;
    } else if (character === '*') source += `[^${escapeClass(sep)}]*`;
    else if (character === '?') source += `[^${escapeClass(sep)}]`;
    else if (character === '{') {
      const close = absolutePattern.indexOf('}', index);
      if (close === -1) source += '\\{';
      else {
        source += `(?:${absolutePattern.slice(index + 1, close).split(',').map(escapeRegExp).join('|')})`;
        index = close;
      }
    } else source += escapeRegExp(character);
  }
  return { base, matcher: new RegExp(`^${source}$`) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function escapeClass(text: string): string {
  return text.replace(/[\\\]^-]/g, '\\$&');
}

function linksToDirectory(fs: CliFileSystem, path: string): boolean {
  const stats = statOf(fs, path);
  return typeof stats === 'object' && stats.isDirectory();
}

/** The stats of a path, undefined when nothing is there, or the error code when it cannot be looked at. */
function statOf(fs: CliFileSystem, path: string): FileStats | undefined | string {
  try {
    return fs.statSync(path);
  } catch (error) {
    const code = errorCode(error);
    return code === 'ENOENT' || code === 'ENOTDIR' ? undefined : code;
  }
}
