import { defineRule, type RuleDefinition } from '../../rule.js';

export const flowButtonFlag: RuleDefinition = defineRule({
  id: 'flow-button-flag',
  description: 'A template with a Flow button sets `chat_template_flag_flow` to true.',
  severity: 'error',
  specSection: '2.1, 2.6, 7',
  messages: {
    flagNotSet: 'The template has a Flow button, so `chat_template_flag_flow` must be true.',
  },
  check({ model, report }) {
    if (!model.root || model.root.chat_template_flag_flow === true) return;
    if (model.buttons.some((button) => button.kind === 'flow')) report({ messageId: 'flagNotSet', path: ['chat_template_flag_flow'] });
  },
});
