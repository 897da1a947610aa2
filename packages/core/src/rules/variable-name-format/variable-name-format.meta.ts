// variable-name-format's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for variable-name-format. */
export const variableNameFormatMeta: RuleMeta = {
  description: 'A variable is a number such as `{{1}}` or a name of lowercase letters, digits and underscores such as `{{order_id}}`.',
};
