// carousel-card-button-kind's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import { CARD_BUTTON_KIND_LABELS } from '../../model/approval.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for carousel-card-button-kind. */
export const carouselCardButtonKindMeta: RuleMeta = {
  description: `A carousel card's buttons are of these kinds only: ${CARD_BUTTON_KIND_LABELS}.`,
};
