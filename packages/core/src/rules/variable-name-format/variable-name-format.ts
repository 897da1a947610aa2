import { defineRule, type RuleDefinition } from '../../rule.js';

export const variableNameFormat: RuleDefinition = defineRule({
  id: 'variable-name-format',
  description: 'A variable is a number such as `{{1}}` or a name of lowercase letters, digits and underscores such as `{{order_id}}`.',
  severity: 'error',
  specSection: '2.4, 7',
  messages: {
    invalid:
      'The {{place}} variable `{{variable}}` uses characters other than lowercase letters, digits and underscores; write it as `{{suggestion}}`.',
  },
  check({ model, report }) {
    for (const slot of model.slots) {
      for (const placeholder of slot.parsed.placeholders) {
        if (placeholder.kind !== 'malformed' || placeholder.name.length === 0) continue;
        report({
          messageId: 'invalid',
          path: slot.textPath,
          data: { place: slot.place, variable: `{{${placeholder.name}}}`, suggestion: `{{${suggestName(placeholder.name)}}}` },
          range: [placeholder.start, placeholder.end],
        });
      }
    }
  },
});

const NOT_NAME_CHARACTERS = /[^a-z0-9]+/g;
const EDGE_UNDERSCORES = /^_+|_+$/g;

function suggestName(name: string): string {
  const suggestion = name.toLowerCase().replace(NOT_NAME_CHARACTERS, '_').replace(EDGE_UNDERSCORES, '');
  return suggestion.length > 0 ? suggestion : 'name';
}
