import { defineRule, type RuleDefinition } from '../../rule.js';

export const languageCategoryRequired: RuleDefinition = defineRule({
  id: 'language-category-required',
  description: 'A template that is not interactive has a language (`chat_language_id`) and a category (`chat_template_category_id`).',
  severity: 'error',
  specSection: '2.2',
  messages: {
    language: 'The template has no `chat_language_id`; add an id from the language list (only interactive templates may leave it out).',
    category:
      'The template has no `chat_template_category_id`; add an id from the category list (only interactive templates may leave it out).',
  },
  check({ model, report }) {
    const data = model.data;
    if (!data || model.interactive) return;
    if (data.chat_language_id === undefined) {
      report({ messageId: 'language', path: ['chat_template_data', 'chat_language_id'] });
    }
    if (data.chat_template_category_id === undefined) {
      report({ messageId: 'category', path: ['chat_template_data', 'chat_template_category_id'] });
    }
  },
});
