// carousel-template-type's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for carousel-template-type. */
export const carouselTemplateTypeMeta: RuleMeta = {
  description: 'A carousel (`chat_template_carousel`) goes with the carousel template type, and the carousel type has one.',
};
