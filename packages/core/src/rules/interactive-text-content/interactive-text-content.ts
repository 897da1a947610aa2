import { mainSection } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for interactive-text-content. */
export const meta: RuleMeta = {
  description: () => 'A text-style interactive template has no buttons and no footer.',
  specSection: '2.9',
};

export const interactiveTextContent: RuleDefinition = defineRule({
  id: 'interactive-text-content',
  severity: 'error',
  source: 'spec',
  appliesTo: 'interactive',
  messages: {
    buttons: 'A text-style interactive template has no buttons; remove `chat_template_button` or choose another interactive type.',
    footer: 'A text-style interactive template has no footer; remove `chat_template_footer`.',
  },
  check({ model, report }) {
    if (model.interactiveKind !== 'text') return;
    const section = mainSection(model);
    if (!section) return;
    if (section.buttons.length > 0) report({ messageId: 'buttons', path: [...section.path, 'chat_template_button'] });
    // An empty footer sends no footer text (as carousel-footer reads it); a value of another type is field-type's.
    const footer = section.footer;
    if (footer?.text && footer.text.text.trim() !== '') report({ messageId: 'footer', path: footer.path });
  },
});
