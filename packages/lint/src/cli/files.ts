import { basename, dirname, join, relative, resolve } from 'node:path';
import { errorCode, nodeFileSystem, type CliFileSystem, type DirectoryEntry, type FileStats } from './file-system.js';
import { commandLineGlob, createFileFilter, DEFAULT_IGNORES, isGlob, type FileChoice, type FileFilter } from './file-filter.js';
import { SettingsError } from '../read/settings-error.js';
import type { PatternFault } from './pattern-fault.js';

/**
 * One input to lint: a file path, standard input, a file named on the command line that is not linted
 * (ignored, or outside the config's `files`), a pattern that matched nothing (`ignored`: it matched only
 * ignored files), or a fault met on the way (a directory that cannot be read), reported as a fatal
 * problem of that path rather than skipped.
 */
export type Input =
  /** `sniff`: linted only if it holds create requests; else skipped in silence (a walk) or reported as not configured (named). */
  /** `link`: a symbolic link, or a file named on the command line (which may be one): told apart by its own real path. */
  | { readonly kind: 'file'; readonly path: string; readonly sniff?: 'skip' | 'warn'; readonly link?: true }
  | { readonly kind: 'stdin' }
  | { readonly kind: 'ignored'; readonly path: string; readonly reason: IgnoredReason }
  /** A pattern that matched nothing to lint; `fault` says why (nothing at all, or only files the config passes over). */
  | { readonly kind: 'missing'; readonly pattern: string; readonly fault: PatternFault }
  | { readonly kind: 'fault'; readonly path: string; readonly message: string };

/** Why a named file is not linted: an ignore pattern, or no `files` glob of the config matches it. */
export type IgnoredReason = 'ignored' | 'unconfigured';

/** The filter for the files and folders directly in a directory (its config, its `.gitignore` files). */
export type FilterFor = (directory: string) => FileFilter;

/**
 * Expands the command line's files, directories and globs (picomatch's: `*`, `**`, `?`, `[...]`,
 * `{a,b}`, extglobs) lazily, in a stable order: a run over thousands of files starts linting at once and
 * holds only the current directory listing. A directory walk skips ignored folders and files and yields
 * what the filter chooses (`files` globs, or `*.json` files to sniff for create requests); a glob's
 * matches are chosen the same way (and not when a folder above them is ignored); a file named is linted when the
 * config's `files` name it (or, without `files`, when it holds create requests) and it is not ignored, as
 * ESLint does. Standard input is read once however often `-` is given. A directory that cannot be listed
 * is a fault, never a silent skip; a symbolic link to a directory is walked like one (once: a link back up
 * the tree is not followed again), and anything else named `*.json` is yielded for the reader to accept
 * (a regular file) or refuse.
 */
export function* expandInputs(
  patterns: readonly string[],
  cwd: string,
  fs: CliFileSystem = nodeFileSystem,
  filterFor: FilterFor = () => createFileFilter({ baseDir: cwd, files: undefined, ignores: [], ignorePatterns: [], cwd }),
): Generator<Input> {
  // Files are told apart by their real path: a folder reached through a symbolic link and by its own name
  // (`templint templates templates-link`) is one folder, and a link to a file is that file (a walk that
  // met both compared the file with itself: a false repeat of its own name), each linted once, as first
  // met. A file in a walk costs its folder's real path only, looked up once; a link or a named file its own.
  const seen = new Set<string>();
  // Filled by the walks too, which know each folder's real path without asking the file system.
  const realFolders = new Map<string, string>();
  const realPathOf = (path: string, link: boolean): string => {
    if (link) {
      try {
        return fs.realpathSync(path);
      } catch {
        // A dangling link: the reader reports it.
      }
    }
    const folder = dirname(path);
    let real = realFolders.get(folder);
    if (real === undefined) {
      try {
        real = fs.realpathSync(folder);
      } catch {
        real = folder;
      }
      realFolders.set(folder, real);
    }
    return join(real, basename(path));
  };
  let stdinSeen = false;
  for (const pattern of patterns) {
    if (pattern === '-') {
      if (!stdinSeen) yield { kind: 'stdin' };
      stdinSeen = true;
      continue;
    }
    let matched = false;
    // Each pattern walks on its own (a folder named twice still matches); files are deduplicated above.
    for (const input of expandPattern(pattern, cwd, fs, filterFor, nothingWalked(), realFolders)) {
      matched = true;
      if (input.kind === 'file' || input.kind === 'ignored') {
        const real = realPathOf(input.path, input.kind === 'file' && input.link === true);
        if (seen.has(real)) continue;
        seen.add(real);
      }
      yield input;
    }
    if (!matched) yield { kind: 'missing', pattern, fault: whyNothingMatched(pattern, cwd, fs, filterFor) };
  }
}

/** What one pattern's walk has met, so each folder is walked once (and a link back up ends) and each config mistake told once. */
interface Walked {
  /** Every real folder walked, through a link or as itself. */
  readonly folders: Set<string>;
  /** The real folders walked under their own path (a folder a link reached first is walked again as itself). */
  readonly asThemselves: Set<string>;
  /** The config mistakes told. */
  readonly faultsTold: Set<string>;
}

