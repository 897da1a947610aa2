// named-parameter-flag's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for named-parameter-flag. */
export const namedParameterFlagMeta: RuleMeta = {
  description: '`flag_named_parameter` is true exactly when the template uses named variables (in any text, button fields included; a numbered `{{1}}` in a button field is allowed either way).',
};
