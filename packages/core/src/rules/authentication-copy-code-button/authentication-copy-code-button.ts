import { kindLabel } from '../../model/approval.js';
import { mainSection } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for authentication-copy-code-button. */
export const meta: RuleMeta = {
  description: () => 'An authentication template has a copy-code button, and no button of another known kind.',
  specSection: '2.8',
};

export const authenticationCopyCodeButton: RuleDefinition = defineRule({
  id: 'authentication-copy-code-button',
  severity: 'error',
  source: 'spec',
  appliesTo: 'authentication',
  messages: {
    missing: 'An authentication template needs a copy-code button (text "Copy code" or "Copy Code"); add one.',
    otherButton: 'An authentication template\'s button is a copy-code button; remove this "{{kind}}" button.',
  },
  check({ model, report }) {
    const section = mainSection(model);
    if (!section) return;
    let copyCode = false;
    for (const button of section.buttons) {
      if (!button.kind || button.traits?.judged !== true) continue;
      if (button.traits.copies === 'otp') copyCode = true;
      else report({ messageId: 'otherButton', path: button.path, data: { kind: kindLabel(button.kind) } });
    }
    if (!copyCode) report({ messageId: 'missing', path: [...section.path, 'chat_template_button'] });
  },
});
