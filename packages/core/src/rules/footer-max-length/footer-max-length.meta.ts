// footer-max-length's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';
import { AUTHENTICATION_FOOTER_MAX_LENGTH } from '../../spec/limits.js';

/** What tooling shows for footer-max-length. */
export const footerMaxLengthMeta: RuleMeta = {
  description: `An authentication footer, and an interactive CTA URL footer, is at most ${AUTHENTICATION_FOOTER_MAX_LENGTH} characters.`,
};
