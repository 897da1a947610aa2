// template-name-derived's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for template-name-derived. */
export const templateNameDerivedMeta: RuleMeta = {
  description: 'Says which machine name the service will derive from the display name when `chat_template_name` is not sent.',
};
