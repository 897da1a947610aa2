// phone-button-number-format's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for phone-button-number-format. */
export const phoneButtonNumberFormatMeta: RuleMeta = {
  description: 'A phone button number is digits, with an optional leading `+` (country code first).',
};
