import { hasWordCharacter } from '../../model/approval-text.js';
import { messageTexts } from '../../model/approval.js';
import type { Placeholder } from '../../placeholders/parse-placeholders.js';
import { defineRule, type RuleDefinition } from '../../rule.js';

export const bodyVariablePlacement: RuleDefinition = defineRule({
  id: 'body-variable-placement',
  description: 'A message body neither starts nor ends with a `{{variable}}`, and has words between any two variables.',
  severity: 'warning',
  source: 'approval',
  messages: {
    leading:
      'The {{place}} starts with the variable `{{variable}}` (only spaces or punctuation before it); the approval authority rejects a body that starts with a variable. Put some words before it.',
    trailing:
      'The {{place}} ends with the variable `{{variable}}` (only spaces or punctuation after it); the approval authority rejects a body that ends with a variable. Put some words after it.',
    adjacent:
      'The variables `{{first}}` and `{{second}}` in the {{place}} have no words between them (only spaces or punctuation); the approval authority rejects variables side by side. Put some words between them.',
  },
  check({ model, report }) {
    // An authentication body is the authority's own preset sentence (`*{{1}}* is your verification code.`).
    if (model.categoryKind === 'authentication') return;
    for (const { slot, place } of messageTexts(model)) {
      const { text } = slot;
      // The named placeholders in order, each compared with the one before it (an empty `{{}}` is no variable).
      let before: Placeholder | undefined;
      for (const after of slot.parsed.placeholders) {
        if (after.name.length === 0) continue;
        if (!before) {
          if (!hasWordCharacter(text, 0, after.start)) {
            report({ messageId: 'leading', path: slot.textPath, data: { place, variable: `{{${after.name}}}` }, range: [after.start, after.end] });
          }
        } else if (!hasWordCharacter(text, before.end, after.start)) {
          report({
            messageId: 'adjacent',
            path: slot.textPath,
            data: { place, first: `{{${before.name}}}`, second: `{{${after.name}}}` },
            range: [before.start, after.end],
          });
        }
        before = after;
      }
      const last = before;
      if (last && !hasWordCharacter(text, last.end, text.length)) {
        report({ messageId: 'trailing', path: slot.textPath, data: { place, variable: `{{${last.name}}}` }, range: [last.start, last.end] });
      }
    }
  },
});
