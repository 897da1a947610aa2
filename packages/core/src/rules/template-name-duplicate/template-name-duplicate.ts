import { defineSetRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import type { SetTemplate } from '../../set/set-rule-context.js';
import { renameSuggestions } from '../../set/rename-suggestion.js';

/** What tooling shows for template-name-duplicate. */
export const meta: RuleMeta = {
  description: () => 'No two templates of one provider-integration share a name: the requests linted together and the account\'s templates.',
  specSection: '2.2, 7',
};

export const templateNameDuplicate: RuleDefinition = defineSetRule({
  id: 'template-name-duplicate',
  severity: 'error',
  source: 'spec',
  options: { allowOtherLanguages: { type: 'boolean', default: false } },
  hasSuggestions: true,
  messages: {
    sameLanguage:
      'The template name `{{name}}` is already used for the same language by {{other}} in provider-integration `{{integration}}`; the service refuses a name that is not unique (the approval authority too: error 2388024). Choose another name.',
    otherLanguage:
      'The template name `{{name}}` is already used by {{other}} (in another language) in provider-integration `{{integration}}`; the service refuses a name that is not unique in a provider-integration. Choose another name.',
    rename: 'Rename it `{{name}}`, a name no template uses.',
  },
  checkSet({ requests, accountFirst, options, freeName, report }) {
    const allowOtherLanguages = options.allowOtherLanguages === true;
    // The first template with each name, and with each name and language: the account's first (looked up),
    // else the requests' (hashed as they come); never compared pairwise.
    const firstByName = new Map<string, SetTemplate>();
    const firstByLanguage = new Map<string, SetTemplate>();
    for (const template of requests) {
      const nameKey = nameKeyOf(template);
      const languageKey = languageKeyOf(template);
      if (nameKey === undefined || languageKey === undefined) continue;
      const sameLanguage = accountFirst(languageKeyOf, template) ?? firstByLanguage.get(languageKey);
      const other = sameLanguage ?? (allowOtherLanguages ? undefined : (accountFirst(nameKeyOf, template) ?? firstByName.get(nameKey)));
      if (other) {
        report({
          messageId: sameLanguage ? 'sameLanguage' : 'otherLanguage',
          template,
          part: 'name',
          related: other,
          data: { name: template.name ?? '', other: other.label, integration: template.integration ?? '' },
          suggestions: renameSuggestions(freeName(template.name ?? '')),
        });
      }
      if (!firstByName.has(nameKey)) firstByName.set(nameKey, template);
      if (!firstByLanguage.has(languageKey)) firstByLanguage.set(languageKey, template);
    }
  },
});

/** A template's provider-integration and name; undefined without either. */
function nameKeyOf({ integration, name }: SetTemplate): string | undefined {
  return name === undefined || integration === undefined ? undefined : JSON.stringify([integration, name]);
}

/** Its provider-integration, name and language. */
function languageKeyOf({ integration, name, languageId }: SetTemplate): string | undefined {
  return name === undefined || integration === undefined ? undefined : JSON.stringify([integration, name, languageId ?? null]);
}
