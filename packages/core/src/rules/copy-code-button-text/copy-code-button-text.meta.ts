// copy-code-button-text's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for copy-code-button-text. */
export const copyCodeButtonTextMeta: RuleMeta = {
  description: 'A copy-code button text is exactly `Copy Code` or `Copy code`.',
};
