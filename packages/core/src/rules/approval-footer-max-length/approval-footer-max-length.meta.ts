// approval-footer-max-length's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_FOOTER_MAX_LENGTH } from '../../spec/approval-limits.js';

/** What tooling shows for approval-footer-max-length. */
export const approvalFooterMaxLengthMeta: RuleMeta = {
  description: `A footer the approval authority reviews (of a template or of a carousel card) is at most ${String(APPROVAL_FOOTER_MAX_LENGTH)} characters.`,
};
