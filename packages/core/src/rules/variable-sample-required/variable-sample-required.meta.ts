// variable-sample-required's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for variable-sample-required. */
export const variableSampleRequiredMeta: RuleMeta = {
  description: 'Every variable row has a non-empty sample value; the approval authority reviews templates with them.',
};
