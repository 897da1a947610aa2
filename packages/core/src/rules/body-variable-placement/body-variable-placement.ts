import { isBlankBetween } from '../../model/approval-text.js';
import type { Placeholder } from '../../placeholders/parse-placeholders.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for body-variable-placement. */
export const meta: RuleMeta = {
  description: () => 'A message body neither starts nor ends with a `{{variable}}` (punctuation before or after it counts as text).',
};

export const bodyVariablePlacement: RuleDefinition = defineRule({
  id: 'body-variable-placement',
  severity: 'error',
  source: 'approval',
  // An authentication body is the authority's own preset sentence (`*{{1}}* is your verification code.`).
  appliesTo: 'non-authentication',
  messages: {
    leading:
      'The {{place}} starts with the variable `{{variable}}`; the approval authority refuses a body that starts with a variable (API error 2388299). Put some words before it.',
    trailing:
      'The {{place}} ends with the variable `{{variable}}`; the approval authority refuses a body that ends with a variable (API error 2388299). Put some words, or a full stop, after it.',
  },
  check({ model, report }) {
    for (const { slot, place } of model.reviewed.messages) {
      const { text } = slot;
      // The first and last variables (an empty `{{}}` is no variable); only whitespace beyond them is the edge.
      let first: Placeholder | undefined;
      let last: Placeholder | undefined;
      for (const placeholder of slot.parsed.placeholders) {
        if (placeholder.name.length === 0) continue;
        first ??= placeholder;
        last = placeholder;
      }
      if (first && isBlankBetween(text, 0, first.start)) {
        report({ messageId: 'leading', path: slot.textPath, data: { place, variable: `{{${first.name}}}` }, range: [first.start, first.end] });
      }
      if (last && isBlankBetween(text, last.end, text.length)) {
        report({ messageId: 'trailing', path: slot.textPath, data: { place, variable: `{{${last.name}}}` }, range: [last.start, last.end] });
      }
    }
  },
});
