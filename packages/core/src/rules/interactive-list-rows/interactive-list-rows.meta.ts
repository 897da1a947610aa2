// interactive-list-rows's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';
import { INTERACTIVE_LIST_ROWS } from '../../spec/limits.js';

/** What tooling shows for interactive-list-rows. */
export const interactiveListRowsMeta: RuleMeta = {
  description: `A list interactive template has ${INTERACTIVE_LIST_ROWS.min} to ${INTERACTIVE_LIST_ROWS.max} rows (quick-reply entries) and no other kind of button.`,
};
