// `--cache`: a file's result is kept between runs, keyed by what it depends on (its bytes and the
// settings that lint it: rules, catalog, existing names, Flow ids, templint's version), so an unchanged file
// with unchanged settings is not linted again. Keyed by content, never by modification time: a checkout,
// a copy or a catalog pulled anew never gives a stale answer (issue 20).
import { createHash } from 'node:crypto';
import { basename, join, relative, resolve, sep } from 'node:path';
import { withEachFixOnce, type LintResult } from '../lint-result.js';
import type { KeptLint } from './lint-file.js';
import type { FileEntry } from './set-pass.js';
import type { Settings } from './config.js';
import { realPathOr, type CliFileSystem } from './file-system.js';
import { readRegularFile } from '../read/read-file.js';
import { writeWholeFile } from './write-whole-file.js';

/** ESLint's `.eslintcache`, by its name. */
export const DEFAULT_CACHE_LOCATION = '.templintcache';

/**
 * The cache file `--cache-location` names, as ESLint reads it: a folder (one that exists, or a path ending
 * with a separator) holds a file of its own per working directory, `.templintcache_<hash>`.
 */
export function cacheFileAt(fs: CliFileSystem, location: string, cwd: string): string {
  const path = resolve(cwd, location);
  // A separator of this system: on Linux and macOS `cache\` names a file of that name, as in ESLint.
  if (!location.endsWith('/') && !location.endsWith(sep) && !isDirectory(fs, path)) return path;
  return join(path, `${DEFAULT_CACHE_LOCATION}_${createHash('sha256').update(cwd).digest('hex').slice(0, 12)}`);
}

function isFile(fs: CliFileSystem, path: string): boolean {
  try {
    return fs.statSync(path).isFile();
  } catch {
    return false;
  }
}

