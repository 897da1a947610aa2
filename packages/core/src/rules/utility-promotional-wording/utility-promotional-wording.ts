import { phraseFinder } from '../../model/phrase-finder.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { allPhrases, PROMOTIONAL_PHRASES } from '../../spec/category-phrases.js';
import { partLabel } from '../section-label.js';

/** Built once: a `RegExp` without the `g` or `y` flag keeps no state between calls. */
const findPromotional = phraseFinder(allPhrases(PROMOTIONAL_PHRASES));

/** What tooling shows for utility-promotional-wording. */
export const meta: RuleMeta = {
  description: () => 'A utility template has no clearly promotional wording ("% off", "buy now", "promo code"), which makes the authority approve it as marketing.',
};

export const utilityPromotionalWording: RuleDefinition = defineRule({
  id: 'utility-promotional-wording',
  severity: 'warning',
  source: 'approval',
  messages: {
    promotional:
      'The {{place}} of this utility template has promotional wording ("{{phrase}}"); utility messages "should not promote, recommend, upsell, or cross-sell products; include offers", and since April 2025 the approval authority approves such a template as MARKETING (billed as marketing). Remove the offer, or choose the marketing category.',
  },
  check({ model, report }) {
    if (model.categoryKind !== 'utility') return;
    for (const { slot, place } of model.reviewed.messages) {
      const found = findPromotional(slot.text, slot.parsed.placeholders);
      if (found === undefined) continue;
      report({
        messageId: 'promotional',
        path: slot.textPath,
        range: [found.start, found.end],
        data: { place: partLabel(place, slot.cardIndex), phrase: found.text },
      });
    }
  },
});
