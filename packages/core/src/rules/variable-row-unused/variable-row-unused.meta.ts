// variable-row-unused's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for variable-row-unused. */
export const variableRowUnusedMeta: RuleMeta = {
  description: 'Every variable row names a `{{variable}}` that appears in its text, and no two rows of a text name the same one.',
};
