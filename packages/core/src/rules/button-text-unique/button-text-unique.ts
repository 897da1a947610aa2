import { fieldWithRole } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for button-text-unique. */
export const meta: RuleMeta = {
  description: () => 'The buttons of a template, or of one carousel card, have different texts.',
};

export const buttonTextUnique: RuleDefinition = defineRule({
  id: 'button-text-unique',
  severity: 'warning',
  source: 'approval',
  messages: {
    duplicate:
      'Button {{number}} has the text "{{text}}", as button {{first}} does; the approval authority rejects buttons with the same text. Give each button its own text.',
  },
  check({ model, report }) {
    for (const { buttons } of model.sections) {
      if (buttons.length < 2) continue;
      // Texts are compared as a reader sees them: trimmed, in any case ("Buy now" and "buy now "), and with
      // an accent typed as its own mark or as part of its letter ("Sí" either way, NFC).
      const firstNumber = new Map<string, number>();
      buttons.forEach((button, index) => {
        const field = fieldWithRole(button, 'text');
        const value = field?.value;
        if (!field || typeof value !== 'string') return;
        const key = value.normalize('NFC').trim().toLowerCase();
        if (key === '') return;
        const first = firstNumber.get(key);
        if (first === undefined) firstNumber.set(key, index + 1);
        else report({ messageId: 'duplicate', path: field.valuePath, data: { number: index + 1, text: value, first } });
      });
    }
  },
});
