import { buttonsOfKind } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import { FLOW_BUTTONS_MAX } from '../../spec/limits.js';

export const flowButtonSingle: RuleDefinition = defineRule({
  id: 'flow-button-single',
  description: 'A template has at most one Flow button.',
  severity: 'error',
  specSection: '2.6, 7, 8',
  messages: {
    extra: 'This is Flow button number {{number}}; a template may have at most {{max}}. Remove it.',
  },
  check({ model, report }) {
    buttonsOfKind(model.buttons, 'flow')
      .slice(FLOW_BUTTONS_MAX)
      .forEach((button, index) => {
        report({ messageId: 'extra', path: button.path, data: { number: FLOW_BUTTONS_MAX + index + 1, max: FLOW_BUTTONS_MAX } });
      });
  },
});
