// carousel-card-consistency's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for carousel-card-consistency. */
export const carouselCardConsistencyMeta: RuleMeta = {
  description: 'Every carousel card has the components of the first: the same header format and the same kinds of buttons in the same order.',
};
