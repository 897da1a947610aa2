import { createHash } from 'node:crypto';
import { statSync, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import { checkCatalog, type Catalog, type Locale, type ValidateOptions } from '@templint/core';
import { findLocale, LOCALE_CODES } from '@templint/core/locales';
import { readSettingsFile } from '@templint/lint/internal';

/** `settings.templint` in an ESLint config: the context the templint rules check against. */
export interface TemplintSettings {
  /**
   * The platform's reference data (docs/catalog.md): a catalog object, or the path of a catalog JSON
   * file relative to ESLint's working directory. The bundled example catalog when omitted.
   */
  readonly catalog?: Catalog | string;
  /**
   * A hash of the catalog file's content, set by `templintSettings`: ESLint's `--cache` keys each file's
   * results by its config, so with it a changed catalog file is a changed config. Not read otherwise.
   */
  readonly catalogHash?: string;
  /** Names already used in the provider-integration; `templint/template-name-unique` runs only with them. */
  readonly existingTemplateNames?: readonly string[];
  /** Ids of the Flows that exist in the service; `templint/flow-id-known` runs only with them. */
  readonly flowIds?: readonly string[];
  /**
   * The language of the messages: a shipped code (`pt-BR`, `es`, `hi`, `id`, `en`) or a `Locale` object of
   * your own. English when omitted. In another language ESLint reports the message without its messageId.
   */
  readonly locale?: string | Locale;
  /**
   * The account's templates (template records or create requests, docs/account-snapshot.md): the
   * templates of a file are compared with them by `templint/template-name-duplicate` and
   * `templint/template-content-duplicate`.
   */
  readonly existingTemplates?: readonly object[];
  /** Names deleted recently; `templint/template-name-deleted` reports them. */
  readonly deletedTemplateNames?: readonly string[];
}

/** A bad `settings.templint`: the message names the setting, the file and the field at fault. */
export class TemplintSettingsError extends Error {
  override readonly name = 'TemplintSettingsError';
}

const KEYS: readonly string[] = ['catalog', 'catalogHash', 'existingTemplateNames', 'flowIds', 'existingTemplates', 'deletedTemplateNames', 'locale'];
const PREFIX = 'settings.templint';

/** Reads `settings.templint` (and the catalog file it names, relative to `cwd`) into core's validate options. */
export type SettingsResolver = (settings: Readonly<Record<string, unknown>>, cwd: string) => ValidateOptions;

/**
 * What a resolver remembers while its owner (one plugin object) keeps it: an editor's ESLint server lints
 * every keystroke with the same settings object, so a catalog object is checked and a name set built once,
 * and a catalog file is re-read only when it changed on disk.
 */
interface Memory {
  readonly checkedCatalogs: WeakMap<object, Catalog>;
  readonly catalogFiles: Map<string, { readonly mtimeMs: number; readonly size: number; readonly catalog: Catalog }>;
  readonly nameSets: WeakMap<object, ReadonlySet<string>>;
}

/**
 * A reader of `settings.templint` with its own memory of catalogs and name sets; it throws a
 * `TemplintSettingsError` naming the setting (and the catalog file and its field) when something is wrong.
 */
export function createSettingsResolver(): SettingsResolver {
  const memory: Memory = { checkedCatalogs: new WeakMap(), catalogFiles: new Map(), nameSets: new WeakMap() };
  return (settings, cwd) => resolveSettings(settings, cwd, memory);
}

function resolveSettings(settings: Readonly<Record<string, unknown>>, cwd: string, memory: Memory): ValidateOptions {
  const value = settings.templint;
  if (value === undefined) return {};
  if (!isRecord(value)) throw new TemplintSettingsError(`${PREFIX}: must be an object with ${KEYS.join(', ')}`);
  for (const key of Object.keys(value)) {
    if (!KEYS.includes(key)) throw new TemplintSettingsError(`${PREFIX}.${key}: unknown setting; known: ${KEYS.join(', ')}`);
  }
  if (value.catalogHash !== undefined && typeof value.catalogHash !== 'string') throw new TemplintSettingsError(`${PREFIX}.catalogHash: must be a string (set by templintSettings)`);
  const catalog = value.catalog === undefined ? undefined : catalogOf(value.catalog, cwd, memory);
  const existingTemplateNames = value.existingTemplateNames === undefined ? undefined : namesOf(value.existingTemplateNames, 'existingTemplateNames', memory);
  const flowIds = value.flowIds === undefined ? undefined : namesOf(value.flowIds, 'flowIds', memory);
  const locale = value.locale === undefined ? undefined : localeOf(value.locale);
  const existingTemplates = value.existingTemplates === undefined ? undefined : templatesOf(value.existingTemplates);
  const deletedTemplateNames = value.deletedTemplateNames === undefined ? undefined : namesOf(value.deletedTemplateNames, 'deletedTemplateNames', memory);
  return {
    ...(locale ? { locale } : {}),
    ...(catalog ? { catalog } : {}),
    ...(existingTemplateNames ? { existingTemplateNames } : {}),
    ...(flowIds ? { flowIds } : {}),
    ...(existingTemplates ? { existingTemplates } : {}),
    ...(deletedTemplateNames ? { deletedTemplateNames } : {}),
  };
}

/** A shipped locale by its code, or the caller's own locale object (its `code` and `messages` checked). */
function localeOf(value: unknown): Locale {
  if (typeof value === 'string') {
    const found = findLocale(value);
    if (found) return found;
    throw new TemplintSettingsError(`${PREFIX}.locale: unknown locale "${value}"; use one of ${LOCALE_CODES.join(', ')} or a locale object`);
  }
  if (isRecord(value) && typeof value.code === 'string' && isRecord(value.messages)) return value as unknown as Locale;
  throw new TemplintSettingsError(`${PREFIX}.locale: must be a locale code (${LOCALE_CODES.join(', ')}) or an object with code and messages`);
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
  const path = resolve(cwd, file);
  const shown = `${PREFIX}.catalog: ${file}`;
  const stats = statOrThrow(path, shown);
  const cached = memory.catalogFiles.get(path);
  if (cached?.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached.catalog;
  const read = readSettingsFile(path);
  if ('problem' in read) throw new TemplintSettingsError(`${shown}: ${withPath(read.problem, path)}`);
  const parsed = read.value;
  const catalog = checked(parsed, shown);
  memory.catalogFiles.set(path, { mtimeMs: stats.mtimeMs, size: stats.size, catalog });
  return catalog;
}

/** The reader's problem, with where a relative path was looked for. */
function withPath(problem: string, path: string): string {
  return problem.startsWith('cannot read the file (') ? problem.replace(/\)$/, `; resolved to ${path})`) : `${problem} (resolved to ${path})`;
}

/**
 * `settings.templint` for an ESLint config, with `catalogHash` added when `catalog` names a file: the
 * SHA-256 of its content, read now (when ESLint loads the config). ESLint's `--cache` keys results by the
 * config, not by the files a plugin reads, so without it a changed catalog would leave cached results
 * stale. A relative path is resolved against `cwd` (ESLint's working directory by default).
 */
export function templintSettings(settings: TemplintSettings, cwd: string = process.cwd()): TemplintSettings {
  const { catalog } = settings;
  if (typeof catalog !== 'string') return settings;
  const path = resolve(cwd, catalog);
  const read = readSettingsFile(path);
  if ('problem' in read) throw new TemplintSettingsError(`${PREFIX}.catalog: ${catalog}: ${withPath(read.problem, path)}`);
  return { ...settings, catalogHash: `sha256-${createHash('sha256').update(read.text).digest('hex')}` };
}

function statOrThrow(path: string, shown: string): Stats {
  try {
    return statSync(path);
  } catch (error) {
    throw new TemplintSettingsError(`${shown}: cannot read the file (${errorCode(error)}; resolved to ${path})`);
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

function namesOf(value: unknown, key: string, memory: Memory): ReadonlySet<string> {
  if (!Array.isArray(value)) throw new TemplintSettingsError(`${PREFIX}.${key}: must be an array of strings`);
  let names = memory.nameSets.get(value);
  if (!names) {
    const index = value.findIndex((item) => typeof item !== 'string');
    if (index !== -1) throw new TemplintSettingsError(`${PREFIX}.${key}[${String(index)}]: must be a string`);
    names = new Set(value as string[]);
    memory.nameSets.set(value, names);
  }
  return names;
}

/** The account's templates as given (the same array each time, so the validator made for it is reused). */
function templatesOf(value: unknown): readonly unknown[] {
  if (!Array.isArray(value)) throw new TemplintSettingsError(`${PREFIX}.existingTemplates: must be an array of template records or create requests`);
  const index = value.findIndex((item) => !isRecord(item));
  if (index !== -1) throw new TemplintSettingsError(`${PREFIX}.existingTemplates[${String(index)}]: must be an object (a template record or a create request)`);
  return value as readonly unknown[];
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
