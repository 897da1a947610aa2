// variable-row-missing's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for variable-row-missing. */
export const variableRowMissingMeta: RuleMeta = {
  description: 'Every `{{variable}}` in a text has a variable row with its key and a sample value.',
};
