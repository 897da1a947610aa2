// carousel-card-count's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';
import { CAROUSEL_MAX_CARDS, CAROUSEL_MIN_CARDS } from '../../spec/limits.js';

/** What tooling shows for carousel-card-count. */
export const carouselCardCountMeta: RuleMeta = {
  description: `A carousel has ${String(CAROUSEL_MIN_CARDS)} to ${String(CAROUSEL_MAX_CARDS)} cards.`,
};
