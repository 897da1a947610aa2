// flow-button-flag's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for flow-button-flag. */
export const flowButtonFlagMeta: RuleMeta = {
  description: 'A template with a Flow button sets `chat_template_flag_flow` to true.',
};
