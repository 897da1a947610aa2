// authentication-header's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for authentication-header. */
export const authenticationHeaderMeta: RuleMeta = {
  description: 'An authentication template has no header.',
};
