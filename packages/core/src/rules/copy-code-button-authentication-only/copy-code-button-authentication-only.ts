import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for copy-code-button-authentication-only. */
export const meta: RuleMeta = {
  description: () => 'A one-time-password copy-code button is in an authentication template only; a marketing code is an offer-code button.',
};

export const copyCodeButtonAuthenticationOnly: RuleDefinition = defineRule({
  id: 'copy-code-button-authentication-only',
  severity: 'error',
  source: 'approval',
  messages: {
    outsideAuthentication:
      'This copy-code button is the one-time-password button of authentication templates, and this template is {{category}}. For a coupon code use the copy-offer-code button; for a password use an authentication category.',
  },
  check({ model, report }) {
    const category = model.categoryKind;
    // Without a known category there is nothing to compare; carousel cards are carousel-card-button-kind's.
    if (category === undefined || category === 'authentication') return;
    for (const button of model.buttons) {
      if (button.traits?.copies === 'otp' && button.cardIndex === undefined) report({ messageId: 'outsideAuthentication', path: button.path, data: { category } });
    }
  },
});
