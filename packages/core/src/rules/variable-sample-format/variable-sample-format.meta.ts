// variable-sample-format's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for variable-sample-format. */
export const variableSampleFormatMeta: RuleMeta = {
  description: 'A variable\'s sample value is a realistic example: not blank, and not a placeholder such as `{{1}}`, `[name]`, `<name>` or `{name}`.',
};
