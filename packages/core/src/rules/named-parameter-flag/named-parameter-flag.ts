import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import type { VariableSlot } from '../../model/template-model.js';
import type { Placeholder } from '../../placeholders/parse-placeholders.js';

/** What tooling shows for named-parameter-flag. */
export const meta: RuleMeta = {
  description: () => '`flag_named_parameter` is true exactly when the template uses named variables (in any text, button fields included; a numbered `{{1}}` in a button field is allowed either way).',
  specSection: '2.1, 2.3, 2.4',
};

export const namedParameterFlag: RuleDefinition = defineRule({
  id: 'named-parameter-flag',
  severity: 'error',
  source: 'spec',
  fixable: true,
  messages: {
    namedWithoutFlag: 'The template uses the named variable `{{variable}}`, so `flag_named_parameter` must be true.',
    numberedWithFlag:
      '`flag_named_parameter` is true but the template uses the numbered variable `{{variable}}`; named templates must not use numbered-style names.',
  },
  check({ model, report }) {
    // A named variable anywhere needs the flag (spec 2.4 rule 3), a dynamic URL's `{{invoice_id}}` too.
    const named = firstOfKind(model.slots, 'named', true);
    // Dynamic button URLs may end in a numbered {{1}} (spec 2.6) in a named template: only other texts count.
    const numbered = firstOfKind(model.slots, 'numbered', false);
    const path = ['flag_named_parameter'];
    // The flag is certainly the fix only when the texts use one style; mixing is variable-mixed-kinds' to report.
    if (named && !model.namedParameters) {
      report({
        messageId: 'namedWithoutFlag',
        path,
        data: { variable: `{{${named.name}}}` },
        ...(numbered ? {} : { fix: { edits: [{ op: 'set', path, value: true }] } }),
      });
    } else if (numbered && model.namedParameters) {
      report({
        messageId: 'numberedWithFlag',
        path,
        data: { variable: `{{${numbered.name}}}` },
        ...(named ? {} : { fix: { edits: [{ op: 'set', path, value: false }] } }),
      });
    }
  },
});

/** The first placeholder of this kind, in button fields too or not. */
function firstOfKind(slots: readonly VariableSlot[], kind: Placeholder['kind'], inButtonFields: boolean): Placeholder | undefined {
  for (const slot of slots) {
    if (!inButtonFields && slot.place === 'button field') continue;
    for (const placeholder of slot.parsed.placeholders) if (placeholder.kind === kind) return placeholder;
  }
  return undefined;
}
