import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for interactive-type-required. */
export const meta: RuleMeta = {
  description: () => 'An interactive template (`chat_template_flag_interactive_message: true`) names its style with `interactive_type_id`.',
  specSection: '2.1, 2.9',
};

export const interactiveTypeRequired: RuleDefinition = defineRule({
  id: 'interactive-type-required',
  severity: 'error',
  source: 'spec',
  appliesTo: 'interactive',
  messages: {
    missing: 'The template is interactive, so `interactive_type_id` is required; use an id from the interactive-type list (reply buttons, list, text, flow, CTA URL).',
  },
  check({ model, report }) {
    const { value: id, path } = model.fields.interactiveTypeId;
    if (id === undefined || id === null) report({ messageId: 'missing', path });
  },
});
