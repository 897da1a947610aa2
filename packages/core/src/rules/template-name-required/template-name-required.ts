import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for template-name-required. */
export const meta: RuleMeta = {
  description: () => 'The template has a machine name (`chat_template_name`), or a display name it can be derived from.',
  specSection: '2.2',
};

export const templateNameRequired: RuleDefinition = defineRule({
  id: 'template-name-required',
  severity: 'error',
  source: 'spec',
  messages: {
    missing: 'The template has no `chat_template_name`; add a machine name of lowercase letters, digits and underscores, such as `order_update`.',
    underivable:
      'The template has no `chat_template_name`, and the display name "{{displayName}}" has no Latin letter or digit to derive one from; add a machine name such as `order_update`.',
  },
  check({ model, report }) {
    const facts = model.templateName;
    const sent = model.fields.templateName.value;
    // A name of the wrong type is there: field-type's to report.
    if (!facts || (sent !== undefined && sent !== '')) return;
    const path = ['chat_template_data', 'chat_template_name'];
    if (facts.displayName === undefined) report({ messageId: 'missing', path });
    else if (facts.derived === '') report({ messageId: 'underivable', path, data: { displayName: facts.displayName } });
  },
});
