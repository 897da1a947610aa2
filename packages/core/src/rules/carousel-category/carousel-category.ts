import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_CAROUSEL_CATEGORIES } from '../../spec/approval-limits.js';

/** What tooling shows for carousel-category. */
export const meta: RuleMeta = {
  description: () => `A carousel template is in a ${APPROVAL_CAROUSEL_CATEGORIES.join(' or ')} category.`,
};

export const carouselCategory: RuleDefinition = defineRule({
  id: 'carousel-category',
  severity: 'error',
  source: 'approval',
  appliesTo: 'carousel',
  messages: {
    notMarketing:
      'This carousel is in the {{category}} category; the approval authority offers carousels only for {{allowed}} templates. Use a {{allowed}} category id from the category list.',
  },
  check({ model, report }) {
    // An unknown category id is known-catalog-id's to report; `other` is a category templint cannot judge.
    const category = model.categoryKind;
    if (category === undefined || category === 'other' || APPROVAL_CAROUSEL_CATEGORIES.includes(category)) return;
    report({ messageId: 'notMarketing', path: model.fields.categoryId.path, data: { category, allowed: APPROVAL_CAROUSEL_CATEGORIES.join(' or ') } });
  },
});
