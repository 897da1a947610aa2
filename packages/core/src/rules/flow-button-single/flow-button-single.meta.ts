// flow-button-single's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for flow-button-single. */
export const flowButtonSingleMeta: RuleMeta = {
  description: 'A template has at most one Flow button.',
};
