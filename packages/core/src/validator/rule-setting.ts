import type { RuleEntry, RuleOptions, RuleSetting, Severity } from '../diagnostic.js';

/** What a severity word means: ESLint's words and numbers are accepted beside templint's own. */
const SETTINGS: Readonly<Record<string, Severity | 'off'>> = {
  off: 'off',
  warn: 'warning',
  warning: 'warning',
  error: 'error',
  0: 'off',
  1: 'warning',
  2: 'error',
};

/** Every accepted severity word or number, for messages that list them. */
export const RULE_SETTINGS: readonly RuleSetting[] = ['off', 'warn', 'warning', 'error', 0, 1, 2];

/** The severity a setting names (`warn` and `1` are `warning`), or undefined when it names none. */
export function normalizeRuleSetting(setting: unknown): Severity | 'off' | undefined {
  return (typeof setting === 'string' || typeof setting === 'number') && Object.hasOwn(SETTINGS, setting) ? SETTINGS[setting] : undefined;
}

/** The setting part of an entry (`'warn'` or `['warn', { ... }]`). */
export function settingOf(entry: RuleEntry | undefined): unknown {
  return Array.isArray(entry) ? (entry as readonly unknown[])[0] : entry;
}

/** The options part of an entry, when it is the array form. */
export function optionsPartOf(entry: RuleEntry | undefined): RuleOptions | undefined {
  if (!Array.isArray(entry)) return undefined;
  const options = (entry as readonly unknown[])[1];
  return typeof options === 'object' && options !== null ? (options as RuleOptions) : undefined;
}
