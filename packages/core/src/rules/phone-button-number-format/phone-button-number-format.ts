import { fieldWithRole } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { isPhoneNumberForm } from '../phone-number.js';

// No country calling code starts with 0: a leading 0 is a local trunk prefix (India's 098..., Indonesia's
// 0812..., Brazil's 011...) or an international one (00), so the number has no country code.
const NO_COUNTRY_CODE = /^\+?0/;

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
    noCountryCode:
      'The phone number "{{number}}" starts with 0, so it has no country code (none starts with 0); the approval authority refuses it as not a valid phone number. Write it as +<country code><number> without the local 0, such as +919876543210 for 09876543210.',
  },
  check({ model, report }) {
    for (const button of model.buttons) {
      if (button.traits?.opens !== 'phone') continue;
      const field = fieldWithRole(button, 'phone');
      // An empty or non-string number is another rule's to report.
      if (typeof field?.value !== 'string' || field.value === '') continue;
      const messageId = !isPhoneNumberForm(field.value) ? 'notDigits' : NO_COUNTRY_CODE.test(field.value) ? 'noCountryCode' : undefined;
      if (messageId) report({ messageId, path: field.valuePath, data: { number: field.value } });
    }
  },
});
