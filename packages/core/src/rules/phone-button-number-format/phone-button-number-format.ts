import { fieldWithRole } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { isPhoneNumberForm } from '../phone-number.js';

/** What tooling shows for phone-button-number-format. */
export const meta: RuleMeta = {
  description: () => 'A phone button number is digits, with an optional leading `+` (country code first).',
};

export const phoneButtonNumberFormat: RuleDefinition = defineRule({
  id: 'phone-button-number-format',
  severity: 'warning',
  source: 'approval',
  messages: {
    notDigits: 'The phone number "{{number}}" is not digits with an optional leading +; the approval authority refuses it as not a valid phone number. Write it as +<country code><number>, such as +15550100.',
  },
  check({ model, report }) {
    for (const button of model.buttons) {
      if (button.traits?.opens !== 'phone') continue;
      const field = fieldWithRole(button, 'phone');
      // An empty or non-string number is another rule's to report.
      if (typeof field?.value !== 'string' || field.value === '' || isPhoneNumberForm(field.value)) continue;
      report({ messageId: 'notDigits', path: field.valuePath, data: { number: field.value } });
    }
  },
});
