// button-field-max-length's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for button-field-max-length. */
export const buttonFieldMaxLengthMeta: RuleMeta = {
  description: 'Every button field is within its section 8 limit for its sub-type and role (interactive limits win; the catalog may be stricter, never looser).',
};
