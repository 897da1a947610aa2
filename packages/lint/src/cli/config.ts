import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { checkCatalog, RULE_SETTINGS, ruleSettingsProblems, rules, type Catalog, type RuleEntry, type ValidateOptions } from '@templint/core';
import { closest } from '@templint/core/internal';
import { catalogMappingProblems, type CatalogMapping } from '@templint/client';
import { readSettingsFile } from '../read/read-settings-file.js';

/** A bad config, catalog, names or flow-ids file: names the file and the field at fault. Exit 2. */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
  constructor(file: string, field: string, problem: string) {
    super(`${file}${field ? `: ${field}` : ''}: ${problem}`);
  }
}

export const DEFAULT_CONFIG_FILE = 'templint.config.json';
const CONFIG_KEYS = ['$schema', 'catalog', 'catalogMapping', 'existingTemplateNames', 'files', 'flowIds', 'ignores', 'rules'];
const RULE_IDS = rules.map((rule) => rule.id);
const SETTING_WORDS = RULE_SETTINGS.map((setting) => JSON.stringify(setting)).join(', ');

/** What the settings come from on the command line (the command line wins over the config file). */
export interface SettingsArgs {
  readonly config?: string | undefined;
  readonly catalog?: string | undefined;
  readonly existingNames?: string | undefined;
  readonly flowIds?: string | undefined;
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
}

/** The nearest `templint.config.json`, from `cwd` up to the file system's root (as ESLint finds its config). */
export function findConfigFile(cwd: string, fileExists: (path: string) => boolean = existsSync): string | undefined {
  let directory = resolve(cwd);
  for (;;) {
    const candidate = resolve(directory, DEFAULT_CONFIG_FILE);
    if (fileExists(candidate)) return candidate;
    const parent = dirname(directory);
    if (parent === directory) return undefined;
    directory = parent;
  }
}

/** What the command line and config file say, merged (the command line wins). */
export function resolveSettings(args: SettingsArgs, cwd: string, fileExists: (path: string) => boolean = existsSync): Settings {
  const configPath = args.config ? resolve(cwd, args.config) : findConfigFile(cwd, fileExists);
  const shownConfig = configPath ? relative(cwd, configPath) || configPath : '';
  const config = configPath ? readConfig(configPath, args.config ?? shownConfig) : undefined;
  const catalogFromArgs = args.catalog ? { catalog: readCatalog(resolve(cwd, args.catalog), args.catalog), source: args.catalog } : undefined;
  const catalog = catalogFromArgs ?? config?.catalog;
  const existingTemplateNames = args.existingNames ? readStringList(resolve(cwd, args.existingNames), args.existingNames) : config?.existingTemplateNames;
  const flowIds = args.flowIds ? readStringList(resolve(cwd, args.flowIds), args.flowIds) : config?.flowIds;
  const ruleSettings = { ...config?.rules, ...checkRules(args.rules ?? {}, '--rule', '') };
  // Sets built once here, not once per linted file.
  const validateOptions: ValidateOptions = {
    ...(catalog ? { catalog: catalog.catalog, catalogSource: catalog.source } : {}),
    ...(existingTemplateNames ? { existingTemplateNames: new Set(existingTemplateNames) } : {}),
    ...(flowIds ? { flowIds: new Set(flowIds) } : {}),
    rules: ruleSettings,
  };
  return {
    validateOptions,
    configPath,
    baseDir: configPath ? dirname(configPath) : cwd,
    files: config?.files,
    ignores: config?.ignores ?? [],
    catalogMapping: config?.catalogMapping,
    exampleCatalog: catalog === undefined,
  };
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
  if (!isRecord(value)) throw new SettingsError(shown, '', 'a config file must hold a JSON object');
  return value.catalogMapping === undefined ? undefined : checkMapping(value.catalogMapping, shown);
}

function checkMapping(value: unknown, shown: string): CatalogMapping {
  const problems = catalogMappingProblems(value);
  if (problems.length > 0) throw new SettingsError(shown, '', problems.length === 1 ? (problems[0] ?? '') : `\n  ${problems.join('\n  ')}`);
  return value as CatalogMapping;
}

