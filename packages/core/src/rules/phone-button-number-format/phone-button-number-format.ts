import { fieldWithRole } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { asciiDigits } from '../ascii-digits.js';
import { isPhoneNumberForm } from '../phone-number.js';

// No country calling code starts with 0: a leading 0 is a local trunk prefix (India's 098..., Indonesia's
// 0812..., Brazil's 011...) or an international one (00), so the number has no country code.
const NO_COUNTRY_CODE = /^\+?0/;

/** What people write between digit groups ("+91 98765 43210", "+1 (555) 010-0100"): spaces, dashes, dots, brackets. */
const DIGIT_GROUP_SEPARATORS = /[\s.()-]/g;

/** A number written with its country code marked: a leading `+`, spaces before it aside. */
const MARKED_COUNTRY_CODE = /^\s*\+/;

/**
 * The number without its separators (`compact`, its digits in ASCII), when it was written with a leading `+`
 * and that leaves a number this rule accepts: the same number, so a certain fix. Without the `+`, digit groups are most often written the
 * local way (`(11) 4002-8922` in Brazil, `55 1234 5678` in Mexico): dropping the separators would make the
 * area code read as a country code (`1140028922` dials +1) and silence the warning, so a person writes
 * the country code. Letters, a + inside, or no country code need a person too.
 */
function compactNumber(value: string, compact: string): string | undefined {
  if (!MARKED_COUNTRY_CODE.test(value)) return undefined;
  return isPhoneNumberForm(compact) && !NO_COUNTRY_CODE.test(compact) ? compact : undefined;
}

/** What tooling shows for phone-button-number-format. */
export const meta: RuleMeta = {
  description: () => 'A phone button number is digits, with an optional leading `+` (country code first).',
};

export const phoneButtonNumberFormat: RuleDefinition = defineRule({
  id: 'phone-button-number-format',
  severity: 'warning',
  fixable: true,
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
      const data = { number: field.value };
      // Digits of another script (`+٩٧١…` typed on an Arabic keyboard) are the same number in the digits the
      // service reads.
      const digits = asciiDigits(field.value).replace(DIGIT_GROUP_SEPARATORS, '');
      // A local 0 means no country code, digit groups or not (`09876543210`, `0812-3456-7890`, `(011) 4002-8922`).
      if (isPhoneNumberForm(digits) && NO_COUNTRY_CODE.test(digits)) {
        report({ messageId: 'noCountryCode', path: field.valuePath, data });
      } else if (!isPhoneNumberForm(field.value)) {
        const compact = compactNumber(field.value, digits);
        const fix = compact === undefined ? undefined : { edits: [{ op: 'set' as const, path: field.valuePath, value: compact }] };
        report({ messageId: 'notDigits', path: field.valuePath, data, ...(fix ? { fix } : {}) });
      }
    }
  },
});
