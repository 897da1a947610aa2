// variable-name-max-length's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_NAMED_VARIABLE_MAX_LENGTH } from '../../spec/approval-limits.js';

/** What tooling shows for variable-name-max-length. */
export const variableNameMaxLengthMeta: RuleMeta = {
  description: `A named variable such as \`{{order_id}}\` has a name of at most ${String(APPROVAL_NAMED_VARIABLE_MAX_LENGTH)} characters.`,
};
