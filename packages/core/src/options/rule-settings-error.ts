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
    const lines = problems.map((problem) => (problem.ruleId === undefined ? `rules: ${problem.message}` : `rules["${problem.ruleId}"]: ${problem.message}`));
    super(`Invalid rule settings: ${lines.join('; ')}`);
    this.problems = problems;
  }
}
