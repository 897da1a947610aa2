import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for interactive-list-button-text. */
export const meta: RuleMeta = {
  description: () => '`interactive_list_button_text` is sent only with the list interactive type.',
  specSection: '2.1, 2.9',
};

export const interactiveListButtonText: RuleDefinition = defineRule({
  id: 'interactive-list-button-text',
  severity: 'error',
  source: 'spec',
  messages: {
    notList: '`interactive_list_button_text` is valid only for a list-style interactive template; remove it or use the list interactive type.',
  },
  check({ model, report }) {
    const { value: text, path } = model.fields.interactiveListButtonText;
    if (text === undefined || text === null) return;
    // An unknown interactive type id is known-catalog-id's to report; do not guess its style.
    if (model.interactive && (model.interactiveKind === undefined || model.interactiveKind === 'list')) return;
    report({ messageId: 'notList', path });
  },
});
