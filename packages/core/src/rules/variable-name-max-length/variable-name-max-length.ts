import type { RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_NAMED_VARIABLE_MAX_LENGTH } from '../../spec/approval-limits.js';
import { maxLengthRule } from '../max-length-rule.js';

/** What tooling shows for variable-name-max-length. */
export const meta: RuleMeta = {
  description: () => `A named variable such as \`{{order_id}}\` has a name of at most ${String(APPROVAL_NAMED_VARIABLE_MAX_LENGTH)} characters.`,
};

export const variableNameMaxLength: RuleDefinition = maxLengthRule({
  id: 'variable-name-max-length',
  severity: 'warning',
  source: 'approval',
  message:
    'The {{place}} variable name `{{name}}` is {{length}} characters; the approval authority accepts at most {{max}}. Shorten the name here and in its variable row.',
  *texts(model) {
    for (const slot of model.reviewed.slots) {
      for (const placeholder of slot.parsed.placeholders) {
        // A name is lowercase letters, digits and underscores, so its characters are its UTF-16 units.
        if (placeholder.kind !== 'named') continue;
        const { name } = placeholder;
        yield { text: name, path: slot.textPath, limit: APPROVAL_NAMED_VARIABLE_MAX_LENGTH, names: { place: slot.place, name }, range: [placeholder.start, placeholder.end] };
      }
    }
  },
  data: ({ count, limit }, names) => ({ ...names, length: count, max: limit }),
});
