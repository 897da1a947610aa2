import { lstatSync } from 'node:fs';
import picomatch from 'picomatch';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { checkCatalog, RULE_SETTINGS, ruleSettingsProblems, rules, type Catalog, type RuleEntry, type ValidateOptions } from '@templint/core';
import { closest } from '@templint/core/internal';
import type { CatalogMapping } from '@templint/client';
// The mapping's check alone: the client's entry would load the client with it (the CLI's start-up).
import { catalogMappingProblems } from '@templint/client/catalog-mapping';
import { templatesOrThrow } from '../read/account-snapshot.js';
import { deletedNamesOrThrow, stringListOrThrow, type DeletedNamesSetting, type ListSetting } from '../read/name-lists.js';
import { readSettingsFile } from '../read/read-settings-file.js';
import { SettingsError } from '../read/settings-error.js';
import { echoed } from './echoed.js';
import { GLOB_OPTIONS } from './file-filter.js';
import { DUPLICATE_KEY_RULE_ID } from '../duplicate-key-problem.js';
import { PARSE_ERROR_RULE_ID } from '../fatal-problem.js';

export const DEFAULT_CONFIG_FILE = 'templint.config.json';
// `name` labels it, as any ESLint config object (the object form included).
const CONFIG_KEYS = ['$schema', 'name', 'catalog', 'catalogMapping', 'deletedTemplateNames', 'existingTemplateNames', 'existingTemplates', 'files', 'flowIds', 'ignores', 'rules'];
/** The keys of one object of an array config (ESLint's flat config habit): `name` labels it. */
const ENTRY_KEYS = ['name', 'catalog', 'catalogMapping', 'deletedTemplateNames', 'existingTemplateNames', 'existingTemplates', 'files', 'flowIds', 'ignores', 'rules'];
const RULE_IDS = rules.map((rule) => rule.id);
const SETTING_WORDS = RULE_SETTINGS.map((setting) => JSON.stringify(setting)).join(', ');

/** What the settings come from on the command line (the command line wins over the config file). */
export interface SettingsArgs {
  readonly config?: string | undefined;
  readonly catalog?: string | undefined;
  readonly existingNames?: string | undefined;
  readonly flowIds?: string | undefined;
  readonly existingTemplates?: string | undefined;
  readonly deletedNames?: string | undefined;
  readonly rules?: Readonly<Record<string, unknown>>;
}

/** The settings of a run: the validator's options and where the files to lint are found. */
export interface Settings {
  readonly validateOptions: ValidateOptions;
  /** The config file used, if any (absolute). */
  readonly configPath: string | undefined;
  /** The folder the config's `files` and `ignores` are relative to: the config's, else the working directory. */
  readonly baseDir: string;
  /** The config's `files` globs; undefined when it has none (a directory walk then looks for create requests). */
  readonly files: readonly string[] | undefined;
  /** The config's `ignores` globs. */
  readonly ignores: readonly string[];
  readonly catalogMapping: CatalogMapping | undefined;
  /** True when no catalog was given: the bundled example catalog is used. */
  readonly exampleCatalog: boolean;
  /** The account snapshot file (`existingTemplates`), absolute: a directory walk does not lint it as templates. */
  readonly snapshotFile: string | undefined;
  /**
   * What the rules that compare templates read besides the requests, as read from the settings files (the
   * same objects for every file whose settings name the same files): files with the same account are
   * compared together (cli/set-groups.ts).
   */
  readonly account: AccountSources;
}

/** The account's sources: the snapshot, the deleted and existing names, and the catalog they are read with. */
export interface AccountSources {
  readonly templates: readonly unknown[] | undefined;
  readonly deletedNames: DeletedNamesSetting | undefined;
  readonly existingNames: readonly string[] | undefined;
  readonly catalog: Catalog | undefined;
}

/**
 * Whether the folder has an entry of that name, a symbolic link that leads nowhere (or in a loop) included:
 * such a config is the folder's, and reading it is the error to report. `existsSync` follows the link, and
 * a dangling one was passed over in silence: the run took the config of a folder above, or none.
 */
export function configEntryExists(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}