interface Config {
  readonly catalog?: { readonly catalog: Catalog; readonly source: string };
  readonly catalogMapping?: CatalogMapping;
  readonly existingTemplateNames?: string[];
  readonly flowIds?: string[];
  readonly files?: string[];
  readonly ignores?: string[];
  readonly rules?: Record<string, RuleEntry>;
}

function readConfig(path: string, shown: string): Config {
  const value = readJson(path, shown);
  if (!isRecord(value)) throw new SettingsError(shown, '', 'a config file must hold a JSON object');
  for (const key of Object.keys(value)) {
    if (!CONFIG_KEYS.includes(key)) {
      const suggestion = closest(key, CONFIG_KEYS);
      throw new SettingsError(shown, key, `unknown setting${suggestion ? ` (did you mean "${suggestion}"?)` : ''}; known: ${CONFIG_KEYS.slice(1).join(', ')}`);
    }
  }
  const base = dirname(path);
  const catalog = value.catalog;
  const config: { -readonly [K in keyof Config]: Config[K] } = {};
  if (typeof catalog === 'string') config.catalog = { catalog: readCatalog(resolve(base, catalog), catalog), source: catalog };
  else if (catalog !== undefined) config.catalog = { catalog: catalogOrThrow(catalog, shown, 'catalog.'), source: `the catalog in ${shown}` };
  for (const key of ['existingTemplateNames', 'flowIds'] as const) {
    const entry = value[key];
    if (typeof entry === 'string') config[key] = readStringList(resolve(base, entry), entry);
    else if (entry !== undefined) config[key] = stringListOrThrow(entry, shown, key);
  }
  for (const key of ['files', 'ignores'] as const) {
    const entry = value[key];
    if (entry !== undefined) config[key] = stringListOrThrow(entry, shown, key);
  }
  if (value.catalogMapping !== undefined) config.catalogMapping = checkMapping(value.catalogMapping, shown);
  if (value.rules !== undefined) {
    if (!isRecord(value.rules)) throw new SettingsError(shown, 'rules', `must be an object of rule id to a severity (${SETTING_WORDS})`);
    config.rules = checkRules(value.rules, shown, 'rules.');
  }
  return config;
}

/** Rule settings: a severity in ESLint's words or numbers, or `[severity, options]`; checked by core's one check. */
function checkRules(settings: Readonly<Record<string, unknown>>, shown: string, prefix: string): Record<string, RuleEntry> {
  const [problem] = ruleSettingsProblems(settings, rules);
  if (!problem) return settings as Record<string, RuleEntry>;
  // Core names what is wrong; the guess of what was meant is the CLI's.
  const guess = problem.message === 'unknown rule' && problem.ruleId !== undefined ? closest(problem.ruleId, RULE_IDS) : undefined;
  throw new SettingsError(shown, `${prefix}${problem.ruleId ?? ''}`, guess ? `${problem.message} (did you mean "${guess}"?)` : problem.message);
  return settings as Record<string, RuleEntry>;
}

function readCatalog(path: string, shown: string): Catalog {
  return catalogOrThrow(readJson(path, shown), shown, '');
}

/** The catalog, or an error listing every problem, one a line. */
function catalogOrThrow(value: unknown, shown: string, prefix: string): Catalog {
  const checked = checkCatalog(value);
  if (checked.ok) return checked.catalog;
  const lines = checked.problems.map((problem) => `${prefix}${problem.path}: ${problem.message}`);
  throw new SettingsError(shown, '', `not a valid catalog (${String(lines.length)} problem${lines.length === 1 ? '' : 's'}):\n  ${lines.join('\n  ')}`);
}

function readStringList(path: string, shown: string): string[] {
  return stringListOrThrow(readJson(path, shown), shown, '');
}

function stringListOrThrow(value: unknown, shown: string, field: string): string[] {
  if (!Array.isArray(value)) throw new SettingsError(shown, field, 'must be a JSON array of strings');
  const index = value.findIndex((item) => typeof item !== 'string');
  if (index !== -1) throw new SettingsError(shown, `${field}[${String(index)}]`, 'must be a string');
  return value as string[];
}

function readJson(path: string, shown: string): unknown {
  const read = readSettingsFile(path);
  if ('problem' in read) throw new SettingsError(shown, '', read.problem);
  return read.value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
