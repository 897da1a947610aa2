// body-text-format's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_BODY_MAX_CONSECUTIVE_NEWLINES, APPROVAL_BODY_MAX_EMOJI } from '../../spec/approval-limits.js';

/** What tooling shows for body-text-format. */
export const bodyTextFormatMeta: RuleMeta = {
  description:
    `A message text sent for approval has at most ${String(APPROVAL_BODY_MAX_CONSECUTIVE_NEWLINES)} line breaks in a row, ` +
    `at most ${String(APPROVAL_BODY_MAX_EMOJI)} emoji, and some words besides its variables.`,
};
