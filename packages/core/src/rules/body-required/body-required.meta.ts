// body-required's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for body-required. */
export const bodyRequiredMeta: RuleMeta = {
  description: 'A normal or interactive template, and every carousel card, has a body with text.',
};
