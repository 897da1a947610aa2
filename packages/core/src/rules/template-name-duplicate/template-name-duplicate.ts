import { defineSetRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import type { SetTemplate } from '../../set/set-rule-context.js';
import { renameSuggestions } from '../../set/rename-suggestion.js';

/** What tooling shows for template-name-duplicate. */
export const meta: RuleMeta = {
  description: () => 'No two templates of one provider-integration share a name: the requests linted together and the account\'s templates.',
};

export const templateNameDuplicate: RuleDefinition = defineSetRule({
  id: 'template-name-duplicate',
  severity: 'error',
  source: 'spec',
  specSection: '2.2, 7',
  options: { allowOtherLanguages: { type: 'boolean', default: false } },
  hasSuggestions: true,
  messages: {
    sameLanguage:
      'The template name `{{name}}` is already used for the same language by {{other}} in provider-integration `{{integration}}`; the service refuses a name that is not unique (the approval authority too: error 2388024). Choose another name.',
    otherLanguage:
      'The template name `{{name}}` is already used by {{other}} (in another language) in provider-integration `{{integration}}`; the service refuses a name that is not unique in a provider-integration. Choose another name.',
    rename: 'Rename it `{{name}}`, a name no template uses.',
  },
  checkSet({ requests, account, options, freeName, report }) {
    const allowOtherLanguages = options.allowOtherLanguages === true;
    // The first template with each name, and with each name and language: hashed, never compared pairwise.
    const firstByName = new Map<string, SetTemplate>();
    const firstByLanguage = new Map<string, SetTemplate>();
    for (const template of [...account, ...requests]) {
      const { name, integration } = template;
      if (name === undefined || integration === undefined) continue;
      const nameKey = JSON.stringify([integration, name]);
      const languageKey = JSON.stringify([integration, name, template.languageId ?? null]);
      const sameLanguage = firstByLanguage.get(languageKey);
      const other = sameLanguage ?? (allowOtherLanguages ? undefined : firstByName.get(nameKey));
      if (other && template.index !== undefined) {
        report({
          messageId: sameLanguage ? 'sameLanguage' : 'otherLanguage',
          template,
          part: 'name',
          related: other,
          data: { name, other: other.label, integration },
          suggestions: renameSuggestions(freeName(name)),
        });
      }
      if (!firstByName.has(nameKey)) firstByName.set(nameKey, template);
      if (!firstByLanguage.has(languageKey)) firstByLanguage.set(languageKey, template);
    }
  },
});
