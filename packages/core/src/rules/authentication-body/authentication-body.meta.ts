// authentication-body's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for authentication-body. */
export const authenticationBodyMeta: RuleMeta = {
  description: 'An English authentication template body is exactly the approval authority\'s verification-code sentence (with the security sentence when recommended).',
};
