// What an ESLint config names of templint: `settings.templint`'s shape, its error, and `templintSettings`,
// which a config calls when ESLint loads it. Apart from the settings reader (settings.ts), which runs with
// the rules: the plugin's entry loads this file, never the validator.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Catalog, Locale, LocaleData } from '@templint/core';
import { readSettingsFile } from '@templint/lint/internal';

/** `settings.templint` in an ESLint config: the context the templint rules check against. */
export interface TemplintSettings {
  /**
   * The platform's reference data (docs/catalog.md): a catalog object, or the path of a catalog JSON
   * file relative to ESLint's working directory, read again when its mtime or size changes (no restart of
   * ESLint's server). The bundled example catalog when omitted.
   */
  readonly catalog?: Catalog | string;
  /**
   * A hash of the catalog file's content, set by `templintSettings`: ESLint's `--cache` keys each file's
   * results by its config, so with it a changed catalog file is a changed config. Not read otherwise.
   */
  readonly catalogHash?: string;
  /** A hash of the `existingTemplates` file's content, set by `templintSettings` (as `catalogHash`). Not read otherwise. */
  readonly existingTemplatesHash?: string;
  /** A hash of the `deletedTemplateNames` file's content, set by `templintSettings` (as `catalogHash`). Not read otherwise. */
  readonly deletedTemplateNamesHash?: string;
  /** Names already used in the provider-integration; `templint/template-name-unique` runs only with them. */
  readonly existingTemplateNames?: readonly string[];
  /** Ids of the Flows that exist in the service; `templint/flow-id-known` runs only with them. */
  readonly flowIds?: readonly string[];
  /**
   * The language of the messages: a shipped code (`pt-BR`, `es`, `hi`, `id`, `en`), or a locale of your own
   * (`defineLocale` of `@templint/core/locale`, or its data `{ code, messages, terms? }`). English when
   * omitted. In another language ESLint reports the message without its messageId.
   */
  readonly locale?: string | Locale | LocaleData;
  /**
   * The account's templates (template records or create requests, docs/account-snapshot.md): the
   * templates of a file are compared with them by `templint/template-name-duplicate` and
   * `templint/template-content-duplicate`. An array of them, or one "Get template details" answer
   * (`{ "status": true, "data": [...] }`): any snapshot file the CLI reads, parsed. Or the path of that
   * snapshot file, relative to ESLint's working directory, read as the CLI's `existingTemplates` (the same
   * errors) and again when its mtime or size changes, with no restart of ESLint's server.
   */
  readonly existingTemplates?: readonly object[] | { readonly status?: boolean; readonly data: readonly object[] } | string;
  /**
   * Names deleted recently; `templint/template-name-deleted` reports them. A list counts for every
   * provider-integration; an object gives each provider-integration id its own (`{ "pi_0001": ["old_promo"] }`).
   * Or the path of a JSON file holding either, relative to ESLint's working directory, read as the CLI's
   * `deletedTemplateNames` (the same errors) and again when its mtime or size changes.
   */
  readonly deletedTemplateNames?: readonly string[] | Readonly<Record<string, readonly string[]>> | string;
}

/** A bad `settings.templint`: the message names the setting, the file and the field at fault. */
export class TemplintSettingsError extends Error {
  override readonly name = 'TemplintSettingsError';
}

/** How messages name the settings. */
export const PREFIX = 'settings.templint';

/**
 * The reader's problem, with where a relative path was looked for; a path given absolute (`given`, as the
 * config wrote it) is already in the message, and is not said twice.
 */
export function withPath(problem: string, path: string, given: string): string {
  if (given === path) return problem;
  return problem.startsWith('cannot read the file (') ? problem.replace(/\)$/, `; resolved to ${path})`) : `${problem} (resolved to ${path})`;
}

/** The settings that may name a file; `templintSettings` puts each named file's content hash in `<setting>Hash`. */
export const FILE_SETTINGS = ['catalog', 'existingTemplates', 'deletedTemplateNames'] as const;

/** A setting that may name a file. */
export type FileSetting = (typeof FILE_SETTINGS)[number];

/** The key of `settings.templint` that holds the content hash of the file `setting` names. */
export function hashKey(setting: FileSetting): `${FileSetting}Hash` & keyof TemplintSettings {
  return `${setting}Hash`;
}

/**
 * `settings.templint` for an ESLint config, with a content hash added for each setting that names a file
 * (`catalogHash`, `existingTemplatesHash`, `deletedTemplateNamesHash`): the SHA-256 of the file, read now
 * (when ESLint loads the config). ESLint's `--cache` keys results by the config, not by the files a plugin
 * reads, so without it a changed file would leave cached results stale. A relative path is resolved
 * against `cwd` (ESLint's working directory by default).
 */
export function templintSettings(settings: TemplintSettings, cwd: string = process.cwd()): TemplintSettings {
  const hashes = FILE_SETTINGS.flatMap((setting) => {
    const file = settings[setting];
    return typeof file === 'string' ? [[hashKey(setting), contentHash(setting, file, cwd)] as const] : [];
  });
  return hashes.length === 0 ? settings : { ...settings, ...Object.fromEntries(hashes) };
}

/** The SHA-256 of the file a setting names, or the settings error its reader gives. */
function contentHash(setting: FileSetting, file: string, cwd: string): string {
  const path = resolve(cwd, file);
  const read = readSettingsFile(path);
  if ('problem' in read) throw new TemplintSettingsError(`${PREFIX}.${setting}: ${file}: ${withPath(read.problem, path, file)}`);
  return `sha256-${createHash('sha256').update(read.text).digest('hex')}`;
}
