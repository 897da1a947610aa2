// A file that a setting of `settings.templint` names (catalog, existingTemplates, deletedTemplateNames), read
// again when it changes: an editor's ESLint server keeps its config until eslint.config.js itself changes.
import { statSync, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import { readSettingsFile } from '@templint/lint/internal';
import { PREFIX, TemplintSettingsError, withPath, type FileSetting } from './templint-settings.js';

/** What a resolver remembers of the files one setting names, by absolute path. */
export type SettingFiles<T> = Map<string, { readonly mtimeMs: number; readonly size: number; readonly value: T }>;

/**
 * The value `make` gives for the JSON of the file setting `key` names (`file`, relative to `cwd`). It is
 * the same value while the file's mtime and size stay the same, since validators are cached by identity
 * (file-validations.ts), and a new one once either changes. `shown` names the setting and the file, for
 * `make`'s errors.
 */
export function settingFile<T>(files: SettingFiles<T>, key: FileSetting, file: string, cwd: string, make: (json: unknown, shown: string) => T): T {
  const path = resolve(cwd, file);
  const shown = `${PREFIX}.${key}: ${file}`;
  const stats = statOrThrow(path, shown, file);
  const known = files.get(path);
  if (known?.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.value;
  const read = readSettingsFile(path);
  if ('problem' in read) throw new TemplintSettingsError(`${shown}: ${withPath(read.problem, path, file)}`);
  const value = make(read.value, shown);
  files.set(path, { mtimeMs: stats.mtimeMs, size: stats.size, value });
  return value;
}

function statOrThrow(path: string, shown: string, given: string): Stats {
  try {
    return statSync(path);
  } catch (error) {
    throw new TemplintSettingsError(`${shown}: ${withPath(`cannot read the file (${errorCode(error)})`, path, given)}`);
  }
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}
