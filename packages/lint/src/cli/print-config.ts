// `--list-rules` and `--print-config`: what a run would use, without linting.
import { normalizeRuleSetting, rules, type RuleEntry, type RuleOptions } from '@templint/core';
import { defaultSettingOf, settingOf } from '@templint/core/internal';
import { ruleDescriptions } from '@templint/core/meta';
import type { DeletedNamesSetting } from '../read/name-lists.js';
import type { Settings } from './config.js';
import { DEFAULT_IGNORES, type FileFilter } from './file-filter.js';

/** Every rule with its default severity and description; one a line, or a JSON array. */
export function listRules(json: boolean): string {
  if (json) return `${JSON.stringify(rules.map((rule) => ({ id: rule.id, severity: defaultSettingOf(rule), fixable: rule.fixable === true, description: ruleDescriptions[rule.id] })), null, 2)}\n`;
  const width = Math.max(...rules.map((rule) => rule.id.length));
  return `${rules.map((rule) => `${rule.id.padEnd(width)}  ${defaultSettingOf(rule).padEnd(7)}  ${rule.fixable ? 'fixable  ' : '         '}${ruleDescriptions[rule.id] ?? ''}`).join('\n')}\n`;
}

/** The settings that apply to one file, as JSON: config file, catalog, globs, whether a walk skips it, every rule. */
export function printConfig(settings: Settings, filter: FileFilter, file: string, ignorePatterns: readonly string[], ignore = true): string {
  const entries = settings.validateOptions.rules ?? {};
  const ruleSettings: Record<string, RuleEntry> = {};
  for (const rule of rules) {
    const entry = entries[rule.id];
    // As the validator's plan reads it (core's rule-plan.ts): an unknown word keeps the default.
    const severity = entry === undefined ? defaultSettingOf(rule) : (normalizeRuleSetting(settingOf(entry)) ?? defaultSettingOf(rule));
    ruleSettings[rule.id] = Array.isArray(entry) ? [severity, (entry as readonly unknown[])[1] as RuleOptions] : severity;
  }
  const printed = {
    configFile: settings.configPath ?? null,
    catalog: settings.validateOptions.catalogSource ?? 'the bundled example catalog',
    catalogMapping: settings.catalogMapping ?? {},
    existingTemplateNames: settings.validateOptions.existingTemplateNames === undefined ? null : Array.from(settings.validateOptions.existingTemplateNames).length,
    flowIds: settings.validateOptions.flowIds === undefined ? null : Array.from(settings.validateOptions.flowIds).length,
    existingTemplates: settings.validateOptions.existingTemplates === undefined ? null : settings.validateOptions.existingTemplates.length,
    deletedTemplateNames: namesCounted(settings.account.deletedNames),
    files: settings.files ?? null,
    // `--no-ignore` turns every one of them off: none is listed as if it applied.
    ignores: ignore ? [...DEFAULT_IGNORES, ...settings.ignores, ...ignorePatterns] : [],
    // Whether templint lints the file when it is named, and if not, why (ESLint prints `undefined` for a
    // file no config object matches; this says so in words).
    ignored: filter.skips(file) || filter.configured(file) === 'unconfigured',
    ignoredBecause: filter.skips(file) ? 'an ignore pattern' : filter.configured(file) === 'unconfigured' ? 'no "files" glob of the config names it' : null,
    rules: ruleSettings,
  };
  return `${JSON.stringify(printed, null, 2)}\n`;
}

/** How many names were deleted: one count for a list, a count per provider-integration for an object of lists. */
function namesCounted(names: DeletedNamesSetting | undefined): number | Record<string, number> | null {
  if (names === undefined) return null;
  if (isNameList(names)) return names.length;
  return Object.fromEntries(Object.entries(names).map(([integration, list]) => [integration, list.length]));
}

function isNameList(names: DeletedNamesSetting): names is readonly string[] {
  return Array.isArray(names);
}
