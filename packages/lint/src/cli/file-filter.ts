// Which files a walk lints: the config's `files` and `ignores`, `--ignore-pattern`, the default ignores,
// matched with picomatch (the matcher of fast-glob, tinyglobby and chokidar) as ESLint's flat config
// matches them: globs relative to the config's folder (`--ignore-pattern`: to the working directory), a
// pattern ending in `/` matching folders only, a later `!pattern` un-ignoring what an earlier one ignored.
import { dirname, isAbsolute, relative, sep } from 'node:path';
import { trimEdges } from '@templint/core/internal';
import picomatch from 'picomatch';
import { SettingsError } from '../read/settings-error.js';
import { echoed } from './echoed.js';

/** Folders no one lints: dependencies, version control and build output (ESLint skips the first two too). */
export const DEFAULT_IGNORES: readonly string[] = ['**/node_modules/', '**/.git/', '**/dist/', '**/build/', '**/coverage/'];

/**
 * picomatch's options for every glob templint reads (config, command line, `--ignore-pattern`, .gitignore):
 * dotfiles too, as ESLint's; `posix` reads `[!a]` as "any character but a", as ESLint's minimatch and git
 * do (without it picomatch read `[!a]` as `!` or `a`).
 */
export const GLOB_OPTIONS = { dot: true, posix: true } as const;

/** What a walk does with a file it finds. */
export type FileChoice = 'lint' | 'sniff' | 'skip';

/** Decides, during a directory walk, which folders to enter and which files to lint. */
export interface FileFilter {
  /** True when a folder found by a walk is skipped with everything in it. */
  ignoresDirectory(path: string): boolean;
  /**
   * `lint` for a file the config's `files` names, `sniff` for a `*.json` file to lint only if it holds
   * create requests (no `files` in the config), `skip` for anything else or an ignored file.
   */
  choose(path: string): FileChoice;
  /** True when the file itself matches an ignore pattern (its folders are not looked at). */
  ignoresFile(path: string): boolean;
  /** True when a walk would skip the file: it or a folder above it is ignored (for `--print-config`). */
  skips(path: string): boolean;
  /** True when the folder or one above it is ignored (a folder or glob base named on the command line). */
  skipsDirectory(path: string): boolean;
  /**
   * What the config's `files` say of a file, ignores aside: `lint` when they match it, `unconfigured`
   * when they do not, `sniff` when there are none (it is linted if it holds create requests).
   */
  configured(path: string): 'lint' | 'sniff' | 'unconfigured';
  /** The config's `files` globs, if any. */
  readonly files: readonly string[] | undefined;
}

/** Where the globs come from. */
export interface FilterSettings {
  /** The folder the config's globs are relative to. */
  readonly baseDir: string;
  readonly files: readonly string[] | undefined;
  readonly ignores: readonly string[];
  /** `--ignore-pattern` globs, relative to `cwd`. */
  readonly ignorePatterns: readonly string[];
  readonly cwd: string;
  /** `.gitignore` rules that apply here (after the default ignores, before the config's). */
  readonly gitignore?: readonly IgnoreRule[];
  /**
   * The folder whose entries the filter judges (a walk's filter is made per folder): every `.gitignore`
   * rule's folder is it or above it, so a path in it is read below each rule's folder by a slice, not by
   * `path.relative` (per rule, that made a walk of a tree with a `.gitignore` in every folder cubic in its
   * depth: 1,200 deep, 124 s).
   */
  readonly directory?: string;
  /** Counts the characters of paths the filter reads (tests check growth with it, not with a clock). */
  readonly work?: FilterWork;
  /** False for `--no-ignore`: nothing is ignored, the default ignores included (as ESLint's flag). */
  readonly ignore?: boolean;
  /**
   * The config file these settings come from: never chosen as a template by a walk or glob, however wide
   * the `files` (`**\/*.json` linted it as a broken one). Named, it is linted as asked.
   */
  readonly configPath?: string;
  /**
   * The cache file of `--cache`: a walk lints it only when it holds create requests, as the report's
   * (`files: ["**\/*.json"]` linted `--cache-location cache.json` as a broken template, and the next run's
   * cache held that result; a template named there by mistake is still linted, and never written over).
   */
  readonly cacheFile?: string;
  /**
   * The report's file (`-o`): a walk lints it only when it holds create requests (then the run refuses to
   * write over it), however wide the `files`: a report of an earlier run is not a broken template.
   */
  readonly outputFile?: string;
  /**
   * Whether an object of the config whose `files` match the file applies to it (an object's own `ignores`
   * leave it out, as in ESLint); without it, the `files` globs decide alone.
   */
  readonly filesApply?: (path: string) => boolean;
}

