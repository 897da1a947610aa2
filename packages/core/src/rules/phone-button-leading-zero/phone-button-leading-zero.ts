import { fieldWithRole } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { isPhoneNumberForm } from '../phone-number.js';
import { callingCodeLength } from '../../spec/country-calling-codes.js';

/** What tooling shows for phone-button-leading-zero. */
export const meta: RuleMeta = {
  description: () => 'A phone button number has no 0 right after its country code, which the authority strips before dialling.',
};

export const phoneButtonLeadingZero: RuleDefinition = defineRule({
  id: 'phone-button-leading-zero',
  severity: 'warning',
  source: 'approval',
  messages: {
    strippedZero:
      'The phone number "{{number}}" has a 0 right after its country code {{countryCode}}; the approval authority strips that zero, so the button will dial {{dialled}}. If the number does not work without the 0, use another number, or give it in the body text.',
  },
  check({ model, report }) {
    for (const button of model.buttons) {
      if (button.traits?.opens !== 'phone') continue;
      const field = fieldWithRole(button, 'phone');
      // Another form is phone-button-number-format's to report.
      if (typeof field?.value !== 'string' || !isPhoneNumberForm(field.value)) continue;
      const number = field.value;
      const plus = number.startsWith('+') ? '+' : '';
      const digits = number.slice(plus.length);
      const codeLength = callingCodeLength(digits);
      if (codeLength === undefined || digits.charAt(codeLength) !== '0') continue;
      const countryCode = `+${digits.slice(0, codeLength)}`;
      const dialled = `${plus}${digits.slice(0, codeLength)}${digits.slice(codeLength + 1)}`;
      report({ messageId: 'strippedZero', path: field.valuePath, data: { number, countryCode, dialled } });
    }
  },
});