/** The nearest `templint.config.json`, from `cwd` up to the file system's root (as ESLint finds its config). */
export function findConfigFile(cwd: string, fileExists: (path: string) => boolean = configEntryExists): string | undefined {
  let directory = resolve(cwd);
  for (;;) {
    const candidate = resolve(directory, DEFAULT_CONFIG_FILE);
    if (fileExists(candidate)) return candidate;
    const parent = dirname(directory);
    if (parent === directory) return undefined;
    directory = parent;
  }
}

/**
 * What the command line and config file say, merged (the command line wins), for a file at `cwd` level:
 * the config's objects that name no `files` (`templint preview`; a lint run asks `settingsForFile`).
 */
export function resolveSettings(args: SettingsArgs, cwd: string, fileExists: (path: string) => boolean = configEntryExists): Settings {
  const configPath = args.config ? resolve(cwd, args.config) : findConfigFile(cwd, fileExists);
  const shownConfig = configPath ? relative(cwd, configPath) || configPath : '';
  const config = configPath ? loadConfigFile(configPath, args.config ?? shownConfig, args.config ? resolve(cwd) : dirname(configPath)) : undefined;
  return settingsForFile(config, undefined, readCommandLine(args, cwd), cwd);
}

/** The settings the command line gives (read once per run; they win over every config). */
export interface CommandLineSettings {
  readonly catalog?: { readonly catalog: Catalog; readonly source: string };
  readonly existingTemplateNames?: string[];
  readonly flowIds?: string[];
  /** `--existing-templates`: the account snapshot, and its file (absolute). */
  readonly existingTemplates?: { readonly templates: unknown[]; readonly file: string };
  readonly deletedTemplateNames?: DeletedNamesSetting;
  readonly rules: Record<string, RuleEntry>;
}

/**
 * Reads the files the command line names (`--catalog`, `--existing-names`, `--flow-ids`,
 * `--existing-templates`, `--deleted-names`) and checks `--rule`.
 */
export function readCommandLine(args: SettingsArgs, cwd: string): CommandLineSettings {
  return {
    ...(args.catalog ? { catalog: { catalog: readCatalog(resolve(cwd, args.catalog), args.catalog), source: args.catalog } } : {}),
    ...(args.existingNames ? { existingTemplateNames: readStringList(resolve(cwd, args.existingNames), args.existingNames, 'existingTemplateNames') } : {}),
    ...(args.flowIds ? { flowIds: readStringList(resolve(cwd, args.flowIds), args.flowIds) } : {}),
    ...(args.existingTemplates
      ? { existingTemplates: { templates: readTemplateSnapshot(resolve(cwd, args.existingTemplates), args.existingTemplates), file: resolve(cwd, args.existingTemplates) } }
      : {}),
    ...(args.deletedNames ? { deletedTemplateNames: deletedNamesOrThrow(readJson(resolve(cwd, args.deletedNames), args.deletedNames), args.deletedNames, '') } : {}),
    rules: checkRules(args.rules ?? {}, '--rule', ''),
  };
}

/**
 * The settings for one file: the config's objects that apply to it merged in order (a later one wins,
 * and a rule given only a severity keeps the options an earlier object gave it, as in ESLint), then the
 * command line. `file` undefined: only the objects that name no `files`.
 */
