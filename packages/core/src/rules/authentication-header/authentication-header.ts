import { mainSection } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for authentication-header. */
export const meta: RuleMeta = {
  description: () => 'An authentication template has no header.',
};

export const authenticationHeader: RuleDefinition = defineRule({
  id: 'authentication-header',
  severity: 'error',
  source: 'approval',
  appliesTo: 'authentication',
  messages: {
    header:
      'An authentication template has a body, a footer and a copy-code button only; the approval authority accepts no header (this one is {{format}}). Remove `chat_template_header` or set its type id to 0.',
  },
  check({ model, report }) {
    const header = mainSection(model)?.header;
    // Type id 0 is "no header"; an unknown type id is known-catalog-id's to report.
    if (header?.kind === undefined || header.kind === 'none') return;
    report({ messageId: 'header', path: [...header.path, 'chat_template_header_type_id'], data: { format: header.kind } });
  },
});
