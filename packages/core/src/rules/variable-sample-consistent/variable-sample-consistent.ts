import { reviewedSlots } from '../../model/approval.js';
import { defineRule, type RuleDefinition } from '../../rule.js';

export const variableSampleConsistent: RuleDefinition = defineRule({
  id: 'variable-sample-consistent',
  description: 'A variable described by several rows of one text has the same sample value in each.',
  severity: 'warning',
  source: 'approval',
  messages: {
    differentSample:
      'The {{place}} variable `{{variable}}` has a second row whose sample "{{sample}}" differs from the first row\'s "{{first}}"; the approval authority reviews one sample per variable. Keep one row for it.',
  },
  check({ model, report }) {
    for (const slot of reviewedSlots(model)) {
      if (!slot.rows || slot.rows.length < 2) continue;
      const firstSample = new Map<string, string>();
      for (const row of slot.rows) {
        // A key or sample of another type is field-type's to report.
        if (row.key === undefined || typeof row.sample !== 'string') continue;
        const first = firstSample.get(row.key);
        if (first === undefined) firstSample.set(row.key, row.sample);
        else if (first !== row.sample) {
          report({ messageId: 'differentSample', path: row.samplePath, data: { place: slot.place, variable: `{{${row.key}}}`, sample: row.sample, first } });
        }
      }
    }
  },
});
