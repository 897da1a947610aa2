// copy-code-button-authentication-only's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for copy-code-button-authentication-only. */
export const copyCodeButtonAuthenticationOnlyMeta: RuleMeta = {
  description: 'A one-time-password copy-code button is in an authentication template only; a marketing code is an offer-code button.',
};
