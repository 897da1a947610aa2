// carousel-category's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_CAROUSEL_CATEGORIES } from '../../spec/approval-limits.js';

/** What tooling shows for carousel-category. */
export const carouselCategoryMeta: RuleMeta = {
  description: `A carousel template is in a ${APPROVAL_CAROUSEL_CATEGORIES.join(' or ')} category.`,
};