function isDirectory(fs: CliFileSystem, path: string): boolean {
  try {
    return fs.statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The most of a cache file read (a larger one is read as empty and written anew). */
const MAX_CACHE_BYTES = 512 * 1024 * 1024;

/** The cache file's own format version: a file of another one is read as empty. */
export const CACHE_FORMAT = 4;

/**
 * How every cache file starts (`save` writes `format` first): a file at the location that starts otherwise
 * is not a cache, damaged or not, but someone's file (`--cache-location templates/*.json` named a template).
 */
const CACHE_OPENING = Buffer.from('{"format":', 'utf8');

/** What `save` says, in place of an error code, when the file at the location is not a cache. */
export const NOT_A_CACHE = 'the file there is not a templint cache: it is left as it is; name another --cache-location';

export interface CacheEntry extends KeptLint {
  readonly key: string;
}

export interface LintCache {
  /** What was kept for this file under this key, if anything. */
  get(path: string, key: string): KeptLint | undefined;
  /** Keeps a file's result (and entries) under its key, for the next run. */
  set(path: string, key: string, kept: KeptLint): void;
  /**
   * Writes the cache file whole (this run's files, and the others kept while they exist); an error code
   * when it cannot, or `NOT_A_CACHE` when the file there is not a cache (never written over: ESLint's
   * would replace it).
   */
  save(): string | undefined;
  /** The results the cache file held when opened, by file (for worker threads). */
  readonly previous: Readonly<Record<string, CacheEntry | undefined>>;
}

/**
 * The key of a file's result: a hash of the settings that lint it and of its bytes. `settings` is any
 * text that changes whenever the result could (the caller builds it once per set of settings).
 */
export function cacheKey(settings: string, bytes: Uint8Array): string {
  return createHash('sha256').update(settings).update('\0').update(bytes).digest('base64url');
}

/**
 * Opens the cache at `location` for a run of templint `version`. A missing, unreadable or damaged cache
 * file is an empty cache (never an error: it only costs time); it is rewritten whole by `save`. With
 * `root` (the working directory), the file holds paths relative to it: a cache restored into a checkout
 * at another path (CI runners do that) is used, where ESLint's, keyed by absolute path, lints every file again.
 */
export function openLintCache(fs: CliFileSystem, location: string, version: string, root?: string): LintCache {
  const { entries: kept, whole, foreign } = readEntries(fs, location, version, root);
  const next: Record<string, CacheEntry> = Object.create(null) as Record<string, CacheEntry>;
  // A file that was missing or damaged, or held another version's results, is written anew.
  let changed = !whole;
  return {
    previous: kept,
    get(path, key) {
      const entry = kept[path];
      return entry?.key === key ? entry : undefined;
    },
    set(path, key, value) {
      if (!sameKept(kept[path], key, value)) changed = true;
      // Kept as `-f json` writes it: a text edit shared by several messages once (a cache of N copies of a
      // body grew with its square, as the report did).
      next[path] = { key, ...value, result: withEachFixOnce(value.result) };
    },
    save() {
      if (foreign) return NOT_A_CACHE;
      // As ESLint: a file this run did not lint (a run over some files, as lint-staged's) keeps its result
      // while it exists; the next full run found the cache holding only the last run's files. Kept by
      // content, such a result is never stale.
      for (const [path, entry] of Object.entries(kept)) {
        if (entry !== undefined && !(path in next) && isFile(fs, path)) next[path] = entry;
      }
      // A run that found every file as the cache kept it, and no other, leaves the file as it is.
      if (!changed && Object.keys(next).length === Object.keys(kept).length) return undefined;
      const stored = root === undefined ? next : Object.fromEntries(Object.entries(next).map(([path, entry]) => [relative(root, path), movedEntry(entry, (file) => relative(root, file))]));
      return writeWholeFile(fs, location, JSON.stringify({ format: CACHE_FORMAT, version, entries: stored }));
    },
  };
}

/**
 * The results a cache file holds, whether it held them whole (nothing missing, damaged or of another
 * version), and whether the file there is not a cache at all (`foreign`: empty is a cache not written yet).
 */
function readEntries(fs: CliFileSystem, location: string, version: string, root: string | undefined): { entries: Readonly<Record<string, CacheEntry | undefined>>; whole: boolean; foreign: boolean } {
  const entries = Object.create(null) as Record<string, CacheEntry>;
  const read = readRegularFile(fs, location, { maxBytes: MAX_CACHE_BYTES });
  // A FIFO is no cache: writing one waits for a reader that never comes (found by QA: a run held until SIGKILL).
  if (typeof read === 'string') return { entries, whole: false, foreign: isFifo(fs, location) };
  const bytes = Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength);
  // Under templint's own name (`.templintcache`, `.templintcache_<hash>`), whatever is there is a damaged cache.
  // The name is the file's own, not a link's: a link of that name to a template (or package.json) is that
  // file, judged by what it holds (the cache was written through the link, over it).
  const own = basename(realPathOr(fs, location)).startsWith(DEFAULT_CACHE_LOCATION);
  if (!own && bytes.length > 0 && !bytes.subarray(0, CACHE_OPENING.length).equals(CACHE_OPENING)) return { entries, whole: false, foreign: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { entries, whole: false, foreign: false };
  }
  if (!isRecord(parsed) || parsed.format !== CACHE_FORMAT || parsed.version !== version || !isRecord(parsed.entries)) return { entries, whole: false, foreign: false };
  let whole = true;
  for (const [path, entry] of Object.entries(parsed.entries)) {
    const fileEntries = isRecord(entry) && Array.isArray(entry.entries) ? entry.entries.filter(isFileEntry) : undefined;
    if (!isRecord(entry) || typeof entry.key !== 'string' || !isResult(entry.result) || fileEntries?.length !== (Array.isArray(entry.entries) ? entry.entries.length : undefined)) whole = false;
    if (isRecord(entry) && typeof entry.key === 'string' && isResult(entry.result)) {
      const read: CacheEntry = {
        key: entry.key,
        result: entry.result,
        ...(fileEntries ? { entries: fileEntries } : {}),
        ...(entry.template === true ? { template: true } : {}),
      };
      if (root === undefined) entries[path] = read;
      else entries[resolve(root, path)] = movedEntry(read, (file) => resolve(root, file));
    }
  }
  return { entries, whole, foreign: false };
}

/** The entry with each path its result names (the file's, a related location's) mapped by `move`. */
function movedEntry(entry: CacheEntry, move: (path: string) => string): CacheEntry {
  const messages = entry.result.messages.map((message) => (message.related ? { ...message, related: { ...message.related, filePath: move(message.related.filePath) } } : message));
  return { ...entry, result: { ...entry.result, filePath: move(entry.result.filePath), messages } };
}

/**
 * Whether keeping `value` under `key` keeps what the cache file holds: a result is the same for the same
 * key (its bytes and settings), so the key, whether entries are kept and the walk's answer say it all.
 */
function sameKept(before: CacheEntry | undefined, key: string, value: KeptLint): boolean {
  return before?.key === key && (before.entries === undefined) === (value.entries === undefined) && before.template === value.template;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Enough of a result's shape to print it: a damaged entry is dropped, not printed. */
function isResult(value: unknown): value is LintResult {
  if (!isRecord(value) || typeof value.filePath !== 'string' || !Array.isArray(value.messages)) return false;
  const counts = ['errorCount', 'warningCount', 'fatalErrorCount', 'fixableErrorCount', 'fixableWarningCount'];
  return counts.every((name) => Number.isInteger(value[name])) && value.messages.every((message) => isRecord(message) && typeof message.message === 'string' && typeof message.line === 'number' && typeof message.column === 'number' && (message.severity === 1 || message.severity === 2));
}

/** An entry as the set pass reads it: a damaged one is dropped, not compared. */
function isFileEntry(value: unknown): value is FileEntry {
  return isRecord(value) && isRecord(value.entry) && (value.index === undefined || Number.isInteger(value.index));
}

/** What besides a file's own settings changes its result: the run's flags and templint itself. */
export interface RunKey {
  readonly version: string;
  readonly locale: string;
  readonly quiet: boolean;
  readonly fixes: boolean;
}

/**
 * A run's cache keys: a file's settings (rules, catalog, names, Flow ids, the account's templates, as the
 * project resolves them for it) and the run's flags, as one text hashed once per distinct settings.
 */
export function createKeyOf(settingsOf: (file: string) => Settings, run: RunKey): (file: string, bytes: Uint8Array) => string {
  // The settings' text holds the catalog and every name: hashed once per settings, not with each file.
  const digests = new Map<Settings, string>();
  return (file, bytes) => {
    const settings = settingsOf(file);
    let digest = digests.get(settings);
    if (digest === undefined) {
      const text = JSON.stringify({ run, options: settings.validateOptions }, (_, value: unknown) => (value instanceof Set ? [...(value as Set<unknown>)] : value));
      digest = createHash('sha256').update(text).digest('base64url');
      digests.set(settings, digest);
    }
    return cacheKey(digest, bytes);
  };
}

function isFifo(fs: CliFileSystem, path: string): boolean {
  try {
    return fs.statSync(path).isFIFO();
  } catch {
    return false;
  }
}
