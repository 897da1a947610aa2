// template-name-required's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for template-name-required. */
export const templateNameRequiredMeta: RuleMeta = {
  description: 'The template has a machine name (`chat_template_name`), or a display name it can be derived from.',
};