export function settingsForFile(config: ConfigFile | undefined, file: string | undefined, commandLine: CommandLineSettings, cwd: string): Settings {
  const merged: { -readonly [K in keyof Config]: Config[K] } = {};
  const rules: Record<string, RuleEntry> = {};
  for (const entry of config?.entries ?? []) {
    if (!entryApplies(entry, file, config?.baseDir ?? cwd)) continue;
    if (entry.catalog) merged.catalog = entry.catalog;
    if (entry.existingTemplateNames) merged.existingTemplateNames = entry.existingTemplateNames;
    if (entry.flowIds) merged.flowIds = entry.flowIds;
    if (entry.existingTemplates) {
      merged.existingTemplates = entry.existingTemplates;
      if (entry.existingTemplatesFile !== undefined) merged.existingTemplatesFile = entry.existingTemplatesFile;
      else delete merged.existingTemplatesFile;
    }
    if (entry.deletedTemplateNames) merged.deletedTemplateNames = entry.deletedTemplateNames;
    for (const [id, setting] of Object.entries(entry.rules ?? {})) rules[id] = mergeRule(rules[id], setting);
  }
  for (const [id, setting] of Object.entries(commandLine.rules)) rules[id] = mergeRule(rules[id], setting);
  const catalog = commandLine.catalog ?? merged.catalog;
  const existingTemplateNames = commandLine.existingTemplateNames ?? merged.existingTemplateNames;
  const flowIds = commandLine.flowIds ?? merged.flowIds;
  const existingTemplates = commandLine.existingTemplates?.templates ?? merged.existingTemplates;
  const deletedTemplateNames = commandLine.deletedTemplateNames ?? merged.deletedTemplateNames;
  // Sets built once here, not once per linted file.
  const validateOptions: ValidateOptions = {
    ...(catalog ? { catalog: catalog.catalog, catalogSource: catalog.source } : {}),
    ...(existingTemplateNames ? { existingTemplateNames: new Set(existingTemplateNames) } : {}),
    ...(flowIds ? { flowIds: new Set(flowIds) } : {}),
    ...(existingTemplates ? { existingTemplates } : {}),
    ...(deletedTemplateNames ? { deletedTemplateNames } : {}),
    rules,
  };
  return {
    validateOptions,
    configPath: config?.path,
    baseDir: config?.baseDir ?? cwd,
    files: config?.files,
    ignores: config?.ignores ?? [],
    catalogMapping: config?.catalogMapping,
    exampleCatalog: catalog === undefined,
    snapshotFile: commandLine.existingTemplates?.file ?? merged.existingTemplatesFile,
    account: { templates: existingTemplates, deletedNames: deletedTemplateNames, existingNames: existingTemplateNames, catalog: catalog?.catalog },
  };
}

/** Which of the config's objects apply to the file, as a key: files with the same key share a validator. */
export function entriesKey(config: ConfigFile | undefined, file: string): string {
  return (config?.entries ?? []).map((entry) => (entryApplies(entry, file, config?.baseDir ?? '') ? '1' : '0')).join('');
}

/**
 * Whether an object with `files` applies to the file, its own `ignores` not leaving it out: as in ESLint,
 * only such a file is linted when the config names `files` (the union of the globs is not enough).
 */
export function filesApply(config: ConfigFile, file: string): boolean {
  return config.entries.some((entry) => entry.files !== undefined && entryApplies(entry, file, config.baseDir));
}

function entryApplies(entry: ConfigEntry, file: string | undefined, baseDir: string): boolean {
  if (entry.files === undefined && entry.ignores === undefined) return true;
  if (file === undefined) return entry.files === undefined;
  const local = relativePosix(baseDir, file);
  if (local === undefined) return false;
  if (entry.files !== undefined && !entry.files.matches(local)) return false;
  return !entry.ignores?.matches(local);
}

/** A later setting over an earlier one: a bare severity keeps the earlier options. */
function mergeRule(earlier: RuleEntry | undefined, later: RuleEntry): RuleEntry {
  if (Array.isArray(later) || !Array.isArray(earlier)) return later;
  return [later, (earlier as readonly unknown[])[1]] as RuleEntry;
}

/**
 * The `catalogMapping` section of the config (`--config`, else the nearest one), for `catalog pull`: the
 * rest of the config is not read, so a config naming a catalog file not pulled yet is no obstacle.
 */
export function readCatalogMapping(configArg: string | undefined, cwd: string): CatalogMapping | undefined {
  const configPath = configArg ? resolve(cwd, configArg) : findConfigFile(cwd);
  if (configPath === undefined) return undefined;
  const shown = configArg ?? (relative(cwd, configPath) || configPath);
  const value = readJson(configPath, shown);
  const objects = Array.isArray(value) ? value : [value];
  let mapping: CatalogMapping | undefined;
  for (const object of objects) {
    if (!isRecord(object)) throw new SettingsError(shown, '', CONFIG_SHAPE);
    if (object.catalogMapping !== undefined) mapping = checkMapping(object.catalogMapping, shown);
  }
  return mapping;
}

