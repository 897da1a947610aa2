// interactive-text-content's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for interactive-text-content. */
export const interactiveTextContentMeta: RuleMeta = {
  description: 'A text-style interactive template has no buttons and no footer.',
};
