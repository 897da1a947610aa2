import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** The URL the message shows as an example: in `data`, since a message's own `{{1}}` is a data slot. */
const EXAMPLE = 'https://example.com/path/{{1}}';

/** What tooling shows for website-url-variable-end. */
export const meta: RuleMeta = {
  description: () => 'A dynamic website URL has its one `{{variable}}` at the very end, as in `https://shop.example.com/track/{{1}}`.',
};

export const websiteUrlVariableEnd: RuleDefinition = defineRule({
  id: 'website-url-variable-end',
  severity: 'error',
  source: 'approval',
  messages: {
    notAtEnd:
      'The website URL has the variable `{{variable}}` before its end; the approval authority accepts one variable, appended at the end of the URL ({{example}}). Move it to the end.',
  },
  check({ model, report }) {
    for (const slot of model.reviewed.slots) {
      if (slot.field?.role !== 'url') continue;
      const length = slot.text.length;
      for (const placeholder of slot.parsed.placeholders) {
        if (placeholder.end === length) continue;
        report({ messageId: 'notAtEnd', path: slot.textPath, data: { variable: `{{${placeholder.name}}}`, example: EXAMPLE }, range: [placeholder.start, placeholder.end] });
      }
    }
  },
});
