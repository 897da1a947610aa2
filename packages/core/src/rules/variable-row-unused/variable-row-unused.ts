import { defineRule, type RuleDefinition } from '../../rule.js';

export const variableRowUnused: RuleDefinition = defineRule({
  id: 'variable-row-unused',
  description: 'Every variable row names a `{{variable}}` that appears in its text.',
  severity: 'error',
  specSection: '2.4, 7',
  messages: {
    unused: 'The {{place}} variable row with key `{{key}}` matches no `{{variable}}` in the text; remove the row or use the variable.',
  },
  check({ model, report }) {
    for (const slot of model.slots) {
      if (!slot.rows || slot.rows.length === 0) continue;
      const names = new Set(slot.parsed.placeholders.map((placeholder) => placeholder.name));
      for (const row of slot.rows) {
        if (row.key === undefined || names.has(row.key)) continue;
        report({ messageId: 'unused', path: row.keyPath, data: { place: slot.place, key: row.key, variable: `{{${row.key}}}` } });
      }
    }
  },
});
