// carousel-card-body-max-length's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_CARD_BODY_MAX_LENGTH } from '../../spec/approval-limits.js';

/** What tooling shows for carousel-card-body-max-length. */
export const carouselCardBodyMaxLengthMeta: RuleMeta = {
  description: `A carousel card body is at most ${String(APPROVAL_CARD_BODY_MAX_LENGTH)} characters, each \`{{variable}}\` counting as 1.`,
};
