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
  checkSet({ requests, accountFirst, report }) {
    // The first template with each wording per integration: the account's (looked up), else the requests'
    // (one hash per request); never compared pairwise.
    const first = new Map<string, SetTemplate>();
    for (const template of requests) {
      const key = wordingKeyOf(template);
      if (key === undefined) continue;
      const other = accountFirst(wordingKeyOf, template) ?? first.get(key);
      if (other === undefined) first.set(key, template);
      else report({ messageId: 'duplicate', template, part: 'wording', related: other, data: { other: other.label, integration: template.integration ?? '' } });
    }
  },
});

/** A template's provider-integration and wording; undefined without either. */
function wordingKeyOf({ integration, wording }: SetTemplate): string | undefined {
  return wording === undefined || integration === undefined ? undefined : JSON.stringify([integration, wording]);
}