function checkMapping(value: unknown, shown: string): CatalogMapping {
  const problems = catalogMappingProblems(value);
  if (problems.length > 0) throw new SettingsError(shown, '', problems.length === 1 ? (problems[0] ?? '') : `\n  ${problems.join('\n  ')}`);
  return value as CatalogMapping;
}

const EMPTY_FILES = 'must name at least one glob: an empty list names no file (leave "files" out to lint the files that hold create requests)';

const NEGATED_FILES = 'takes no negated glob: "!x" names every other file (README.md, scripts, package.json), each linted as a broken template; leave x out with "ignores": ["x"]';

const CONFIG_SHAPE = 'a config file must hold a JSON object, or an array of them (as ESLint\'s flat config)';

interface Config {
  readonly catalog?: { readonly catalog: Catalog; readonly source: string };
  readonly catalogMapping?: CatalogMapping;
  readonly existingTemplateNames?: string[];
  readonly flowIds?: string[];
  readonly existingTemplates?: unknown[];
  readonly existingTemplatesFile?: string;
  readonly deletedTemplateNames?: DeletedNamesSetting;
  readonly files?: string[];
  readonly ignores?: string[];
  readonly rules?: Record<string, RuleEntry>;
}

/** Globs relative to the config's folder, compiled once. */
interface Globs {
  readonly patterns: readonly string[];
  readonly matches: (path: string) => boolean;
}

/** One object of a config: the settings it gives the files it applies to. */
export interface ConfigEntry {
  /** The files it applies to; undefined: every file. */
  readonly files: Globs | undefined;
  /** Files it does not apply to (`ignores` beside other keys in an array config). */
  readonly ignores: Globs | undefined;
  readonly catalog?: { readonly catalog: Catalog; readonly source: string };
  readonly existingTemplateNames?: string[];
  readonly flowIds?: string[];
  readonly existingTemplates?: unknown[];
  /** The file `existingTemplates` was read from, absolute. */
  readonly existingTemplatesFile?: string;
  readonly deletedTemplateNames?: DeletedNamesSetting;
  readonly rules?: Record<string, RuleEntry>;
}

/** A config file, read and checked. */
export interface ConfigFile {
  readonly path: string;
  /** The folder its globs are relative to: its own, or the working directory for `--config` (as ESLint's). */
  readonly baseDir: string;
  readonly entries: readonly ConfigEntry[];
  /** Every `files` glob of its objects; undefined when none names `files` (a walk then looks for create requests). */
  readonly files: readonly string[] | undefined;
  /** Its global ignores: the object form's `ignores`, or an array object's whose only key is `ignores`. */
  readonly ignores: readonly string[];
  readonly catalogMapping: CatalogMapping | undefined;
}

/**
 * Reads a `templint.config.json`: one object, or (as ESLint's flat config) an array of objects whose
 * `files` globs say which files each one's settings apply to, a later object winning. Its globs are
 * relative to `globBase`: its folder when looked up, the working directory for `--config` (as ESLint 10's
 * `-c`, so `-c configs/templint.config.json` takes `templates/**` from where it runs).
 */
