// carousel-card-header's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for carousel-card-header. */
export const carouselCardHeaderMeta: RuleMeta = {
  description: 'Every carousel card has an image or video header.',
};
