import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for carousel-text-required. */
export const meta: RuleMeta = {
  description: () => "A carousel has its message text above the cards (`chat_template_carousel_header`), not empty: the authority's carousel requires a body.",
};

export const carouselTextRequired: RuleDefinition = defineRule({
  id: 'carousel-text-required',
  severity: 'error',
  source: 'approval',
  appliesTo: 'carousel',
  messages: {
    missing:
      'The carousel has no `chat_template_carousel_header`, its message text above the cards; the approval authority requires a carousel\'s message body. Add the text.',
    empty: 'The carousel\'s message text above the cards is empty; the approval authority requires a carousel\'s message body. Write the text.',
  },
  check({ model, report }) {
    const carousel = model.carousel;
    if (!carousel) return;
    if (!carousel.headerSent) {
      report({ messageId: 'missing', path: carousel.headerPath });
      return;
    }
    // A value of another type is field-type's to report.
    const header = carousel.header;
    if (header?.text.trim() === '') report({ messageId: 'empty', path: header.path });
  },
});
