import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for language-category-required. */
export const meta: RuleMeta = {
  description: () => 'A template that is not interactive has a language (`chat_language_id`) and a category (`chat_template_category_id`).',
  specSection: '2.2',
};

export const languageCategoryRequired: RuleDefinition = defineRule({
  id: 'language-category-required',
  severity: 'error',
  source: 'spec',
  appliesTo: 'non-interactive',
  messages: {
    language: 'The template has no `chat_language_id`; add an id from the language list (only interactive templates may leave it out).',
    category:
      'The template has no `chat_template_category_id`; add an id from the category list (only interactive templates may leave it out).',
  },
  check({ model, report }) {
    if (!model.data) return;
    const { languageId, categoryId } = model.fields;
    if (languageId.value === undefined) report({ messageId: 'language', path: languageId.path });
    if (categoryId.value === undefined) report({ messageId: 'category', path: categoryId.path });
  },
});