const nothingWalked = (): Walked => ({ folders: new Set(), asThemselves: new Set(), faultsTold: new Set() });

function* expandPattern(
  pattern: string,
  cwd: string,
  fs: CliFileSystem,
  filterFor: FilterFor,
  walked: Walked,
  realFolders = new Map<string, string>(),
): Generator<Input> {
  const absolute = resolve(cwd, pattern);
  const stats = statOf(fs, absolute);
  if (typeof stats === 'string') {
    yield { kind: 'fault', path: absolute, message: `Cannot read "${pattern}" (${stats}).` };
    return;
  }
  if (stats?.isDirectory()) {
    // A folder named that is ignored (`templint dist/`) matches nothing: "all files ... are ignored". It is
    // judged by its own nearest config, as ESLint 10 reads the one of a folder named or `.`: a folder that
    // holds a config is that config's, whatever a config above ignores (`cd apps/b && templint .` under a
    // root config ignoring `apps/`).
    // Under a config with a mistake, the walk tells it and goes on to the folders below with their own.
    const filter = filterOrFault(filterFor, absolute);
    if ('kind' in filter || !filter.skipsDirectory(absolute)) yield* walk(fs, absolute, undefined, (chosen, path) => chosen.choose(path), filterFor, walked, realFolders);
    return;
  }
  // A file, or a FIFO or device named on purpose: the reader reports what it is.
  if (stats) {
    const filter = filterOrFault(filterFor, dirname(absolute), absolute);
    yield 'kind' in filter ? filter : namedFile(absolute, filter);
    return;
  }
  let glob;
  try {
    if (!isGlob(pattern)) return;
    glob = commandLineGlob(pattern);
  } catch (error) {
    // picomatch refuses a glob over 64 KiB: a fault of that pattern, not a crash.
    yield { kind: 'fault', path: absolute, message: `Cannot use the glob (${errorCode(error)}).` };
    return;
  }
  const base = resolve(cwd, glob.base);
  const baseStats = statOf(fs, base);
  if (typeof baseStats === 'string') {
    yield { kind: 'fault', path: base, message: `Cannot read the directory (${baseStats}).` };
    return;
  }
  if (!baseStats?.isDirectory()) return;
  // `dist/**/*.json`: a glob into an ignored folder matches nothing there, as a walk would not enter it
  // (the folder judged by its own nearest config, as a folder named is).
  const baseFilter = filterOrFault(filterFor, base);
  if (!('kind' in baseFilter) && baseFilter.skipsDirectory(base)) return;
  // A match is then chosen as a walk chooses (ESLint's flat config: a file the config's `files` do not
  // name is not linted however it was matched; without `files`, a JSON file that holds no create request).
  yield* walk(fs, base, undefined, (filter, path) => (glob.matches(relative(base, path)) ? filter.choose(path) : 'skip'), filterFor, walked, realFolders);
}

/** A file named on the command line: linted, sniffed, or reported as not linted and why. */
function namedFile(path: string, filter: FileFilter): Input {
  if (filter.skips(path)) return { kind: 'ignored', path, reason: 'ignored' };
  const configured = filter.configured(path);
  if (configured === 'unconfigured') return { kind: 'ignored', path, reason: 'unconfigured' };
  // Named files are few: each is resolved whole, as a link may name another of them.
  return configured === 'sniff' ? { kind: 'file', path, sniff: 'warn', link: true } : { kind: 'file', path, link: true };
}

/**
 * Why a pattern lints no file, asked of every pattern before any file is linted (as ESLint globs them all
 * first, so a run that ends with exit 2 has linted and fixed nothing): undefined when it lints at least one
 * file, names a file (which gets ESLint's "File ignored" warning) or meets a fault (which the run reports).
 * Without `files`, a file a walk finds is linted only if it holds create requests: `sniffLints` reads it to
 * tell, up to the first that does, so the files read twice are those before the pattern's first template.
 */
export function patternFault(pattern: string, cwd: string, fs: CliFileSystem, filterFor: FilterFor, sniffLints: (path: string) => boolean): PatternFault | undefined {
  let sniffed = false;
  // Each pattern on its own, as ESLint judges it: `templint . conf` with no template in conf/ is a fault.
  for (const input of expandPattern(pattern, cwd, fs, filterFor, nothingWalked())) {
    if (input.kind !== 'file' || input.sniff !== 'skip' || sniffLints(input.path)) return undefined;
    sniffed = true;
  }
  return sniffed ? 'no-create-request' : whyNothingMatched(pattern, cwd, fs, filterFor);
}

/**
 * Why a pattern that matched nothing to lint did so: `ignored` when it would match a file the config's
 * `files` name if nothing were ignored (`--no-ignore` helps), `unconfigured` when it matches JSON files
 * that no `files` glob names, `unmatched` when it matches no JSON file at all.
 */
