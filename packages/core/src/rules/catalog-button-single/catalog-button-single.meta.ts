// catalog-button-single's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for catalog-button-single. */
export const catalogButtonSingleMeta: RuleMeta = {
  description: "A catalog button is the template's only button.",
};
