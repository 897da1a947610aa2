// button-text-unique's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for button-text-unique. */
export const buttonTextUniqueMeta: RuleMeta = {
  description: 'The buttons of a template, or of one carousel card, have different texts.',
};