export function loadConfigFile(path: string, shown: string, globBase: string = dirname(path)): ConfigFile {
  const value = readJson(path, shown);
  // The files it names (catalog, lists) are always relative to its own folder, as a JS config's imports.
  const fileBase = dirname(path);
  const baseDir = globBase;
  if (isRecord(value)) {
    if (value.name !== undefined && typeof value.name !== 'string') throw new SettingsError(shown, 'name', 'must be a string');
    const config = readConfig(value, fileBase, shown, CONFIG_KEYS, '');
    return {
      path,
      baseDir,
      entries: [toEntry(config, undefined, shown, '')],
      files: config.files,
      ignores: config.ignores ?? [],
      catalogMapping: config.catalogMapping,
    };
  }
  if (!Array.isArray(value)) throw new SettingsError(shown, '', CONFIG_SHAPE);
  const entries: ConfigEntry[] = [];
  const ignores: string[] = [];
  let files: string[] | undefined;
  let catalogMapping: CatalogMapping | undefined;
  for (const [index, object] of value.entries()) {
    const prefix = `[${String(index)}].`;
    if (!isRecord(object)) throw new SettingsError(shown, `[${String(index)}]`, 'must be an object');
    if (object.name !== undefined && typeof object.name !== 'string') throw new SettingsError(shown, `${prefix}name`, 'must be a string');
    const config = readConfig(object, fileBase, shown, ENTRY_KEYS, prefix);
    if (config.catalogMapping !== undefined) {
      if (config.files !== undefined) throw new SettingsError(shown, `${prefix}catalogMapping`, 'is read by `catalog pull` for the whole account: put it in an object without "files"');
      catalogMapping = config.catalogMapping;
    }
    // As in ESLint: an object whose only key is `ignores` ignores those files everywhere.
    const onlyIgnores = Object.keys(object).every((key) => key === 'ignores' || key === 'name');
    if (onlyIgnores) {
      ignores.push(...(config.ignores ?? []));
      continue;
    }
    if (config.files) files = [...new Set([...(files ?? []), ...config.files])];
    entries.push(toEntry(config, config.ignores, shown, prefix));
  }
  return { path, baseDir, entries, files, ignores, catalogMapping };
}

function toEntry(config: Config, scopedIgnores: readonly string[] | undefined, shown: string, prefix: string): ConfigEntry {
  return {
    files: config.files === undefined ? undefined : globs(config.files, shown, `${prefix}files`),
    ignores: scopedIgnores === undefined ? undefined : ignoreGlobs(scopedIgnores, shown, `${prefix}ignores`),
    ...(config.catalog ? { catalog: config.catalog } : {}),
    ...(config.existingTemplateNames ? { existingTemplateNames: config.existingTemplateNames } : {}),
    ...(config.flowIds ? { flowIds: config.flowIds } : {}),
    ...(config.existingTemplates ? { existingTemplates: config.existingTemplates } : {}),
    ...(config.existingTemplatesFile ? { existingTemplatesFile: config.existingTemplatesFile } : {}),
    ...(config.deletedTemplateNames ? { deletedTemplateNames: config.deletedTemplateNames } : {}),
    ...(config.rules ? { rules: config.rules } : {}),
  };
}

