import { APPROVAL_SECTION, reviewedByAuthority } from '../../model/approval.js';
import { fieldWithRole } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';

export const buttonTextUnique: RuleDefinition = defineRule({
  id: 'button-text-unique',
  description: 'The buttons of a template, or of one carousel card, have different texts.',
  severity: 'warning',
  specSection: APPROVAL_SECTION,
  messages: {
    duplicate:
      'Button {{number}} has the text "{{text}}", as button {{first}} does; the approval authority rejects buttons with the same text. Give each button its own text.',
  },
  check({ model, report }) {
    if (!reviewedByAuthority(model)) return;
    for (const { buttons } of model.sections) {
      if (buttons.length < 2) continue;
      // Texts are compared trimmed and case-insensitively: "Buy now" and "buy now " look the same.
      const firstNumber = new Map<string, number>();
      buttons.forEach((button, index) => {
        const field = fieldWithRole(button, 'text');
        const value = field?.value;
        if (!field || typeof value !== 'string') return;
        const key = value.trim().toLowerCase();
        if (key === '') return;
        const first = firstNumber.get(key);
        if (first === undefined) firstNumber.set(key, index + 1);
        else report({ messageId: 'duplicate', path: field.valuePath, data: { number: index + 1, text: value, first } });
      });
    }
  },
});
