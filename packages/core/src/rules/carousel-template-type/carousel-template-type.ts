import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { CAROUSEL_MAX_CARDS, CAROUSEL_MIN_CARDS } from '../../spec/limits.js';

/** What tooling shows for carousel-template-type. */
export const meta: RuleMeta = {
  description: () => 'A carousel (`chat_template_carousel`) goes with the carousel template type, and the carousel type has one.',
  specSection: '2.1, 2.7',
};

export const carouselTemplateType: RuleDefinition = defineRule({
  id: 'carousel-template-type',
  severity: 'error',
  source: 'spec',
  messages: {
    notCarouselType: 'The template has a `chat_template_carousel`, so `chat_template_type_id` must be the carousel type id from the template-type list.',
    missingCarousel: 'The template type is carousel but there is no `chat_template_carousel`; add it with {{min}} to {{max}} cards.',
  },
  check({ model, report }) {
    if (!model.data) return;
    if (model.carousel && model.templateTypeKind === 'standard') {
      report({ messageId: 'notCarouselType', path: model.fields.templateTypeId.path });
    } else if (!model.carousel && model.templateTypeKind === 'carousel' && !model.fields.carousel.present) {
      report({ messageId: 'missingCarousel', path: model.fields.carousel.path, data: { min: CAROUSEL_MIN_CARDS, max: CAROUSEL_MAX_CARDS } });
    }
  },
});
