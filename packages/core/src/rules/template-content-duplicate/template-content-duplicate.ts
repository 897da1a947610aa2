import { defineSetRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import type { SetTemplate } from '../../set/set-rule-context.js';

/** What tooling shows for template-content-duplicate. */
export const meta: RuleMeta = {
  description: () =>
    'No two templates of one provider-integration have the same body and footer wording (whitespace and variable names aside); authentication templates are exempt.',
};

export const templateContentDuplicate: RuleDefinition = defineSetRule({
  id: 'template-content-duplicate',
  severity: 'error',
  source: 'approval',
  appliesTo: 'non-authentication',
  messages: {
    duplicate:
      'The body and footer have the same wording as {{other}} in provider-integration `{{integration}}`; the approval authority rejects a template that repeats an existing template\'s body and footer. Change the wording, or use that template.',
  },
  checkSet({ requests, account, report }) {
    // The first template with each wording per integration: one hash per template, never pairwise.
    const first = new Map<string, SetTemplate>();
    for (const template of [...account, ...requests]) {
      const { wording, integration } = template;
      if (wording === undefined || integration === undefined) continue;
      const key = JSON.stringify([integration, wording]);
      const other = first.get(key);
      if (other === undefined) first.set(key, template);
      else if (template.index !== undefined) report({ messageId: 'duplicate', template, part: 'wording', related: other, data: { other: other.label, integration } });
    }
  },
});
