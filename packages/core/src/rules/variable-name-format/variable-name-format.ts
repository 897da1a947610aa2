import type { JsonEdit } from '../../diagnostic.js';
import { defineRule, type RuleDefinition } from '../../rule.js';

export const variableNameFormat: RuleDefinition = defineRule({
  id: 'variable-name-format',
  description: 'A variable is a number such as `{{1}}` or a name of lowercase letters, digits and underscores such as `{{order_id}}`.',
  severity: 'error',
  source: 'spec',
  specSection: '2.4, 7',
  fixable: true,
  messages: {
    invalid:
      'The {{place}} variable `{{variable}}` uses characters other than lowercase letters, digits and underscores; write it as `{{suggestion}}`.',
  },
  check({ model, report }) {
    for (const slot of model.slots) {
      for (const placeholder of slot.parsed.placeholders) {
        if (placeholder.kind !== 'malformed' || placeholder.name.length === 0) continue;
        const suggestion = suggestName(placeholder.name);
        // Renaming is certain only when the new name is free in this text: the text and its rows change together.
        const free = suggestion !== 'name' && !slot.parsed.placeholders.some((other) => other.name === suggestion);
        const edits: JsonEdit[] = [{ op: 'set', path: slot.textPath, value: slot.text.split(`{{${placeholder.name}}}`).join(`{{${suggestion}}}`) }];
        for (const row of slot.rows ?? []) {
          if (row.key === placeholder.name) edits.push({ op: 'set', path: row.keyPath, value: suggestion });
        }
        report({
          messageId: 'invalid',
          path: slot.textPath,
          data: { place: slot.place, variable: `{{${placeholder.name}}}`, suggestion: `{{${suggestion}}}` },
          range: [placeholder.start, placeholder.end],
          ...(free ? { fix: { edits } } : {}),
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
