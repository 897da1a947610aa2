import { buttonLabel, mainSection } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import { INTERACTIVE_ITEM_SUB_TYPE } from '../../spec/decisions.js';
import { INTERACTIVE_LIST_ROWS } from '../../spec/limits.js';

export const interactiveListRows: RuleDefinition = defineRule({
  id: 'interactive-list-rows',
  description: 'A list interactive template has 1 to 10 rows (quick-reply entries) and no other kind of button.',
  severity: 'error',
  specSection: '2.9',
  messages: {
    count: 'A list interactive template has {{min}} to {{max}} rows; this one has {{count}}.',
    otherButton: 'A list interactive template\'s rows are quick-reply entries; remove this "{{button}}" button.',
  },
  check({ model, report }) {
    if (!model.interactive || model.interactiveKind !== 'list') return;
    const section = mainSection(model);
    if (!section) return;
    let count = 0;
    for (const button of section.buttons) {
      if (button.kind === INTERACTIVE_ITEM_SUB_TYPE) count += 1;
      else if (button.kind) report({ messageId: 'otherButton', path: button.path, data: { button: buttonLabel(button) } });
    }
    const { min, max } = INTERACTIVE_LIST_ROWS;
    if (count < min || count > max) report({ messageId: 'count', path: [...section.path, 'chat_template_button'], data: { min, max, count } });
  },
});
