import { mainSection } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for interactive-list-header. */
export const meta: RuleMeta = {
  description: () => 'A list interactive template has a text header or none.',
  specSection: '2.9',
};

export const interactiveListHeader: RuleDefinition = defineRule({
  id: 'interactive-list-header',
  severity: 'error',
  source: 'spec',
  appliesTo: 'interactive',
  messages: {
    notText: 'A list interactive template takes a text header only; this header is {{kind}}. Use a text header or none.',
  },
  check({ model, report }) {
    if (model.interactiveKind !== 'list') return;
    const header = mainSection(model)?.header;
    if (!header?.kind || header.kind === 'text' || header.kind === 'none') return;
    report({ messageId: 'notText', path: [...header.path, 'chat_template_header_type_id'], data: { kind: header.kind } });
  },
});
