// catalog-button-text's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for catalog-button-text. */
export const catalogButtonTextMeta: RuleMeta = {
  description: 'A catalog button text, when sent, is exactly `View catalog`.',
};
