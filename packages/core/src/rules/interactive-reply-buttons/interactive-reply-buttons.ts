import { checkInteractiveItems } from '../../model/interactive-items.js';
import { mainSection } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { INTERACTIVE_REPLY_BUTTONS } from '../../spec/limits.js';

/** What tooling shows for interactive-reply-buttons. */
export const meta: RuleMeta = {
  description: () => `A reply-buttons interactive template has ${INTERACTIVE_REPLY_BUTTONS.min} to ${INTERACTIVE_REPLY_BUTTONS.max} quick-reply buttons, each with a title, and no other kind.`,
  specSection: '2.9',
};

export const interactiveReplyButtons: RuleDefinition = defineRule({
  id: 'interactive-reply-buttons',
  severity: 'error',
  source: 'spec',
  appliesTo: 'interactive',
  messages: {
    count: 'A reply-buttons interactive template has {{min}} to {{max}} reply buttons; this one has {{count}}.',
    otherButton: 'A reply-buttons interactive template has only quick-reply buttons; remove this "{{button}}" button.',
    noTitle: 'This reply button has no title; write the text the recipient taps.',
  },
  check({ model, report }) {
    if (model.interactiveKind !== 'reply_buttons') return;
    const section = mainSection(model);
    if (section) checkInteractiveItems(section, INTERACTIVE_REPLY_BUTTONS, report);
  },
});
