// `.gitignore` files, read as git reads them, turned into the ignore rules the file filter already
// applies (ESLint's `ignores` syntax): Biome, oxlint and Prettier honour them without a config, and so
// does templint (ESLint asks for `includeIgnoreFile` in its config instead).
import { trimEdges } from '@templint/core/internal';
import { withoutBom } from '../lint-text.js';
import { ignoreRule, type IgnoreRule } from './file-filter.js';

/**
 * The rules of one `.gitignore` in `directory`. Git's meaning is kept: a pattern with a `/` before its
 * end is anchored to that folder, one without matches at any depth below it, a trailing `/` names
 * folders only, `!` re-includes, `#` starts a comment, and `\` escapes.
 */
export function gitignoreRules(text: string, directory: string): IgnoreRule[] {
  const rules: IgnoreRule[] = [];
  // Git skips a leading byte-order mark (Notepad writes one); kept, it would end the first pattern.
  for (const raw of withoutBom(text).split('\n')) {
    const pattern = gitignorePattern(raw.replace(/\r$/u, ''));
    if (pattern !== undefined) rules.push(ignoreRule(pattern, directory));
  }
  return rules;
}

/** One `.gitignore` line as an ignore pattern relative to its folder; undefined for a blank or comment line. */
export function gitignorePattern(line: string): string | undefined {
  // Trailing spaces are dropped unless escaped.
  let text = withoutTrailingSpaces(line);
  if (text === '' || text.startsWith('#')) return undefined;
  let negated = false;
  if (text.startsWith('!')) {
    negated = true;
    text = text.slice(1);
  } else if (text.startsWith('\\#')) {
    text = text.slice(1);
  }
  // `\!name` stays escaped: a glob starting `!` is negated, and `\!b.json` ignored every file but `!b.json`.
  const directoriesOnly = text.endsWith('/');
  text = trimEdges(text, () => false, (character) => character === '/');
  if (text === '') return undefined;
  const anchored = text.includes('/');
  if (text.startsWith('/')) text = text.slice(1);
  // Characters that are literal for git but special for picomatch.
  const glob = text.replace(/\\ /gu, ' ').replace(/[(){}+@]/gu, (character) => `\\${character}`);
  // Git reads `gen/**` as what is inside `gen`, not `gen` itself, so `!gen/keep.json` takes that file back
  // (as ESLint's includeIgnoreFile writes it, `gen/**\/*`); read as an ignores glob, it skipped the folder.
  const inside = glob.endsWith('/**') ? `${glob}/*` : glob;
  return `${negated ? '!' : ''}${anchored ? '' : '**/'}${inside}${directoriesOnly ? '/' : ''}`;
}

/** The line without its trailing spaces, but for one escaped by a backslash (git's rule); a loop, no `+$` expression. */
function withoutTrailingSpaces(line: string): string {
  let end = line.length;
  while (end > 0 && line.charAt(end - 1) === ' ') end -= 1;
  if (end < line.length && end > 0 && line.charAt(end - 1) === '\\') end += 1;
  return line.slice(0, end);
}
