// interactive-list-header's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for interactive-list-header. */
export const interactiveListHeaderMeta: RuleMeta = {
  description: 'A list interactive template has a text header or none.',
};
