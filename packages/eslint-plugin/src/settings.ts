import { createRequire } from 'node:module';
import { checkCatalog, type Catalog, type Locale, type ValidateOptions } from '@templint/core';
import { ACCOUNT_ENTRY_EXPECTED, firstSkippedAccountEntry, isFailedAnswer } from '@templint/core/internal';
import { defineLocale, type LocaleData } from '@templint/core/locale';
import { deletedNamesOrThrow, SettingsError, templatesOrThrow, type DeletedNamesSetting } from '@templint/lint/internal';
import { settingFile, type SettingFiles } from './setting-file.js';
import { FILE_SETTINGS, hashKey, PREFIX, TemplintSettingsError } from './templint-settings.js';

/** The keys `templintSettings` adds: one content hash for each setting that names a file. */
const HASH_KEYS: readonly string[] = FILE_SETTINGS.map(hashKey);
/** The keys of `settings.templint` (docs/editor.md has a row for each). */
export const KEYS: readonly string[] = ['catalog', 'existingTemplateNames', 'flowIds', 'existingTemplates', 'deletedTemplateNames', 'locale', ...HASH_KEYS];

/** Reads `settings.templint` (and the files it names, relative to `cwd`) into core's validate options. */
export type SettingsResolver = (settings: Readonly<Record<string, unknown>>, cwd: string) => ValidateOptions;

/**
 * What a resolver remembers while its owner (one plugin object) keeps it: an editor's ESLint server lints
 * every keystroke with the same settings object, so a catalog object is checked and a name set built once,
 * and a file a setting names is re-read only when it changed on disk.
 */
interface Memory {
  readonly checkedCatalogs: WeakMap<object, Catalog>;
  readonly catalogFiles: SettingFiles<Catalog>;
  readonly snapshotFiles: SettingFiles<readonly unknown[]>;
  readonly deletedNamesFiles: SettingFiles<DeletedNamesSetting>;
  readonly nameSets: WeakMap<object, ReadonlySet<string>>;
  /** Account lists already found to hold only templates. */
  readonly checkedTemplates: WeakSet<object>;
}

/**
 * A reader of `settings.templint` with its own memory of catalogs, files and name sets; it throws a
 * `TemplintSettingsError` naming the setting (and the file and its field) when something is wrong.
 */
export function createSettingsResolver(): SettingsResolver {
  const memory: Memory = {
    checkedCatalogs: new WeakMap(),
    catalogFiles: new Map(),
    snapshotFiles: new Map(),
    deletedNamesFiles: new Map(),
    nameSets: new WeakMap(),
    checkedTemplates: new WeakSet(),
  };
  return (settings, cwd) => resolveSettings(settings, cwd, memory);
}

function resolveSettings(settings: Readonly<Record<string, unknown>>, cwd: string, memory: Memory): ValidateOptions {
  const value = settings.templint;
  if (value === undefined) return {};
  if (!isRecord(value)) throw new TemplintSettingsError(`${PREFIX}: must be an object with ${KEYS.join(', ')}`);
  for (const key of Object.keys(value)) {
    if (!KEYS.includes(key)) throw new TemplintSettingsError(`${PREFIX}.${key}: unknown setting; known: ${KEYS.join(', ')}`);
  }
  for (const key of HASH_KEYS) {
    if (value[key] !== undefined && typeof value[key] !== 'string') throw new TemplintSettingsError(`${PREFIX}.${key}: must be a string (set by templintSettings)`);
  }
  const catalog = value.catalog === undefined ? undefined : catalogOf(value.catalog, cwd, memory);
  const existingTemplateNames = value.existingTemplateNames === undefined ? undefined : namesOf(value.existingTemplateNames, 'existingTemplateNames', memory);
  const flowIds = value.flowIds === undefined ? undefined : namesOf(value.flowIds, 'flowIds', memory);
  const locale = value.locale === undefined ? undefined : localeOf(value.locale);
  const existingTemplates = value.existingTemplates === undefined ? undefined : templatesOf(value.existingTemplates, cwd, memory);
  const deletedTemplateNames = value.deletedTemplateNames === undefined ? undefined : deletedNamesOf(value.deletedTemplateNames, cwd, memory);
  return {
    ...(locale ? { locale } : {}),
    ...(catalog ? { catalog } : {}),
    ...(existingTemplateNames ? { existingTemplateNames } : {}),
    ...(flowIds ? { flowIds } : {}),
    ...(existingTemplates ? { existingTemplates } : {}),
    ...(deletedTemplateNames ? { deletedTemplateNames } : {}),
  };
}

