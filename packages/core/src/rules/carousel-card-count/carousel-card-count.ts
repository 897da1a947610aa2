import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { CAROUSEL_MAX_CARDS, CAROUSEL_MIN_CARDS } from '../../spec/limits.js';

/** What tooling shows for carousel-card-count. */
export const meta: RuleMeta = {
  description: () => `A carousel has ${String(CAROUSEL_MIN_CARDS)} to ${String(CAROUSEL_MAX_CARDS)} cards.`,
  specSection: '2.7, 7, 8',
};

export const carouselCardCount: RuleDefinition = defineRule({
  id: 'carousel-card-count',
  severity: 'error',
  source: 'spec',
  appliesTo: 'carousel',
  messages: {
    missing: 'The carousel has no `chat_template_carousel_card`; add {{min}} to {{max}} cards.',
    tooFew: 'The carousel has {{count}} {{count|one:card|other:cards}}; it needs at least {{min}}.',
    tooMany: 'The carousel has {{count}} cards; the limit is {{max}}. Remove {{excess}}.',
  },
  check({ model, report }) {
    const carousel = model.carousel;
    if (!carousel) return;
    const path = carousel.cardsPath;
    if (!carousel.cards) {
      if (!carousel.cardsSent) report({ messageId: 'missing', path, data: { min: CAROUSEL_MIN_CARDS, max: CAROUSEL_MAX_CARDS } });
      return;
    }
    const count = carousel.cards.length;
    if (count < CAROUSEL_MIN_CARDS) report({ messageId: 'tooFew', path, data: { count, min: CAROUSEL_MIN_CARDS } });
    else if (count > CAROUSEL_MAX_CARDS) report({ messageId: 'tooMany', path, data: { count, max: CAROUSEL_MAX_CARDS, excess: count - CAROUSEL_MAX_CARDS } });
  },
});
