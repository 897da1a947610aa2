import { isCarousel } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { sectionLabel } from '../section-label.js';

/** What tooling shows for body-required. */
export const meta: RuleMeta = {
  description: () => 'A normal or interactive template, and every carousel card, has a body with text.',
  specSection: '2.2, 2.7, 2.9',
};

export const bodyRequired: RuleDefinition = defineRule({
  id: 'body-required',
  severity: 'error',
  source: 'spec',
  messages: {
    missing: 'The {{where}} has no `chat_template_body`; add one with the message text.',
    missingText: 'The {{where}} body has no `chat_template_body_value`; add the message text.',
    empty: 'The {{where}} body text is empty; write the message text.',
  },
  check({ model, report }) {
    for (const section of model.sections) {
      // A carousel's main body lives inside its cards (spec 2.2).
      if (section.cardIndex === undefined && isCarousel(model)) continue;
      const where = sectionLabel(section.cardIndex);
      const body = section.body;
      if (!body) {
        const sentBody = section.sentBody;
        if (sentBody.value === undefined) report({ messageId: 'missing', path: sentBody.path, data: { where } });
        continue;
      }
      if (!body.text) {
        // A value of the wrong type is field-type's to report.
        const sentText = body.sentText;
        if (sentText.value === undefined) report({ messageId: 'missingText', path: sentText.path, data: { where } });
        continue;
      }
      if (body.text.text.trim() === '') report({ messageId: 'empty', path: body.text.path, data: { where } });
    }
  },
});