/**
 * The shipped locales, loaded when a config first names one by its code: most configs name none, and their
 * messages were two fifths of the plugin's bundle (its import, `pnpm bench` section e). `require` loads
 * core's ES module synchronously (Node 20.19 and later, as `engines` says), since rules are made synchronously.
 */
const requireFromPlugin = createRequire(import.meta.url);
function shippedLocales(): typeof import('@templint/core/locales') {
  return requireFromPlugin('@templint/core/locales') as typeof import('@templint/core/locales');
}

/**
 * A shipped locale by its code, or the caller's own: a locale `defineLocale` made, or its data
 * (`{ code, messages, terms? }`), made into one here.
 */
function localeOf(value: unknown): Locale {
  if (typeof value === 'string') {
    const { findLocale, LOCALE_CODES } = shippedLocales();
    const found = findLocale(value);
    if (found) return found;
    throw new TemplintSettingsError(`${PREFIX}.locale: unknown locale "${value}"; use one of ${LOCALE_CODES.join(', ')} or a locale object`);
  }
  if (isRecord(value) && typeof value.message === 'function') return value as unknown as Locale;
  if (isRecord(value) && typeof value.code === 'string' && isRecord(value.messages)) {
    try {
      return defineLocale(value as unknown as LocaleData);
    } catch (error) {
      throw new TemplintSettingsError(`${PREFIX}.locale: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new TemplintSettingsError(`${PREFIX}.locale: must be a locale code (${shippedLocales().LOCALE_CODES.join(', ')}) or an object with code and messages`);
}

function catalogOf(value: unknown, cwd: string, memory: Memory): Catalog {
  if (typeof value === 'string') return catalogFile(value, cwd, memory);
  if (!isRecord(value)) throw new TemplintSettingsError(`${PREFIX}.catalog: must be a catalog object or the path of a catalog JSON file`);
  let catalog = memory.checkedCatalogs.get(value);
  if (!catalog) {
    catalog = checked(value, `${PREFIX}.catalog`);
    memory.checkedCatalogs.set(value, catalog);
  }
  return catalog;
}

function catalogFile(file: string, cwd: string, memory: Memory): Catalog {
  return settingFile(memory.catalogFiles, 'catalog', file, cwd, checked);
}

/** The account's templates from the snapshot file the setting names, checked as the CLI's config checks it. */
function snapshotFile(file: string, cwd: string, memory: Memory): readonly unknown[] {
  return settingFile(memory.snapshotFiles, 'existingTemplates', file, cwd, (json) => inCliWords('existingTemplates', () => templatesOrThrow(json, file, '')));
}

/** Deleted names from the file the setting names, checked as the CLI's config checks it. */
function deletedNamesFile(file: string, cwd: string, memory: Memory): DeletedNamesSetting {
  return settingFile(memory.deletedNamesFiles, 'deletedTemplateNames', file, cwd, (json) => inCliWords('deletedTemplateNames', () => deletedNamesOrThrow(json, file, '')));
}

/**
 * A check of the CLI's config, whose `SettingsError` reads "file: field: problem", said after the setting's
 * name (as a catalog file's problem is): the CLI's words, whole.
 */
function inCliWords<T>(key: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof SettingsError) throw new TemplintSettingsError(`${PREFIX}.${key}: ${error.message}`);
    throw error;
  }
}

/** core's `checkCatalog`, its first problem turned into an error that names the field. */
function checked(value: unknown, shown: string): Catalog {
  const result = checkCatalog(value);
  if (result.ok) return result.catalog;
  const [first] = result.problems;
  const extra = result.problems.length - 1;
  const more = extra > 0 ? ` (and ${String(extra)} more problem${extra === 1 ? '' : 's'})` : '';
  const field = first?.path ? `: ${first.path}` : '';
  throw new TemplintSettingsError(`${shown}${field}: ${first?.message ?? 'not a valid catalog'}${more}`);
}

/**
 * Existing names as an object of lists, as deleted names may be given: a team of several brands' guess,
 * which needs to hear where each brand's names go (template-name-unique has no provider-integration to
 * look a name up in).
 */
const NAMES_BY_INTEGRATION =
  "must be an array of strings: existing names count in every provider-integration, so they are not given by provider-integration; give each brand's files a config object with its own list, or keep the account's templates in existingTemplates, which knows each one's provider-integration";

function namesOf(value: unknown, key: string, memory: Memory): ReadonlySet<string> {
  if (!Array.isArray(value)) throw new TemplintSettingsError(`${PREFIX}.${key}: ${key === 'existingTemplateNames' && isRecord(value) ? NAMES_BY_INTEGRATION : 'must be an array of strings'}`);
  let names = memory.nameSets.get(value);
  if (!names) {
    const index = value.findIndex((item) => typeof item !== 'string');
    if (index !== -1) throw new TemplintSettingsError(`${PREFIX}.${key}[${String(index)}]: must be a string`);
    names = new Set(value as string[]);
    memory.nameSets.set(value, names);
  }
  return names;
}

/**
 * Names deleted recently: a list for every provider-integration, or an object of lists by provider-integration
 * id, or the path of a file holding either.
 */
function deletedNamesOf(given: unknown, cwd: string, memory: Memory): ReadonlySet<string> | Readonly<Record<string, readonly string[]>> {
  const value = typeof given === 'string' ? deletedNamesFile(given, cwd, memory) : given;
  if (Array.isArray(value)) return namesOf(value, 'deletedTemplateNames', memory);
  if (!isRecord(value)) throw new TemplintSettingsError(`${PREFIX}.deletedTemplateNames: must be an array of strings, or an object of such arrays by provider-integration id, or the path of a JSON file holding either`);
  for (const [integration, names] of Object.entries(value)) {
    const key = `deletedTemplateNames.${integration}`;
    if (!Array.isArray(names)) throw new TemplintSettingsError(`${PREFIX}.${key}: must be an array of strings`);
    const index = names.findIndex((item) => typeof item !== 'string');
    if (index !== -1) throw new TemplintSettingsError(`${PREFIX}.${key}[${String(index)}]: must be a string`);
  }
  return value as Readonly<Record<string, readonly string[]>>;
}

/**
 * The account's templates as given (the same array each time, so the validator made for it is reused):
 * an array, or one "Get template details" answer (`{ "status": true, "data": [...] }`), as the CLI reads a
 * snapshot file, so `JSON.parse` of any snapshot the CLI takes is a setting (found by QA: the docs'
 * `JSON.parse(...).data` of an array snapshot was undefined, and the account was compared with nothing).
 * An entry the set rules would skip is refused, as the CLI refuses it: a list of them would turn every
 * comparison with the account off without a word. A path names a snapshot file, read as the CLI reads one.
 */
function templatesOf(value: unknown, cwd: string, memory: Memory): readonly unknown[] {
  if (typeof value === 'string') return snapshotFile(value, cwd, memory);
  if (isFailedAnswer(value)) {
    throw new TemplintSettingsError(`${PREFIX}.existingTemplates: is the answer of a failed call (status false), not the account's templates`);
  }
  const answer = isRecord(value) && Array.isArray(value.data);
  const list: unknown = answer ? value.data : value;
  if (!Array.isArray(list)) throw new TemplintSettingsError(`${PREFIX}.existingTemplates: must be an array of template records or create requests (or a "Get template details" answer), or the path of a snapshot file`);
  if (!memory.checkedTemplates.has(list)) {
    const failed = list.findIndex(isFailedAnswer);
    if (failed !== -1) throw new TemplintSettingsError(`${PREFIX}.existingTemplates${answer ? '.data' : ''}[${String(failed)}]: is the answer of a failed call (status false), not the account's templates`);
    const skipped = firstSkippedAccountEntry(list, answer);
    if (skipped !== undefined) throw new TemplintSettingsError(`${PREFIX}.existingTemplates${answer ? '.data' : ''}${skipped}: must be ${ACCOUNT_ENTRY_EXPECTED}`);
    memory.checkedTemplates.add(list);
  }
  return list as readonly unknown[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
