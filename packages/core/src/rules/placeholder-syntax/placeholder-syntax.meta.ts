// placeholder-syntax's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for placeholder-syntax. */
export const placeholderSyntaxMeta: RuleMeta = {
  description: 'Every `{{` is closed by `}}`, every `}}` was opened, and no placeholder is empty.',
};
