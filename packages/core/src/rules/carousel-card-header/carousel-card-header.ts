import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_CARD_HEADER_KINDS } from '../../spec/approval-limits.js';

/** What tooling shows for carousel-card-header. */
export const meta: RuleMeta = {
  description: () => 'Every carousel card has an image or video header.',
};

export const carouselCardHeader: RuleDefinition = defineRule({
  id: 'carousel-card-header',
  severity: 'warning',
  source: 'approval',
  appliesTo: 'carousel',
  messages: {
    missing: 'Carousel card {{card}} has no header; the approval authority requires an image or video header on every card. Add one.',
    notMedia:
      'Carousel card {{card}} has a {{format}} header; the approval authority accepts only an image or video header on a card. Use an image or a video.',
  },
  check({ model, report }) {
    for (const card of model.sections) {
      if (card.cardIndex === undefined) continue;
      const data = { card: card.cardIndex + 1 };
      const { header } = card;
      if (!header) {
        // A header of another type than an object is field-type's to report.
        const { value, path } = card.sentHeader;
        if (value === undefined || value === null) report({ messageId: 'missing', path, data });
        continue;
      }
      // An unknown header type id is known-catalog-id's to report.
      if (header.kind === undefined || APPROVAL_CARD_HEADER_KINDS.includes(header.kind)) continue;
      const path = [...header.path, 'chat_template_header_type_id'];
      if (header.kind === 'none') report({ messageId: 'missing', path, data });
      else report({ messageId: 'notMedia', path, data: { ...data, format: header.kind } });
    }
  },
});
