import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { FLOW_BUTTONS_MAX } from '../../spec/limits.js';

/** What tooling shows for flow-button-single. */
export const meta: RuleMeta = {
  description: () => 'A template has at most one Flow button.',
  specSection: '2.6, 7, 8',
};

export const flowButtonSingle: RuleDefinition = defineRule({
  id: 'flow-button-single',
  severity: 'error',
  source: 'spec',
  messages: {
    extra: 'This is Flow button number {{number}}; a template may have at most {{max}}. Remove it.',
  },
  check({ model, report }) {
    let number = 0;
    for (const button of model.buttons) {
      if (button.traits?.opens !== 'flow') continue;
      number += 1;
      if (number > FLOW_BUTTONS_MAX) report({ messageId: 'extra', path: button.path, data: { number, max: FLOW_BUTTONS_MAX } });
    }
  },
});
