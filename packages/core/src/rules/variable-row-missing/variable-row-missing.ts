import { defineRule, type RuleDefinition } from '../../rule.js';

export const variableRowMissing: RuleDefinition = defineRule({
  id: 'variable-row-missing',
  description: 'Every `{{variable}}` in a text has a variable row with its key and a sample value.',
  severity: 'error',
  specSection: '2.4, 7',
  messages: {
    noRows: 'The {{place}} uses {{count}} variable(s) but has no `{{rowsKey}}` array; add one row per variable with a key and a sample.',
    noRow: 'The {{place}} variable `{{variable}}` has no row in `{{rowsKey}}`; add a row with key `{{key}}` and a sample value.',
  },
  check({ model, report }) {
    for (const slot of model.slots) {
      const placeholders = slot.parsed.placeholders.filter((placeholder) => placeholder.name.length > 0);
      if (placeholders.length === 0) continue;
      const rowsKey = slot.rowsKey;
      if (!slot.rows) {
        report({ messageId: 'noRows', path: slot.rowsPath, data: { place: slot.place, count: placeholders.length, rowsKey } });
        continue;
      }
      const keys = new Set(slot.rows.map((row) => row.key));
      for (const placeholder of placeholders) {
        if (keys.has(placeholder.name)) continue;
        report({
          messageId: 'noRow',
          path: slot.textPath,
          data: { place: slot.place, variable: `{{${placeholder.name}}}`, key: placeholder.name, rowsKey },
          range: [placeholder.start, placeholder.end],
        });
      }
    }
  },
});
