import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for button-text-variable. */
export const meta: RuleMeta = {
  description: () => 'A button text is fixed text, with no `{{variable}}`.',
};

export const buttonTextVariable: RuleDefinition = defineRule({
  id: 'button-text-variable',
  severity: 'warning',
  source: 'approval',
  messages: {
    variable:
      'The button text has the variable `{{variable}}`; the approval authority accepts only fixed button texts. Write the text out.',
  },
  check({ model, report }) {
    for (const slot of model.reviewed.slots) {
      if (slot.field?.role !== 'text') continue;
      for (const placeholder of slot.parsed.placeholders) {
        report({ messageId: 'variable', path: slot.textPath, data: { variable: `{{${placeholder.name}}}` }, range: [placeholder.start, placeholder.end] });
      }
    }
  },
});
