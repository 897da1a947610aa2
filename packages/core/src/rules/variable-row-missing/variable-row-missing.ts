import { withInvisibleNamed } from '../../internal/invisible-named.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { VARIABLE_ROW_KEY, VARIABLE_ROW_SAMPLE } from '../../spec/decisions.js';

/** What tooling shows for variable-row-missing. */
export const meta: RuleMeta = {
  description: () => 'Every `{{variable}}` in a text has a variable row with its key and a sample value.',
  specSection: '2.4, 7',
};

export const variableRowMissing: RuleDefinition = defineRule({
  id: 'variable-row-missing',
  severity: 'error',
  source: 'spec',
  hasSuggestions: true,
  messages: {
    noRows: 'The {{place}} uses {{count}} {{count|one:variable|other:variables}} but has no `{{rowsKey}}` array; add one row per variable with a key and a sample.',
    noRow: 'The {{place}} variable `{{variable}}` has no row in `{{rowsKey}}`; add a row with key `{{key}}` and a sample value.',
    addRows: 'Add {{count}} variable {{count|one:row|other:rows}}; fill in each sample value.',
    addRow: 'Add a row for `{{variable}}`; fill in its sample value.',
  },
  check({ model, report }) {
    for (const slot of model.slots) {
      const placeholders = slot.parsed.placeholders.filter((placeholder) => placeholder.name.length > 0);
      if (placeholders.length === 0) continue;
      const rowsKey = slot.rowsKey;
      if (!slot.rows) {
        const names = [...new Set(placeholders.map((placeholder) => placeholder.name))];
        const rows = names.map((name) => ({ [VARIABLE_ROW_KEY]: name, [VARIABLE_ROW_SAMPLE]: '' }));
        report({
          messageId: 'noRows',
          path: slot.rowsPath,
          data: { place: slot.place, count: placeholders.length, rowsKey },
          suggestions: [{ messageId: 'addRows', data: { count: rows.length }, fix: { edits: [{ op: 'set', path: slot.rowsPath, value: rows }] } }],
        });
        continue;
      }
      const keys = new Set(slot.rows.map((row) => row.key));
      let next = slot.rowCount;
      for (const placeholder of placeholders) {
        if (keys.has(placeholder.name)) continue;
        keys.add(placeholder.name);
        const row = { [VARIABLE_ROW_KEY]: placeholder.name, [VARIABLE_ROW_SAMPLE]: '' };
        const rowPath = [...slot.rowsPath, next];
        next += 1;
        // A name holding an invisible character (a malformed one: variable-name-format) says which.
        const key = withInvisibleNamed(placeholder.name);
        report({
          messageId: 'noRow',
          path: slot.textPath,
          data: { place: slot.place, variable: `{{${key}}}`, key, rowsKey },
          range: [placeholder.start, placeholder.end],
          suggestions: [{ messageId: 'addRow', data: { variable: key }, fix: { edits: [{ op: 'insert', path: rowPath, value: row }] } }],
        });
      }
    }
  },
});
