import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** Brackets that make a whole sample look like a placeholder: `[name]`, `<name>`, `{name}`. */
const CLOSING: Readonly<Record<string, string>> = { '[': ']', '<': '>', '{': '}' };

/**
 * True when a sample looks like a placeholder itself: it holds a `{{...}}`, or it is one bracketed
 * word such as `[name]` (the closing bracket is its last character and appears nowhere before).
 */
function looksLikePlaceholder(sample: string): boolean {
  const open = sample.indexOf('{{');
  if (open !== -1 && sample.includes('}}', open + 2)) return true;
  const closing = CLOSING[sample.charAt(0)];
  return closing !== undefined && sample.length >= 2 && sample.indexOf(closing) === sample.length - 1;
}

/** What tooling shows for variable-sample-format. */
export const meta: RuleMeta = {
  description: () => 'A variable\'s sample value is a realistic example: not blank, and not a placeholder such as `{{1}}`, `[name]`, `<name>` or `{name}`.',
};

export const variableSampleFormat: RuleDefinition = defineRule({
  id: 'variable-sample-format',
  severity: 'warning',
  source: 'approval',
  messages: {
    blank: 'The sample of the {{place}} variable `{{variable}}` is only spaces; the approval authority reviews the template with it. Write a realistic example value.',
    placeholder:
      'The sample "{{sample}}" of the {{place}} variable `{{variable}}` looks like a placeholder, not a value; the approval authority reviews the template with it. Write a realistic example value, such as a name or a date.',
  },
  check({ model, report }) {
    for (const slot of model.reviewed.slots) {
      if (!slot.rows) continue;
      for (const row of slot.rows) {
        // A missing or empty sample is variable-sample-required's error; another type is field-type's.
        if (typeof row.sample !== 'string' || row.sample === '') continue;
        const sample = row.sample.trim();
        if (sample === '') report({ messageId: 'blank', path: row.samplePath, data: { place: slot.place, variable: `{{${row.key ?? '?'}}}` } });
        else if (looksLikePlaceholder(sample)) {
          report({ messageId: 'placeholder', path: row.samplePath, data: { place: slot.place, variable: `{{${row.key ?? '?'}}}`, sample: row.sample } });
        }
      }
    }
  },
});
