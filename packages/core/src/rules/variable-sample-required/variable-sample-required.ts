import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { VARIABLE_ROW_SAMPLE } from '../../spec/decisions.js';

/** What tooling shows for variable-sample-required. */
export const meta: RuleMeta = {
  description: () => 'Every variable row has a non-empty sample value; the approval authority reviews templates with them.',
  specSection: '2.3, 2.4, 7',
};

export const variableSampleRequired: RuleDefinition = defineRule({
  id: 'variable-sample-required',
  severity: 'error',
  source: 'spec',
  messages: {
    missing: 'The {{place}} variable row `{{key}}` has no `{{sampleKey}}`; add an example value for the review.',
    empty: 'The {{place}} variable row `{{key}}` has an empty sample value; add an example value for the review.',
  },
  check({ model, report }) {
    for (const slot of model.slots) {
      if (!slot.rows) continue;
      for (const row of slot.rows) {
        const key = row.key ?? '?';
        if (row.sample === undefined || row.sample === null) {
          report({ messageId: 'missing', path: row.samplePath, data: { place: slot.place, key, sampleKey: VARIABLE_ROW_SAMPLE } });
        } else if (row.sample === '') {
          report({ messageId: 'empty', path: row.samplePath, data: { place: slot.place, key } });
        }
      }
    }
  },
});
