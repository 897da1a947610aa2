import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { CODE_EXPIRATION_MAX_MINUTES, CODE_EXPIRATION_MIN_MINUTES } from '../../spec/limits.js';

/** What tooling shows for code-expiration-range. */
export const meta: RuleMeta = {
  description: () => `\`chat_template_code_expiration_minutes\` is a whole number from ${String(CODE_EXPIRATION_MIN_MINUTES)} to ${String(CODE_EXPIRATION_MAX_MINUTES)}.`,
  specSection: '2.2, 2.8, 7, 8',
};

export const codeExpirationRange: RuleDefinition = defineRule({
  id: 'code-expiration-range',
  severity: 'error',
  source: 'spec',
  messages: {
    outOfRange: 'Code expiration is {{minutes}} minutes; it must be a whole number from {{min}} to {{max}}.',
  },
  check({ model, report }) {
    const { value: minutes, path } = model.fields.codeExpirationMinutes;
    // A value of another type is field-type's to report.
    if (typeof minutes !== 'number') return;
    if (Number.isInteger(minutes) && minutes >= CODE_EXPIRATION_MIN_MINUTES && minutes <= CODE_EXPIRATION_MAX_MINUTES) return;
    report({
      messageId: 'outOfRange',
      path,
      data: { minutes, min: CODE_EXPIRATION_MIN_MINUTES, max: CODE_EXPIRATION_MAX_MINUTES },
    });
  },
});
