import { buttonLabel, mainSection } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import { INTERACTIVE_ITEM_SUB_TYPE } from '../../spec/decisions.js';
import { INTERACTIVE_REPLY_BUTTONS } from '../../spec/limits.js';

export const interactiveReplyButtons: RuleDefinition = defineRule({
  id: 'interactive-reply-buttons',
  description: 'A reply-buttons interactive template has 1 to 3 quick-reply buttons and no other kind.',
  severity: 'error',
  specSection: '2.9',
  messages: {
    count: 'A reply-buttons interactive template has {{min}} to {{max}} reply buttons; this one has {{count}}.',
    otherButton: 'A reply-buttons interactive template has only quick-reply buttons; remove this "{{button}}" button.',
  },
  check({ model, report }) {
    if (!model.interactive || model.interactiveKind !== 'reply_buttons') return;
    const section = mainSection(model);
    if (!section) return;
    let count = 0;
    for (const button of section.buttons) {
      if (button.kind === INTERACTIVE_ITEM_SUB_TYPE) count += 1;
      else if (button.kind) report({ messageId: 'otherButton', path: button.path, data: { button: buttonLabel(button) } });
    }
    const { min, max } = INTERACTIVE_REPLY_BUTTONS;
    if (count < min || count > max) report({ messageId: 'count', path: [...section.path, 'chat_template_button'], data: { min, max, count } });
  },
});
