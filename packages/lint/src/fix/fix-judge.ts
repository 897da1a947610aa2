import { createValidator, normalizeRuleSetting, rules, type Diagnostic, type RuleEntry, type ValidateOptions, type Validator } from '@templint/core';
import { optionsPartOf, settingOf } from '@templint/core/internal';

/**
 * What judges a fix where the settings turn rules off or lower them to warnings: a fix may add no error of
 * any rule at its default severity, run or not, lowered or not (the approval authority reads every rule),
 * as the ESLint plugin judges them; only the running rules are reported and give fixes, at the severity
 * the settings give them.
 */
export interface FixJudge {
  /** The validator of the same settings with every rule they turn off or lower back at its default severity. */
  readonly validator: Validator;
  /** Whether the settings run the rule. */
  readonly runs: (ruleId: string) => boolean;
  /**
   * The rules the settings report as warnings where the judge runs them as errors (`"warn"` for a rule
   * whose default is `error`): their diagnostics are reported as warnings. None when absent.
   */
  readonly lowered?: ReadonlySet<string>;
}

/**
 * The judge of fixes for a validator made from `options`; undefined when they turn off or lower no rule
 * that runs by default (the validator judges its own fixes then). Found by QA: a rule set to `warn` let
 * `--fix` write its problem (a name the account already has) that the same rule `off` or `error` held back.
 */
export function fixJudgeOf(options: ValidateOptions): FixJudge | undefined {
  const settings = options.rules ?? {};
  const turnedOff = new Set<string>();
  const lowered = new Set<string>();
  const judging: Record<string, RuleEntry> = {};
  // One pass over the settings; an entry core does not know stays, for the validator to refuse as it would.
  for (const [id, entry] of Object.entries(settings)) {
    const rule = rules.find((each) => each.id === id);
    const setting = normalizeRuleSetting(settingOf(entry));
    if (rule !== undefined && rule.offByDefault !== true && setting === 'off') turnedOff.add(id);
    else if (rule !== undefined && rule.offByDefault !== true && setting === 'warning' && rule.severity === 'error') {
      lowered.add(id);
      const ruleOptions = optionsPartOf(entry);
      judging[id] = ruleOptions === undefined ? rule.severity : [rule.severity, ruleOptions];
    } else judging[id] = entry;
  }
  if (turnedOff.size === 0 && lowered.size === 0) return undefined;
  return { validator: createValidator({ ...options, rules: judging }), runs: (ruleId) => !turnedOff.has(ruleId), ...(lowered.size > 0 ? { lowered } : {}) };
}

/** The diagnostic as the settings report it: a rule they lower to a warning gives a warning. */
export function asReported(judge: FixJudge, diagnostic: Diagnostic): Diagnostic {
  return diagnostic.severity === 'error' && judge.lowered?.has(diagnostic.ruleId) === true ? { ...diagnostic, severity: 'warning' } : diagnostic;
}