/** A tally of the characters of the paths a filter reads and matches. Internal: not exported from the package. */
export interface FilterWork {
  characters: number;
}

/** One ignore pattern, compiled, with the folder it is relative to. */
export interface IgnoreRule {
  readonly base: string;
  readonly negated: boolean;
  readonly directoriesOnly: boolean;
  /** A `**\/name` pattern: it reads the path's last part only. */
  readonly nameOnly: boolean;
  /** How many parts every path it matches has (no `**`, braces or parentheses in it); undefined when any. */
  readonly parts: number | undefined;
  /** The separators in `base`: a path's parts below it are its own less these. */
  readonly baseDepth: number;
  readonly matches: (path: string) => boolean;
}

/** A filter from the settings' globs. */
export function createFileFilter(settings: FilterSettings): FileFilter {
  const rules: IgnoreRule[] = settings.ignore === false ? [] : [
    ...DEFAULT_IGNORES.map((pattern) => ignoreRule(pattern, settings.baseDir)),
    ...(settings.gitignore ?? []),
    ...settings.ignores.map((pattern) => compiled('ignores', pattern, () => ignoreRule(pattern, settings.baseDir))),
    ...settings.ignorePatterns.map((pattern) => compiled('--ignore-pattern', pattern, () => ignoreRule(pattern, settings.cwd))),
  ];
  // Dotfiles too, as ESLint's `files` (and a walk without `files`) take them.
  const files = settings.files?.map((pattern) => compiled('files', pattern, () => picomatch(pattern, GLOB_OPTIONS)));
  const { directory, work } = settings;
  // The .gitignore rules' place in `rules`: after the default ignores.
  const gitignoreFrom = settings.ignore === false ? 0 : DEFAULT_IGNORES.length;
  const gitignoreTo = settings.ignore === false ? 0 : gitignoreFrom + (settings.gitignore?.length ?? 0);
  const below = directory === undefined ? undefined : belowFolder(directory);
  const ignored = (path: string, isDirectory: boolean): boolean => {
    let result = false;
    const inDirectory = below?.(path) === true;
    const depth = inDirectory ? depthOf(path) : 0;
    // The rules share one or two bases (the config's folder, the working directory), in runs: the path
    // is made relative once per run of them, not once per rule.
    let base: string | undefined;
    let local: string | undefined;
    for (let index = 0; index < rules.length; index += 1) {
      const rule = rules[index];
      if (rule === undefined || (rule.directoriesOnly && !isDirectory)) continue;
      const fromGitignore = inDirectory && index >= gitignoreFrom && index < gitignoreTo;
      // A pattern of so many parts matches no path of another length below its folder (`/build/` deep down).
      if (fromGitignore && rule.parts !== undefined && depth - rule.baseDepth !== rule.parts) continue;
      if (rule.base !== base) {
        base = rule.base;
        if (fromGitignore) local = posixPath(path.slice(base.endsWith(sep) ? base.length : base.length + 1));
        else {
          local = relativePosix(base, path);
          if (work) work.characters += base.length + path.length;
        }
      }
      if (local === undefined) continue;
      if (work) work.characters += rule.nameOnly ? local.length - local.lastIndexOf('/') - 1 : local.length;
      if (rule.matches(local)) result = !rule.negated;
    }
    return result;
  };
  const configured = (path: string): 'lint' | 'sniff' | 'unconfigured' => {
    if (!files) return 'sniff';
    const local = relativePosix(settings.baseDir, path);
    return local !== undefined && files.some((matches) => matches(local)) && (settings.filesApply?.(path) ?? true) ? 'lint' : 'unconfigured';
  };
  const aboveIgnored = (path: string): boolean => {
    for (let directory = dirname(path); directory !== dirname(directory); directory = dirname(directory)) {
      if (ignored(directory, true)) return true;
    }
    return false;
  };
  return {
    files: settings.files,
    configured,
    skipsDirectory: (path) => ignored(path, true) || aboveIgnored(path),
    ignoresDirectory: (path) => ignored(path, true),
    ignoresFile: (path) => ignored(path, false),
    skips: (path) => ignored(path, false) || aboveIgnored(path),
    choose(path) {
      if (path === settings.configPath || ignored(path, false)) return 'skip';
      const choice = configured(path);
      if (choice === 'unconfigured') return 'skip';
      if (path === settings.outputFile || path === settings.cacheFile) return 'sniff';
      return choice === 'lint' || path.endsWith('.json') ? choice : 'skip';
    },
  };
}

/**
 * The longest glob templint compiles: a path is at most 4,096 bytes (Linux's PATH_MAX), so no longer glob
 * is needed. picomatch refuses only past 64 KiB, and its regular expression of a 60,000-character glob was
 * refused by V8 only when first matched, as an internal error.
 */
export const MAX_GLOB_LENGTH = 4096;

