import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for flow-button-flag. */
export const meta: RuleMeta = {
  description: () => 'A template with a Flow button sets `chat_template_flag_flow` to true.',
  specSection: '2.1, 2.6, 7',
};

export const flowButtonFlag: RuleDefinition = defineRule({
  id: 'flow-button-flag',
  severity: 'error',
  source: 'spec',
  messages: {
    flagNotSet: 'The template has a Flow button, so `chat_template_flag_flow` must be true.',
  },
  check({ model, report }) {
    const flag = model.fields.flowFlag;
    if (!model.root || flag.value === true) return;
    if (model.buttons.some((button) => button.traits?.opens === 'flow')) report({ messageId: 'flagNotSet', path: flag.path });
  },
});
