import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for template-name-unique. */
export const meta: RuleMeta = {
  description: () => 'The machine name is not already used in the provider-integration (runs when `existingTemplateNames` is given).',
  specSection: '2.2, 7',
};

export const templateNameUnique: RuleDefinition = defineRule({
  id: 'template-name-unique',
  severity: 'error',
  source: 'spec',
  requires: 'existingTemplateNames',
  messages: {
    taken: 'The template name `{{name}}` is already used in this provider-integration; choose another name.',
    derivedTaken:
      'The name derived from the display name, `{{name}}`, is already used in this provider-integration; set another `chat_template_name`.',
  },
  check({ model, report }) {
    const facts = model.templateName;
    const existing = model.existingTemplateNames;
    if (!facts || !existing) return;
    const path = ['chat_template_data', 'chat_template_name'];
    if (facts.name !== undefined && existing.has(facts.name)) report({ messageId: 'taken', path, data: { name: facts.name } });
    else if (facts.derived && existing.has(facts.derived)) report({ messageId: 'derivedTaken', path, data: { name: facts.derived } });
  },
});