function whyNothingMatched(pattern: string, cwd: string, fs: CliFileSystem, filterFor: FilterFor): PatternFault {
  const matchesWith = (filterOf: FilterFor): boolean => {
    for (const input of expandPattern(pattern, cwd, fs, filterOf, nothingWalked())) {
      if (input.kind === 'file') return true;
    }
    return false;
  };
  const configuredOnly = (directory: string): FileFilter => {
    const filter = filterFor(directory);
    const choose = (path: string): FileChoice => {
      const configured = filter.configured(path);
      return configured === 'lint' || (configured === 'sniff' && path.endsWith('.json')) ? 'lint' : 'skip';
    };
    return { ...filter, choose, skipsDirectory: () => false, ignoresDirectory: () => false, ignoresFile: () => false, skips: () => false };
  };
  if (matchesWith(configuredOnly)) return 'ignored';
  const nothingIgnored = createFileFilter({ baseDir: cwd, files: undefined, ignores: [], ignorePatterns: [], cwd, ignore: false });
  const everything = { ...nothingIgnored, choose: (path: string) => (path.endsWith('.json') ? 'lint' : 'skip') } as const satisfies FileFilter;
  return matchesWith(() => everything) ? 'unconfigured' : 'unmatched';
}

/**
 * Walks `directory`, whose real path is `known` when its parent's walk could tell: a folder that is not a
 * link is at its parent's real path plus its name. Only the walk's start and links are resolved by the file
 * system, whose `realpathSync` looks at every folder on the path: asked for every folder of a tree 1,000
 * deep, it made the walk cubic in the depth (17 s; 2,000 deep: 132 s).
 */
function* walk(
  fs: CliFileSystem,
  directory: string,
  known: string | undefined,
  choose: (filter: FileFilter, path: string) => FileChoice,
  filterFor: FilterFor,
  walked: Walked,
  realFolders: Map<string, string>,
  throughLink = false,
): Generator<Input> {
  let entries: DirectoryEntry[];
  let real: string;
  try {
    // Each real directory once through links (a link to a folder above would otherwise loop forever), and
    // once as itself: a folder a link reached first, under the link's config, whose `files` may take none
    // of its files, is walked again where it is, with its own (its files are linted once, as first met).
    real = known ?? fs.realpathSync(directory);
    if ((throughLink ? walked.folders : walked.asThemselves).has(real)) return;
    walked.folders.add(real);
    if (!throughLink) walked.asThemselves.add(real);
    realFolders.set(directory, real);
    entries = fs.readdirSync(directory);
  } catch (error) {
    yield { kind: 'fault', path: directory, message: `Cannot read the directory (${errorCode(error)}).` };
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const chosen = filterOrFault(filterFor, directory);
  // Under a config with a mistake, none of its files is linted, but a folder below with a config of its own
  // is not its, and is walked (`apps/templint.config.json` broken hid apps/a, linted by
  // apps/a/templint.config.json); its ignores unknown, the default ones hold. The mistake is told once.
  const filter = 'kind' in chosen ? undefined : chosen;
  if ('kind' in chosen && !walked.faultsTold.has(chosen.message)) {
    walked.faultsTold.add(chosen.message);
    yield chosen;
  }
  for (const entry of entries) {
    const path = join(directory, entry.name);
    const link = entry.isSymbolicLink();
    if (entry.isDirectory() || (link && linksToDirectory(fs, path))) {
      const ignored = filter ? filter.ignoresDirectory(path) : DEFAULT_IGNORED_FOLDERS.has(entry.name);
      if (!ignored) yield* walk(fs, path, link ? undefined : join(real, entry.name), choose, filterFor, walked, realFolders, throughLink || link);
      continue;
    }
    if (!filter) continue;
    const choice = choose(filter, path);
    const linked = link ? ({ link: true } as const) : {};
    if (choice === 'lint') yield { kind: 'file', path, ...linked };
    else if (choice === 'sniff') yield { kind: 'file', path, sniff: 'skip', ...linked };
  }
}

/** The folders every config ignores (`node_modules`, `.git`, ...), by name: a walk under a config with a mistake skips them still. */
const DEFAULT_IGNORED_FOLDERS: ReadonlySet<string> = new Set(DEFAULT_IGNORES.map((pattern) => pattern.replace(/^\*\*\//u, '').replace(/\/$/u, '')));

/**
 * The filter for a folder's files, or, when its config (a nested one, read as the walk reaches it) has a
 * mistake, a fault saying so: the files it governs are not linted, every other file is, and the run exits
 * 2. Thrown, it ended the run half-way (`-f json` printed `[` and stopped). The fault is the `named` file's
 * (a file named, or `--stdin-filename`), else the config file's, where an annotation can show it (a
 * folder cannot hold one), else the folder's.
 */
export function filterOrFault(filterFor: FilterFor, directory: string, named?: string): FileFilter | Extract<Input, { kind: 'fault' }> {
  try {
    return filterFor(directory);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return { kind: 'fault', path: named ?? error.configPath ?? directory, message: `${error.message} (its files are not linted)` };
  }
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
