import { readdirSync, statSync, type Dirent } from 'node:fs';
import { join, resolve, sep } from 'node:path';

/** One input to lint: a file path, standard input, or a pattern that matched nothing. */
export type Input = { readonly kind: 'file'; readonly path: string } | { readonly kind: 'stdin' } | { readonly kind: 'missing'; readonly pattern: string };

const SKIPPED_DIRECTORIES: ReadonlySet<string> = new Set(['node_modules', '.git']);
const GLOB_CHARACTERS = /[*?{]/;

/**
 * Expands the command line's files, directories (walked for `*.json`) and globs (`*`, `**`, `?`,
 * `{a,b}`) lazily, in a stable order, without a glob library: a run over thousands of files starts
 * linting at once and holds only the current directory listing.
 */
export function* expandInputs(patterns: readonly string[], cwd: string): Generator<Input> {
  const seen = new Set<string>();
  for (const pattern of patterns) {
    if (pattern === '-') {
      yield { kind: 'stdin' };
      continue;
    }
    let matched = false;
    for (const path of expandPattern(pattern, cwd)) {
      matched = true;
      if (seen.has(path)) continue;
      seen.add(path);
      yield { kind: 'file', path };
    }
    if (!matched) yield { kind: 'missing', pattern };
  }
}

function* expandPattern(pattern: string, cwd: string): Generator<string> {
  const absolute = resolve(cwd, pattern);
  const stats = statOrUndefined(absolute);
  if (stats?.isDirectory()) {
    yield* walk(absolute, () => true);
    return;
  }
  if (stats?.isFile()) {
    yield absolute;
    return;
  }
  if (!GLOB_CHARACTERS.test(pattern)) return;
  const { base, matcher } = compileGlob(absolute);
  if (!statOrUndefined(base)?.isDirectory()) return;
  yield* walk(base, (path) => matcher.test(path), true);
}

function* walk(directory: string, accept: (path: string) => boolean, anyExtension = false): Generator<string> {
  let entries: Dirent[];
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) yield* walk(path, accept, anyExtension);
    } else if ((anyExtension || entry.name.endsWith('.json')) && accept(path)) {
      yield path;
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

function statOrUndefined(path: string): ReturnType<typeof statSync> | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}
