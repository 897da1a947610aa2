import { defineRule, type RuleDefinition } from '../../rule.js';
import type { Placeholder } from '../../placeholders/parse-placeholders.js';

export const namedParameterFlag: RuleDefinition = defineRule({
  id: 'named-parameter-flag',
  description: '`flag_named_parameter` is true exactly when the template uses named variables (in its header, body or carousel texts).',
  severity: 'error',
  specSection: '2.1, 2.3, 2.4',
  messages: {
    namedWithoutFlag: 'The template uses the named variable `{{variable}}`, so `flag_named_parameter` must be true.',
    numberedWithFlag:
      '`flag_named_parameter` is true but the template uses the numbered variable `{{variable}}`; named templates must not use numbered-style names.',
  },
  check({ model, report }) {
    // Dynamic button URLs always end in a numbered {{1}} (spec 2.6), named template or not.
    const slots = model.slots.filter((slot) => slot.place !== 'button field');
    const named = firstOfKind(slots, 'named');
    const numbered = firstOfKind(slots, 'numbered');
    if (named && !model.namedParameters) {
      report({ messageId: 'namedWithoutFlag', path: ['flag_named_parameter'], data: { variable: `{{${named.name}}}` } });
    } else if (numbered && model.namedParameters) {
      report({ messageId: 'numberedWithFlag', path: ['flag_named_parameter'], data: { variable: `{{${numbered.name}}}` } });
    }
  },
});

function firstOfKind(slots: readonly { parsed: { placeholders: readonly Placeholder[] } }[], kind: Placeholder['kind']): Placeholder | undefined {
  for (const slot of slots) {
    for (const placeholder of slot.parsed.placeholders) if (placeholder.kind === kind) return placeholder;
  }
  return undefined;
}
