// website-url-variable-end's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for website-url-variable-end. */
export const websiteUrlVariableEndMeta: RuleMeta = {
  description: 'A dynamic website URL has its one `{{variable}}` at the very end, as in `https://shop.example.com/track/{{1}}`.',
};
