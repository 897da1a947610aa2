import type { RuleEntry, RuleOptions, Severity } from '../diagnostic.js';
import { compileMessage, type CompiledMessage } from '../format-message.js';
import type { RuleDefinition } from '../rule.js';
import { normalizeRuleSetting, optionsPartOf, settingOf } from './rule-setting.js';
import { scopeBitsOf } from './scope.js';

/** One rule as a validator runs it: severity, options and scope resolved once, when the validator is made. */
export interface PlannedRule {
  readonly rule: RuleDefinition;
  readonly check: RuleDefinition['check'];
  readonly severity: Severity;
  readonly options: RuleOptions;
  /** The scope bits (scope.ts) a request must have for the rule to run. */
  readonly needs: number;
  /** The rule's message templates, each split at its `{{slots}}` once, with the plan. */
  readonly messages: Readonly<Record<string, CompiledMessage>>;
}

/** The options of a rule that has none (one frozen object for all). */
export const NO_OPTIONS: RuleOptions = Object.freeze({});

/** The rules to run, in registry order, with the caller's settings applied; a rule turned off is left out. */
export function planRules(
  rules: readonly RuleDefinition[],
  settings: Readonly<Record<string, RuleEntry>> | undefined,
): PlannedRule[] {
  const plan: PlannedRule[] = [];
  for (const rule of rules) {
    const entry = settings !== undefined && Object.hasOwn(settings, rule.id) ? settings[rule.id] : undefined;
    // An entry whose severity word is unknown keeps the rule's default (the CLI and plugin report such words).
    const severity = entry === undefined ? defaultSettingOf(rule) : (normalizeRuleSetting(settingOf(entry)) ?? defaultSettingOf(rule));
    if (severity === 'off') continue;
    plan.push({ rule, check: rule.check, severity, options: optionsOf(rule, entry), needs: scopeBitsOf(rule), messages: compiledMessages(rule) });
  }
  return plan;
}

/** What a rule runs as without a setting of the caller's: off for a rule that is off by default. */
export function defaultSettingOf(rule: RuleDefinition): Severity | 'off' {
  return rule.offByDefault === true ? 'off' : rule.severity;
}

function compiledMessages(rule: RuleDefinition): Record<string, CompiledMessage> {
  const messages: Record<string, CompiledMessage> = {};
  for (const [id, template] of Object.entries(rule.messages)) messages[id] = compileMessage(template);
  return messages;
}

/** The rule's default options, overridden by the caller's where the types match. */
function optionsOf(rule: RuleDefinition, entry: RuleEntry | undefined): RuleOptions {
  const defaults = rule.defaultOptions ?? NO_OPTIONS;
  const given = optionsPartOf(entry);
  if (!given) return defaults;
  const merged: Record<string, string | number | boolean> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = Object.hasOwn(given, key) ? given[key] : undefined;
    if (value !== undefined && typeof value === typeof defaults[key]) merged[key] = value;
  }
  return merged;
}
