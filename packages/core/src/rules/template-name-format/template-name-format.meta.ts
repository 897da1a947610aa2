// template-name-format's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for template-name-format. */
export const templateNameFormatMeta: RuleMeta = {
  description: 'The machine name uses only lowercase letters, digits and underscores.',
};