function globs(patterns: readonly string[], shown: string, field: string): Globs {
  try {
    // As ESLint's minimatch: `templates/**/*.json` takes `templates/.drafts/a.json` too, and `[!a]` is any character but a.
    const matchers = patterns.map((pattern) => picomatch(pattern, GLOB_OPTIONS));
    return { patterns, matches: (path) => matchers.some((matches) => matches(path)) };
  } catch (error) {
    throw new SettingsError(shown, field, `cannot use the glob (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * An object's own `ignores`, read as ESLint reads them: in order, a later `!pattern` taking back a file an
 * earlier one left out (matched as a glob, `!templates/legacy/keep.json` named every other file, so the
 * object applied to none).
 */
function ignoreGlobs(patterns: readonly string[], shown: string, field: string): Globs {
  const negated = patterns.map((pattern) => pattern.startsWith('!'));
  const each = patterns.map((pattern, index) => globs([negated[index] === true ? pattern.slice(1) : pattern], shown, field).matches);
  return {
    patterns,
    matches: (path) => {
      let ignored = false;
      for (const [index, matches] of each.entries()) {
        if (negated[index] === ignored && matches(path)) ignored = !ignored;
      }
      return ignored;
    },
  };
}

/** ESLint's `basePath` (9.30+) scopes a config object to a folder; templint's way is a config in that folder. */
const BASE_PATH_HINT = 'ESLint\'s; for a folder\'s own settings, put a templint.config.json in that folder: each file takes the nearest one above it';

function readConfig(value: Record<string, unknown>, base: string, shown: string, keys: readonly string[], prefix: string): Config {
  for (const key of Object.keys(value)) {
    if (!keys.includes(key)) {
      const suggestion = closest(key, [...keys]);
      const hint = key === 'basePath' ? ` (${BASE_PATH_HINT})` : suggestion ? ` (did you mean "${suggestion}"?)` : '';
      throw new SettingsError(shown, `${prefix}${key}`, `unknown setting${hint}; known: ${keys.filter((known) => known !== '$schema').join(', ')}`);
    }
  }
  const catalog = value.catalog;
  const config: { -readonly [K in keyof Config]: Config[K] } = {};
  if (typeof catalog === 'string') {
    const file = namedFile(base, shown, catalog, `${prefix}catalog`);
    config.catalog = { catalog: readCatalog(file.path, file.shown), source: file.shown };
  }
  else if (catalog !== undefined) config.catalog = { catalog: catalogOrThrow(catalog, shown, `${prefix}catalog.`), source: `the catalog in ${shown}` };
  if (typeof value.existingTemplates === 'string') {
    const file = namedFile(base, shown, value.existingTemplates, `${prefix}existingTemplates`);
    config.existingTemplatesFile = file.path;
    config.existingTemplates = readTemplateSnapshot(file.path, file.shown);
  } else if (value.existingTemplates !== undefined) config.existingTemplates = templatesOrThrow(value.existingTemplates, shown, `${prefix}existingTemplates`);
  for (const key of ['existingTemplateNames', 'flowIds'] as const) {
    const entry = value[key];
    if (typeof entry === 'string') {
      const file = namedFile(base, shown, entry, `${prefix}${key}`);
      config[key] = readStringList(file.path, file.shown, key);
    }
    else if (entry !== undefined) config[key] = stringListOrThrow(entry, shown, `${prefix}${key}`, key);
  }
  const deleted = value.deletedTemplateNames;
  if (typeof deleted === 'string') {
    const file = namedFile(base, shown, deleted, `${prefix}deletedTemplateNames`);
    config.deletedTemplateNames = deletedNamesOrThrow(readJson(file.path, file.shown), file.shown, '');
  } else if (deleted !== undefined) config.deletedTemplateNames = deletedNamesOrThrow(deleted, shown, `${prefix}deletedTemplateNames`);
  for (const key of ['files', 'ignores'] as const) {
    const entry = value[key];
    if (entry !== undefined) config[key] = stringListOrThrow(entry, shown, `${prefix}${key}`);
  }
  // ESLint refuses it too: read as given, it lints none of the folder's files, without a word.
  if (config.files?.length === 0) throw new SettingsError(shown, `${prefix}files`, EMPTY_FILES);
  // ESLint takes it and lints what its default extensions name (its own config, as JSON): no habit to keep.
  const negated = config.files?.findIndex((glob) => glob.startsWith('!')) ?? -1;
  if (negated !== -1) throw new SettingsError(shown, `${prefix}files[${String(negated)}]`, NEGATED_FILES);
  if (value.catalogMapping !== undefined) config.catalogMapping = checkMapping(value.catalogMapping, shown);
  if (value.rules !== undefined) {
    if (!isRecord(value.rules)) throw new SettingsError(shown, `${prefix}rules`, `must be an object of rule id to a severity (${SETTING_WORDS})`);
    config.rules = checkRules(value.rules, shown, `${prefix}rules.`);
  }
  return config;
}

/**
 * A file a config names: its path, relative to the config's folder, and its name as the user finds it from
 * the working directory (a nested config's `"catalog": "../catalog.json"` is shown `catalog.json`, the
 * name its errors and the diagnostics give; shown as written, it named a file that is not there).
 */
function namedFile(base: string, shownConfig: string, name: string, field: string): { readonly path: string; readonly shown: string } {
  // Read as the config's own folder, it was "cannot read the file: it is a directory", naming no file.
  if (name === '') throw new SettingsError(shownConfig, field, 'must name a file, relative to the config\'s folder (it is "")');
  return { path: resolve(base, name), shown: isAbsolute(name) ? name : join(dirname(shownConfig), name) };
}

/** The path relative to `base` with `/` separators; undefined when it is not inside `base`. */
function relativePosix(base: string, path: string): string | undefined {
  const local = relative(base, path);
  if (local === '' || local === '..' || local.startsWith(`..${sep}`) || isAbsolute(local)) return undefined;
  return local.split(sep).join('/');
}

/** Rule settings: a severity in ESLint's words or numbers, or `[severity, options]`; checked by core's one check. */
function checkRules(settings: Readonly<Record<string, unknown>>, shown: string, prefix: string): Record<string, RuleEntry> {
  const [problem] = ruleSettingsProblems(settings, rules);
  if (!problem) return settings as Record<string, RuleEntry>;
  // Core names what is wrong; the guess of what was meant is the CLI's.
  const unknownRule = problem.message === 'unknown rule' && problem.ruleId !== undefined;
  const guess = unknownRule ? guessRule(problem.ruleId) : undefined;
  // Own keys only: `constructor` is no text problem (found by QA: "not a rule: function Object() ...").
  const textProblem = unknownRule && Object.hasOwn(TEXT_PROBLEMS, problem.ruleId) ? TEXT_PROBLEMS[problem.ruleId] : undefined;
  const message = textProblem
    ? `not a rule: ${textProblem}; no setting turns it off`
    : guess
      ? `${problem.message} (did you mean "${guess}"?${guess === problem.ruleId?.slice(ESLINT_PREFIX.length) ? ` The "${ESLINT_PREFIX}" prefix is the ESLint plugin's; templint's own ids go without it.` : ''})`
      : unknownRule
        ? `${problem.message}; "templint --list-rules" lists the rules`
        : problem.message;
  throw new SettingsError(shown, `${prefix}${echoed(problem.ruleId ?? '')}`, message);
}

/**
 * The ids reports give the problems of the text itself, which no core rule sees (docs/spec-decisions.md,
 * "A key written twice in one object"): a user who turns one off by the id a report showed is told why it
 * cannot be, not that it is unknown.
 */
const TEXT_PROBLEMS: Readonly<Record<string, string>> = {
  [DUPLICATE_KEY_RULE_ID]: 'a key written twice in one object is a problem of the JSON text, reported as a parsing error is (only its last value reaches the rules)',
  [PARSE_ERROR_RULE_ID]: 'it is the id SARIF gives a parsing error, a problem of the JSON text',
};

/** The ESLint plugin's namespace, which a user keeping both configs may carry over. */
const ESLINT_PREFIX = 'templint/';

/** The rule id a mistyped one most likely meant: the same id without the ESLint plugin's prefix, or the closest. */
function guessRule(ruleId: string): string | undefined {
  const unprefixed = ruleId.startsWith(ESLINT_PREFIX) ? ruleId.slice(ESLINT_PREFIX.length) : undefined;
  if (unprefixed !== undefined && RULE_IDS.includes(unprefixed)) return unprefixed;
  return closest(ruleId, RULE_IDS);
}

function readCatalog(path: string, shown: string): Catalog {
  return catalogOrThrow(readJson(path, shown), shown, '');
}

/** The catalog, or an error listing every problem, one a line. */
function catalogOrThrow(value: unknown, shown: string, prefix: string): Catalog {
  const checked = checkCatalog(value);
  if (checked.ok) return checked.catalog;
  const lines = checked.problems.map((problem) => {
    // A problem of the whole catalog has no path: said alone, not after ": " or "catalog.: ".
    const at = `${prefix}${problem.path}`;
    const field = at.endsWith('.') ? at.slice(0, -1) : at;
    return field === '' ? problem.message : `${field}: ${problem.message}`;
  });
  throw new SettingsError(shown, '', `not a valid catalog (${String(lines.length)} problem${lines.length === 1 ? '' : 's'}):\n  ${lines.join('\n  ')}`);
}

/** The account's templates from a snapshot file: see `templatesOrThrow`. */
function readTemplateSnapshot(path: string, shown: string): unknown[] {
  return templatesOrThrow(readJson(path, shown), shown, '');
}

function readStringList(path: string, shown: string, setting?: ListSetting): string[] {
  return stringListOrThrow(readJson(path, shown), shown, '', setting);
}

function readJson(path: string, shown: string): unknown {
  const read = readSettingsFile(path);
  if ('problem' in read) throw new SettingsError(shown, '', read.problem);
  return read.value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
