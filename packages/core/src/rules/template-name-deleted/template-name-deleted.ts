import { defineSetRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { renameSuggestions } from '../../set/rename-suggestion.js';

/** What tooling shows for template-name-deleted. */
export const meta: RuleMeta = {
  description: () => 'The name is not one of a template deleted recently in its provider-integration (runs when `deletedTemplateNames` is given).',
};

export const templateNameDeleted: RuleDefinition = defineSetRule({
  id: 'template-name-deleted',
  severity: 'error',
  source: 'approval',
  hasSuggestions: true,
  messages: {
    // The provider-integration named: with several business accounts, it says whose deleted names hold it.
    deleted:
      'The template name `{{name}}` belonged to a template deleted recently in provider-integration `{{integration}}`; the approval authority does not take the name of a deleted template again for 30 days. Choose another name.',
    deletedNoIntegration:
      'The template name `{{name}}` belonged to a template deleted recently; the approval authority does not take the name of a deleted template again for 30 days. Choose another name.',
    rename: 'Rename it `{{name}}`, a name no template uses.',
  },
  checkSet({ requests, deletedTemplateNames, freeName, report }) {
    if (!deletedTemplateNames) return;
    for (const template of requests) {
      const { name } = template;
      if (name === undefined) continue;
      const { integration } = template;
      if (!deletedTemplateNames.has(name, integration)) continue;
      const suggestions = renameSuggestions(freeName(name));
      if (integration === undefined) report({ messageId: 'deletedNoIntegration', template, part: 'name', data: { name }, suggestions });
      else report({ messageId: 'deleted', template, part: 'name', data: { name, integration }, suggestions });
    }
  },
});
