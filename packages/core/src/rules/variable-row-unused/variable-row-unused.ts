import { SCAN_LIMIT } from '../../model/queries.js';
import type { VariableRow } from '../../model/template-model.js';
import type { Placeholder } from '../../placeholders/parse-placeholders.js';
import { defineRule, type RuleDefinition } from '../../rule.js';

export const variableRowUnused: RuleDefinition = defineRule({
  id: 'variable-row-unused',
  description: 'Every variable row names a `{{variable}}` that appears in its text.',
  severity: 'error',
  source: 'spec',
  specSection: '2.4, 7',
  fixable: true,
  messages: {
    unused: 'The {{place}} variable row with key `{{key}}` matches no `{{variable}}` in the text; remove the row or use the variable.',
    looseKey: 'The {{place}} variable row key `{{key}}` has extra spaces or braces; write it as `{{name}}` so it matches `{{variable}}`.',
  },
  check({ model, report }) {
    for (const slot of model.slots) {
      if (!slot.rows || slot.rows.length === 0 || everyRowIsUsed(slot.rows, slot.parsed.placeholders)) continue;
      const names = new Set(slot.parsed.placeholders.map((placeholder) => placeholder.name));
      const described = new Set(slot.rows.map((row) => row.key));
      for (const row of slot.rows) {
        if (row.key === undefined || names.has(row.key)) continue;
        // A key that only differs by spaces or braces from a variable without a row is certainly that variable.
        const name = looseKeyName(row.key);
        if (name !== undefined && names.has(name) && !described.has(name)) {
          described.add(name);
          report({
            messageId: 'looseKey',
            path: row.keyPath,
            data: { place: slot.place, key: row.key, name, variable: `{{${name}}}` },
            fix: { edits: [{ op: 'set', path: row.keyPath, value: name }] },
          });
          continue;
        }
        report({ messageId: 'unused', path: row.keyPath, data: { place: slot.place, key: row.key, variable: `{{${row.key}}}` } });
      }
    }
  },
});

const LOOSE_EDGES = /^[\s{]+|[\s}]+$/g;

/** The key without surrounding spaces and braces, when that changes it; undefined otherwise. */
function looseKeyName(key: string): string | undefined {
  const name = key.replace(LOOSE_EDGES, '');
  return name !== key && name.length > 0 ? name : undefined;
}

/**
 * True when every row's key (of those that are strings) names a placeholder of the text: what a correct
 * text has, checked without the sets above. False also when the texts are too large for a plain scan.
 */
function everyRowIsUsed(rows: readonly VariableRow[], placeholders: readonly Placeholder[]): boolean {
  if (placeholders.length * rows.length > SCAN_LIMIT) return false;
  for (const row of rows) {
    const key = row.key;
    if (key !== undefined && !placeholders.some((placeholder) => placeholder.name === key)) return false;
  }
  return true;
}
