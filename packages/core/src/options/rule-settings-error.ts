import type { RuleSettingsProblem } from './rule-settings-problems.js';

/**
 * Thrown by `createValidator` (and so `validateTemplate` and `fixTemplate`) for rule settings it cannot
 * honour: an unknown rule id, severity word or option, or an option value out of its bounds. The message
 * names the rule and what is allowed; `problems` lists each.
 */
export class RuleSettingsError extends TypeError {
  override readonly name = 'RuleSettingsError';
  readonly problems: readonly RuleSettingsProblem[];

  constructor(problems: readonly RuleSettingsProblem[]) {
    super(`Invalid rule settings: ${problems.map((problem) => `rules${problem.ruleId === undefined ? '' : `["${problem.ruleId}"]`}: ${problem.message}`).join('; ')}`);
    this.problems = problems;
  }
}
