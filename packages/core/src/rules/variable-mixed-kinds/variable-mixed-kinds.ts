import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for variable-mixed-kinds. */
export const meta: RuleMeta = {
  description: () => 'A text uses numbered variables (`{{1}}`) or named ones (`{{first_name}}`), never both.',
  specSection: '2.4, 7',
};

export const variableMixedKinds: RuleDefinition = defineRule({
  id: 'variable-mixed-kinds',
  severity: 'error',
  source: 'spec',
  messages: {
    mixed: 'The {{place}} mixes numbered and named variables (`{{first}}` and `{{other}}`); use one style throughout.',
  },
  check({ model, report }) {
    for (const slot of model.slots) {
      let first: { kind: string; name: string } | undefined;
      for (const placeholder of slot.parsed.placeholders) {
        if (placeholder.kind === 'malformed') continue;
        if (!first) first = placeholder;
        else if (placeholder.kind !== first.kind) {
          report({
            messageId: 'mixed',
            path: slot.textPath,
            data: { place: slot.place, first: `{{${first.name}}}`, other: `{{${placeholder.name}}}` },
            range: [placeholder.start, placeholder.end],
          });
          break;
        }
      }
    }
  },
});
