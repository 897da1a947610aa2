// authentication-copy-code-button's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for authentication-copy-code-button. */
export const authenticationCopyCodeButtonMeta: RuleMeta = {
  description: 'An authentication template has a copy-code button, and no button of another known kind.',
};
