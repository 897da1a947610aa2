import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { checkCatalog, rules, type Catalog, type RuleSetting, type ValidateOptions } from '@templint/core';
import type { CliArgs } from './args.js';
import { closest } from '@templint/core/internal';

/** A bad config, catalog, names or flow-ids file: names the file and the field at fault. Exit 2. */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
  constructor(file: string, field: string, problem: string) {
    super(`${file}${field ? `: ${field}` : ''}: ${problem}`);
  }
}

export const DEFAULT_CONFIG_FILE = 'templint.config.json';
const CONFIG_KEYS = ['$schema', 'catalog', 'existingTemplateNames', 'flowIds', 'rules'];
const SETTINGS: readonly string[] = ['off', 'warning', 'error'];
const RULE_IDS = rules.map((rule) => rule.id);

/** What the command line and config file say, merged (the command line wins). */
export function resolveValidateOptions(args: CliArgs, cwd: string, fileExists: (path: string) => boolean): ValidateOptions {
  const configPath = args.config ? resolve(cwd, args.config) : resolve(cwd, DEFAULT_CONFIG_FILE);
  const config = args.config || fileExists(configPath) ? readConfig(configPath, args.config ?? DEFAULT_CONFIG_FILE) : undefined;
  const catalog = args.catalog ? readCatalog(resolve(cwd, args.catalog), args.catalog) : config?.catalog;
  const existingTemplateNames = args.existingNames ? readStringList(resolve(cwd, args.existingNames), args.existingNames) : config?.existingTemplateNames;
  const flowIds = args.flowIds ? readStringList(resolve(cwd, args.flowIds), args.flowIds) : config?.flowIds;
  const ruleSettings = { ...config?.rules, ...checkRules(args.rules, '--rule', '') };
  // Sets built once here, not once per linted file inside validateTemplate.
  return {
    ...(catalog ? { catalog } : {}),
    ...(existingTemplateNames ? { existingTemplateNames: new Set(existingTemplateNames) } : {}),
    ...(flowIds ? { flowIds: new Set(flowIds) } : {}),
    rules: ruleSettings,
  };
}

interface Config {
  readonly catalog?: Catalog;
  readonly existingTemplateNames?: string[];
  readonly flowIds?: string[];
  readonly rules?: Record<string, RuleSetting>;
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
  if (typeof catalog === 'string') config.catalog = readCatalog(resolve(base, catalog), catalog);
  else if (catalog !== undefined) config.catalog = catalogOrThrow(catalog, shown, 'catalog.');
  for (const key of ['existingTemplateNames', 'flowIds'] as const) {
    const entry = value[key];
    if (typeof entry === 'string') config[key] = readStringList(resolve(base, entry), entry);
    else if (entry !== undefined) config[key] = stringListOrThrow(entry, shown, key);
  }
  if (value.rules !== undefined) {
    if (!isRecord(value.rules)) throw new SettingsError(shown, 'rules', 'must be an object of rule id to "off", "warning" or "error"');
    config.rules = checkRules(value.rules, shown, 'rules.');
  }
  return config;
}

function checkRules(settings: Record<string, unknown>, shown: string, prefix: string): Record<string, RuleSetting> {
  const checked: Record<string, RuleSetting> = {};
  for (const [id, setting] of Object.entries(settings)) {
    if (!RULE_IDS.includes(id)) {
      const suggestion = closest(id, RULE_IDS);
      throw new SettingsError(shown, `${prefix}${id}`, `unknown rule${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`);
    }
    if (typeof setting !== 'string' || !SETTINGS.includes(setting)) {
      throw new SettingsError(shown, `${prefix}${id}`, 'must be "off", "warning" or "error"');
    }
    checked[id] = setting as RuleSetting;
  }
  return checked;
}

function readCatalog(path: string, shown: string): Catalog {
  return catalogOrThrow(readJson(path, shown), shown, '');
}

function catalogOrThrow(value: unknown, shown: string, prefix: string): Catalog {
  const checked = checkCatalog(value);
  if (checked.ok) return checked.catalog;
  const [first] = checked.problems;
  const more = checked.problems.length > 1 ? ` (and ${String(checked.problems.length - 1)} more problems)` : '';
  throw new SettingsError(shown, `${prefix}${first?.path ?? ''}`, `${first?.message ?? 'invalid catalog'}${more}`);
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
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new SettingsError(shown, '', `cannot read the file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SettingsError(shown, '', `not valid JSON (${(error as Error).message})`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
