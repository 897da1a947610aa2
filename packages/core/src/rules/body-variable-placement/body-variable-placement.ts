import { hasWordCharacter } from '../../model/approval-text.js';
import { APPROVAL_SECTION, messageTexts } from '../../model/approval.js';
import { defineRule, type RuleDefinition } from '../../rule.js';

export const bodyVariablePlacement: RuleDefinition = defineRule({
  id: 'body-variable-placement',
  description: 'A message body neither starts nor ends with a `{{variable}}`, and has words between any two variables.',
  severity: 'warning',
  specSection: APPROVAL_SECTION,
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
      const placeholders = slot.parsed.placeholders.filter((placeholder) => placeholder.name.length > 0);
      const first = placeholders[0];
      const last = placeholders.at(-1);
      if (!first || !last) continue;
      const { text } = slot;
      if (!hasWordCharacter(text, 0, first.start)) {
        report({ messageId: 'leading', path: slot.textPath, data: { place, variable: `{{${first.name}}}` }, range: [first.start, first.end] });
      }
      for (let index = 1; index < placeholders.length; index += 1) {
        const before = placeholders[index - 1];
        const after = placeholders[index];
        if (!before || !after || hasWordCharacter(text, before.end, after.start)) continue;
        report({
          messageId: 'adjacent',
          path: slot.textPath,
          data: { place, first: `{{${before.name}}}`, second: `{{${after.name}}}` },
          range: [before.start, after.end],
        });
      }
      if (!hasWordCharacter(text, last.end, text.length)) {
        report({ messageId: 'trailing', path: slot.textPath, data: { place, variable: `{{${last.name}}}` }, range: [last.start, last.end] });
      }
    }
  },
});
