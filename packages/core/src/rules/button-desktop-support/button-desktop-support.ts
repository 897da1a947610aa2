import { mainSection } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_DESKTOP_MAX_BUTTONS } from '../../spec/approval-limits.js';

/** What tooling shows for button-desktop-support. */
export const meta: RuleMeta = {
  description: () =>
    `A template's buttons show on WhatsApp desktop clients: at most ${String(APPROVAL_DESKTOP_MAX_BUTTONS)}, and quick replies not mixed with other buttons (off by default).`,
};

export const buttonDesktopSupport: RuleDefinition = defineRule({
  id: 'button-desktop-support',
  severity: 'warning',
  offByDefault: true,
  source: 'approval',
  messages: {
    tooMany:
      'The template has {{count}} buttons; WhatsApp desktop clients cannot show a template with more than {{max}}. Keep to {{max}} buttons if your recipients read on desktop.',
    mixed: 'The template mixes quick reply buttons with other buttons; WhatsApp desktop clients cannot show such a template. Keep to one kind if your recipients read on desktop.',
  },
  check({ model, report }) {
    const section = mainSection(model);
    if (!section) return;
    // The template's own buttons; a carousel card's buttons are the card's format (carousel-card-button-kind).
    const buttons = section.buttons.filter((button) => button.traits?.judged === true);
    if (buttons.length === 0) return;
    const path = [...section.path, 'chat_template_button'];
    if (buttons.length > APPROVAL_DESKTOP_MAX_BUTTONS) report({ messageId: 'tooMany', path, data: { count: buttons.length, max: APPROVAL_DESKTOP_MAX_BUTTONS } });
    const quickReplies = buttons.filter((button) => button.traits?.quickReply === true).length;
    if (quickReplies > 0 && quickReplies < buttons.length) report({ messageId: 'mixed', path });
  },
});
