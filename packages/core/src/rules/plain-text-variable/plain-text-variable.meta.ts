// plain-text-variable's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for plain-text-variable. */
export const plainTextVariableMeta: RuleMeta = {
  description: 'A text that has no variable rows (a footer, `interactive_list_button_text`) holds no `{{variable}}`.',
};
