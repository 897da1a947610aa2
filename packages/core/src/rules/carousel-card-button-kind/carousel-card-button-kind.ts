import { CARD_BUTTON_KIND_LABELS, kindLabel } from '../../model/approval.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for carousel-card-button-kind. */
export const meta: RuleMeta = {
  description: () => `A carousel card's buttons are of these kinds only: ${CARD_BUTTON_KIND_LABELS}.`,
};

export const carouselCardButtonKind: RuleDefinition = defineRule({
  id: 'carousel-card-button-kind',
  severity: 'error',
  source: 'approval',
  appliesTo: 'carousel',
  messages: {
    wrongKind: 'Carousel card {{card}} has a button of kind {{kind}}; the approval authority accepts only {{allowed}} buttons on a card. Use one of those.',
  },
  check({ model, report }) {
    for (const button of model.buttons) {
      // An unknown sub-type is known-catalog-id's; a sub-type of kind `other` is one templint cannot judge.
      if (button.cardIndex === undefined || button.kind === undefined || button.traits?.judged !== true) continue;
      if (button.traits.onCarouselCard) continue;
      report({ messageId: 'wrongKind', path: button.path, data: { card: button.cardIndex + 1, kind: kindLabel(button.kind), allowed: CARD_BUTTON_KIND_LABELS } });
    }
  },
});
