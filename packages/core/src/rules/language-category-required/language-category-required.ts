import { own } from '../../internal/json.js';
import { defineRule, type RuleDefinition } from '../../rule.js';

const REQUIRED = [
  { key: 'chat_language_id', messageId: 'language' },
  { key: 'chat_template_category_id', messageId: 'category' },
] as const;

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
    for (const { key, messageId } of REQUIRED) {
      if (own(data, key) === undefined) report({ messageId, path: ['chat_template_data', key] });
    }
  },
});
