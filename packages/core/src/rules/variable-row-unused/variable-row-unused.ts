import { withInvisibleNamed } from '../../internal/invisible-named.js';
import { isWhitespace, trimEdges } from '../../internal/trim-edges.js';
import { isCarousel } from '../../model/queries.js';
import type { TemplateModel, VariableSlot } from '../../model/template-model.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for variable-row-unused. */
export const meta: RuleMeta = {
  description: () => 'Every variable row names a `{{variable}}` that appears in its text, and no two rows of a text name the same one.',
  specSection: '2.4, 7',
};

export const variableRowUnused: RuleDefinition = defineRule({
  id: 'variable-row-unused',
  severity: 'error',
  source: 'spec',
  fixable: true,
  messages: {
    unused: 'The {{place}} variable row with key `{{key}}` matches no `{{variable}}` in the text; remove the row or use the variable.',
    looseKey: 'The {{place}} variable row key `{{key}}` has extra spaces or braces; write it as `{{name}}` so it matches `{{variable}}`.',
    duplicate: 'The {{place}} variable `{{variable}}` has a second row; the spec asks for one row per variable. Remove this row and keep one sample.',
  },
  check({ model, report }) {
    for (const slot of model.slots) {
      if (!slot.rows || slot.rows.length === 0 || textReportedBlank(model, slot)) continue;
      const names = new Set(slot.parsed.placeholders.map((placeholder) => placeholder.name));
      const described = new Set(slot.rows.map((row) => row.key));
      // Keys of used rows seen so far: a later row with the same key is a duplicate (spec 2.4: one row per placeholder).
      const seen = new Set<string>();
      // A variable without a row: a row without a key beside it is that row, waiting for its key, which
      // variable-row-missing names ("add a row with key `1`"); reported here it read "key `` matches no `{{}}`".
      const rowless = slot.parsed.placeholders.some((placeholder) => !described.has(placeholder.name));
      for (const row of slot.rows) {
        if (row.key === undefined || (rowless && !row.key.trim())) continue;
        if (names.has(row.key)) {
          if (seen.has(row.key)) report({ messageId: 'duplicate', path: row.keyPath, data: { place: slot.place, variable: `{{${withInvisibleNamed(row.key)}}}` } });
          seen.add(row.key);
          continue;
        }
        // A key that only differs by spaces or braces from a variable without a row is certainly that variable.
        const name = looseKeyName(row.key);
        if (name !== undefined && names.has(name) && !described.has(name)) {
          described.add(name);
          report({
            messageId: 'looseKey',
            path: row.keyPath,
            data: { place: slot.place, key: withInvisibleNamed(row.key), name, variable: `{{${name}}}` },
            fix: { edits: [{ op: 'set', path: row.keyPath, value: name }] },
          });
          continue;
        }
        // The key with its invisible characters named, as variable-name-format names them in the text: a row
        // keyed `1` and a zero-width space read "key `1` matches no `{{1}}`" beside a text holding `{{1}}`.
        const key = withInvisibleNamed(row.key);
        report({ messageId: 'unused', path: row.keyPath, data: { place: slot.place, key, variable: `{{${key}}}` } });
      }
    }
  },
});

/**
 * A blank text that its own rule reports (body-required, carousel-text-required, header-data-single-item):
 * its rows are not "unused", they wait for the text, so they are not reported as well.
 */
function textReportedBlank(model: TemplateModel, { text, place, cardIndex }: VariableSlot): boolean {
  if (text.trim() || place === 'button field') return false;
  const section = model.sections.find((candidate) => candidate.cardIndex === cardIndex);
  if (place === 'header') return section?.header?.kind === 'text';
  return place !== 'body' || cardIndex !== undefined || !isCarousel(model);
}

const isLooseStart = (character: string): boolean => character === '{' || isWhitespace(character);
const isLooseEnd = (character: string): boolean => character === '}' || isWhitespace(character);

/** The key without surrounding spaces and braces, when that changes it; undefined otherwise. */
function looseKeyName(key: string): string | undefined {
  const name = trimEdges(key, isLooseStart, isLooseEnd);
  return name !== key && name.length > 0 ? name : undefined;
}
