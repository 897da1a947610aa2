import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for template-name-derived. */
export const meta: RuleMeta = {
  description: () => 'Says which machine name the service will derive from the display name when `chat_template_name` is not sent or empty.',
  specSection: '2.2',
};

export const templateNameDerived: RuleDefinition = defineRule({
  id: 'template-name-derived',
  severity: 'warning',
  source: 'spec',
  fixable: true,
  messages: {
    derived:
      'The template has no `chat_template_name` (missing or empty), so it will be derived from the display name "{{displayName}}": `{{name}}`. Set it explicitly to be sure of the name.',
  },
  check({ model, report }) {
    const facts = model.templateName;
    if (!facts?.derived || facts.displayName === undefined) return;
    const path = ['chat_template_data', 'chat_template_name'];
    report({
      messageId: 'derived',
      path,
      data: { displayName: facts.displayName, name: facts.derived },
      fix: { edits: [{ op: 'set', path, value: facts.derived }] },
    });
  },
});
