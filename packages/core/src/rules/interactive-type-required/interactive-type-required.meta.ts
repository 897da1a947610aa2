// interactive-type-required's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for interactive-type-required. */
export const interactiveTypeRequiredMeta: RuleMeta = {
  description: 'An interactive template (`chat_template_flag_interactive_message: true`) names its style with `interactive_type_id`.',
};
