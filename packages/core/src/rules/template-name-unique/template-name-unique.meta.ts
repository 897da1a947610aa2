// template-name-unique's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for template-name-unique. */
export const templateNameUniqueMeta: RuleMeta = {
  description: 'The machine name is not already used in the provider-integration (runs when `existingTemplateNames` is given).',
};
