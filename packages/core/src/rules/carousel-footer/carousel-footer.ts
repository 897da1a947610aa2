import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { sectionLabel } from '../section-label.js';

/** What tooling shows for carousel-footer. */
export const meta: RuleMeta = {
  description: () => "A carousel template sends no footer, for itself or a card: the authority's carousel has neither.",
};

export const carouselFooter: RuleDefinition = defineRule({
  id: 'carousel-footer',
  severity: 'warning',
  source: 'approval',
  appliesTo: 'carousel',
  messages: {
    footer:
      'The {{where}} of this carousel has a footer; the approval authority\'s carousel template has no footer, neither below its message text nor on a card. Remove `chat_template_footer` or move the words into the text.',
  },
  check({ model, report }) {
    for (const section of model.sections) {
      const text = section.footer?.text;
      // An empty footer sends nothing; a value of another type is field-type's.
      if (!text || text.text.trim() === '') continue;
      report({ messageId: 'footer', path: text.path, data: { where: sectionLabel(section.cardIndex) } });
    }
  },
});
