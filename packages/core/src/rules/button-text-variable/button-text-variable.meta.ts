// button-text-variable's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for button-text-variable. */
export const buttonTextVariableMeta: RuleMeta = {
  description: 'A button text is fixed text, with no `{{variable}}`.',
};
