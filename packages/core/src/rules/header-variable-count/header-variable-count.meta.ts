// header-variable-count's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for header-variable-count. */
export const headerVariableCountMeta: RuleMeta = {
  description: 'A text header has at most one `{{variable}}` (it may appear more than once).',
};
