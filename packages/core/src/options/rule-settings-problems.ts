import type { RuleDefinition } from '../rule.js';
import { normalizeRuleSetting, RULE_SETTINGS } from '../validator/rule-setting.js';
import { optionValueProblem } from './option-declaration.js';

/** One thing wrong with the rule settings a caller gave: the rule (and option) it is about, and what is wrong. */
export interface RuleSettingsProblem {
  /** The rule id as given; undefined when the settings as a whole are wrong. */
  readonly ruleId: string | undefined;
  /** The option's name, when the problem is one option. */
  readonly option?: string;
  /** What is wrong and what is allowed, without the rule id (callers put it where their format wants it). */
  readonly message: string;
}

const SETTING_WORDS = RULE_SETTINGS.map((setting) => JSON.stringify(setting)).join(', ');

/**
 * What is wrong with rule settings (`ValidateOptions.rules`, a config's `rules`, `--rule`): unknown rule
 * ids, unknown severity words, and options the rule does not declare or values its declaration refuses.
 * Plain code over each rule's `options` declaration, so every caller refuses the same settings. (A "did
 * you mean" is the CLI's to add: it would weigh on every browser bundle of the validator.)
 */
export function ruleSettingsProblems(settings: unknown, rules: readonly RuleDefinition[]): RuleSettingsProblem[] {
  if (settings === undefined) return [];
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
    return [{ ruleId: undefined, message: 'must be an object of rule id to setting' }];
  }
  // A later definition of an id wins: the caller's own rules come after the registry's.
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const problems: RuleSettingsProblem[] = [];
  for (const [ruleId, entry] of Object.entries(settings as Record<string, unknown>)) {
    const rule = byId.get(ruleId);
    if (!rule) {
      problems.push({ ruleId, message: 'unknown rule' });
      continue;
    }
    const problem = entryProblem(rule, entry);
    if (problem) problems.push(problem);
  }
  return problems;
}

function entryProblem(rule: RuleDefinition, entry: unknown): RuleSettingsProblem | undefined {
  const ruleId = rule.id;
  const [setting, options] = Array.isArray(entry) ? (entry as unknown[]) : [entry];
  if (normalizeRuleSetting(setting) === undefined) return { ruleId, message: `must be a severity (${SETTING_WORDS}) or [severity, options]` };
  if (!Array.isArray(entry) || entry.length === 1) return undefined;
  if (entry.length > 2 || typeof options !== 'object' || options === null || Array.isArray(options)) {
    return { ruleId, message: 'must be [severity, options], options an object' };
  }
  const declarations = rule.options ?? {};
  const allowed = Object.keys(declarations);
  for (const [option, value] of Object.entries(options as Record<string, unknown>)) {
    const declaration = Object.hasOwn(declarations, option) ? declarations[option] : undefined;
    if (!declaration) return { ruleId, option, message: `unknown option "${option}"; allowed: ${allowed.join(', ') || 'none'}` };
    const problem = optionValueProblem(declaration, value);
    if (problem) return { ruleId, option, message: `option "${option}" ${problem}` };
  }
  return undefined;
}
