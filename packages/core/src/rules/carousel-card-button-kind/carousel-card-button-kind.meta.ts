// carousel-card-button-kind's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import { kindLabel } from '../../model/approval.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_CARD_BUTTON_KINDS } from '../../spec/approval-limits.js';

const ALLOWED = APPROVAL_CARD_BUTTON_KINDS.map(kindLabel).join(', ');

/** What tooling shows for carousel-card-button-kind. */
export const carouselCardButtonKindMeta: RuleMeta = {
  description: `A carousel card's buttons are of these kinds only: ${ALLOWED}.`,
};
