import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_NAMED_VARIABLE_MAX_LENGTH } from '../../spec/approval-limits.js';

/** What tooling shows for variable-name-max-length. */
export const meta: RuleMeta = {
  description: () => `A named variable such as \`{{order_id}}\` has a name of at most ${String(APPROVAL_NAMED_VARIABLE_MAX_LENGTH)} characters.`,
};

export const variableNameMaxLength: RuleDefinition = defineRule({
  id: 'variable-name-max-length',
  severity: 'warning',
  source: 'approval',
  messages: {
    tooLong:
      'The {{place}} variable name `{{name}}` is {{length}} characters; the approval authority accepts at most {{max}}. Shorten the name here and in its variable row.',
  },
  check({ model, report }) {
    for (const slot of model.reviewed.slots) {
      for (const placeholder of slot.parsed.placeholders) {
        const length = placeholder.name.length;
        if (placeholder.kind !== 'named' || length <= APPROVAL_NAMED_VARIABLE_MAX_LENGTH) continue;
        report({
          messageId: 'tooLong',
          path: slot.textPath,
          data: { place: slot.place, name: placeholder.name, length, max: APPROVAL_NAMED_VARIABLE_MAX_LENGTH },
          range: [placeholder.start, placeholder.end],
        });
      }
    }
  },
});
