import { defineRule, type RuleDefinition } from '../../rule.js';

export const interactiveTypeRequired: RuleDefinition = defineRule({
  id: 'interactive-type-required',
  severity: 'error',
  source: 'spec',
  specSection: '2.1, 2.9',
  appliesTo: 'interactive',
  messages: {
    missing: 'The template is interactive, so `interactive_type_id` is required; use an id from the interactive-type list (reply buttons, list, text, flow, CTA URL).',
  },
  check({ model, report }) {
    const { value: id, path } = model.fields.interactiveTypeId;
    if (id === undefined || id === null) report({ messageId: 'missing', path });
  },
});