/** The compiled glob, or a settings error naming it (too long, or refused by picomatch). */
function compiled<T>(where: string, pattern: string, compile: () => T): T {
  try {
    if (pattern.length > MAX_GLOB_LENGTH) throw new Error(`${String(pattern.length)} characters; the most is ${String(MAX_GLOB_LENGTH)}`);
    return compile();
  } catch (error) {
    throw new SettingsError(where, '', `cannot use the glob "${echoed(pattern)}" (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * A glob given on the command line: the folder it starts from (`base`, the part before its first wildcard)
 * and a matcher of a path relative to that folder, so a glob that climbs with `..` (`scripts/../templates/*.json`)
 * matches the files it leads to, the working directory's own among them (found by QA: matched against the
 * path from the working directory, they matched nothing there). Its `*` and `**` take dotfiles and dot
 * folders, as ESLint 10's.
 */
export function commandLineGlob(pattern: string): { base: string; matches: (pathFromBase: string) => boolean } {
  if (pattern.length > MAX_GLOB_LENGTH) throw new Error(`the glob has ${String(pattern.length)} characters; the most is ${String(MAX_GLOB_LENGTH)}`);
  const { base, glob } = picomatch.scan(pattern.split(sep).join('/'));
  const matches = picomatch(glob, GLOB_OPTIONS);
  return { base, matches: (path) => matches(path.split(sep).join('/')) };
}

/** True when the text is a glob rather than a plain path. */
export function isGlob(pattern: string): boolean {
  return picomatch.scan(pattern).isGlob;
}

/** An ignore pattern in ESLint's syntax (`!` negates, a trailing `/` names folders only), relative to `base`. */
export function ignoreRule(pattern: string, base: string): IgnoreRule {
  const negated = pattern.startsWith('!');
  let glob = negated ? pattern.slice(1) : pattern;
  const directoriesOnly = glob.endsWith('/');
  if (directoriesOnly) glob = trimEdges(glob, () => false, (character) => character === '/');
  // `**/name` (most .gitignore lines) matches a path by its last part: matched against the whole path, its
  // pattern scanned every folder above the name, again for each .gitignore of a deep tree.
  const name = glob.startsWith('**/') ? glob.slice(3) : undefined;
  const baseDepth = depthOf(base);
  if (name !== undefined && name !== '' && !name.includes('/') && !name.startsWith('**')) {
    // A name's `!` is a character (`**/!b.json`, a .gitignore's `\!b.json`): first in a glob, it negated it.
    const matchesName = globTest(name.startsWith('!') ? `\\${name}` : name);
    return { base, negated, directoriesOnly, nameOnly: true, parts: undefined, baseDepth, matches: (path) => matchesName(path.slice(path.lastIndexOf('/') + 1)) };
  }
  // `dist/**` also names the folder itself, so the walk skips it without listing it.
  const matcher = globTest(glob);
  const parent = glob.endsWith('/**') ? globTest(glob.slice(0, -3)) : undefined;
  const parts = /\*\*|[{}()]/u.test(glob) ? undefined : glob.split('/').length;
  return { base, negated, directoriesOnly, nameOnly: false, parts, baseDepth, matches: (path) => matcher(path) || (parent?.(path) ?? false) };
}

/** The separators in a path, a trailing one aside: a path's parts below a folder are its own less the folder's. */
function depthOf(path: string): number {
  let depth = 0;
  for (let index = path.indexOf(sep); index !== -1 && index < path.length - 1; index = path.indexOf(sep, index + 1)) depth += 1;
  return depth;
}

/**
 * A `/`-separated path's match of a glob (dotfiles included), as picomatch's matcher answers it (the path
 * written as the glob, or its pattern) without the result object that matcher makes per call: a walk asks
 * each ignore rule of each folder above about every entry.
 */
export function globTest(glob: string): (path: string) => boolean {
  const pattern = picomatch.makeRe(glob, GLOB_OPTIONS);
  return (path) => path !== '' && (path === glob || pattern.test(path));
}

/** Whether a path is inside the folder `directory` (a native comparison, no `path.relative`); its prefix made once. */
function belowFolder(directory: string): (path: string) => boolean {
  const prefix = directory.endsWith(sep) ? directory.slice(0, -1) : directory;
  return (path) => path.length > prefix.length + 1 && path.charAt(prefix.length) === sep && path.startsWith(prefix);
}

/** A relative path with `/` separators. */
function posixPath(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

/** The path relative to `base` with `/` separators; undefined when it is not inside `base`. */
function relativePosix(base: string, path: string): string | undefined {
  const local = relative(base, path);
  if (local === '' || local === '..' || local.startsWith(`..${sep}`) || isAbsolute(local)) return undefined;
  return posixPath(local);
}
