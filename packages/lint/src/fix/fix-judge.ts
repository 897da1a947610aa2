import { createValidator, normalizeRuleSetting, rules, type RuleEntry, type ValidateOptions, type Validator } from '@templint/core';
import { settingOf } from '@templint/core/internal';

/**
 * What judges a fix where the settings turn rules off: a fix may add no error of any rule, run or not (the
 * approval authority reads every rule), as the ESLint plugin judges them; only the running rules are
 * reported and give fixes.
 */
export interface FixJudge {
  /** The validator of the same settings with every rule they turn off back at its default. */
  readonly validator: Validator;
  /** Whether the settings run the rule. */
  readonly runs: (ruleId: string) => boolean;
}

/**
 * The judge of fixes for a validator made from `options`; undefined when they turn off no rule that runs by
 * default (the validator judges its own fixes then).
 */
export function fixJudgeOf(options: ValidateOptions): FixJudge | undefined {
  const settings = options.rules ?? {};
  const turnedOff = new Set(
    rules.filter((rule) => rule.offByDefault !== true && Object.hasOwn(settings, rule.id) && normalizeRuleSetting(settingOf(settings[rule.id])) === 'off').map((rule) => rule.id),
  );
  if (turnedOff.size === 0) return undefined;
  const judging: Record<string, RuleEntry> = {};
  for (const [id, entry] of Object.entries(settings)) if (!turnedOff.has(id)) judging[id] = entry;
  return { validator: createValidator({ ...options, rules: judging }), runs: (ruleId) => !turnedOff.has(ruleId) };
}
