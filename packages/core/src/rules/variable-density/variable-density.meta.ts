// variable-density's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_WORDS_PER_VARIABLE } from '../../spec/approval-limits.js';

/** What tooling shows for variable-density. */
export const variableDensityMeta: RuleMeta = {
  description: `A message body has more than ${String(APPROVAL_WORDS_PER_VARIABLE)} words of fixed text per \`{{variable}}\` (the ratio is an option), and no two variables with only spaces between them.`,
};
