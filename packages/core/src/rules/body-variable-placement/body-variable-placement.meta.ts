// body-variable-placement's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for body-variable-placement. */
export const bodyVariablePlacementMeta: RuleMeta = {
  description: 'A message body neither starts nor ends with a `{{variable}}` (punctuation before or after it counts as text).',
};
