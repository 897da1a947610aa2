// language-category-required's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for language-category-required. */
export const languageCategoryRequiredMeta: RuleMeta = {
  description: 'A template that is not interactive has a language (`chat_language_id`) and a category (`chat_template_category_id`).',
};
