// body-max-length's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_BODY_MAX_LENGTH } from '../../spec/approval-limits.js';

/** What tooling shows for body-max-length. */
export const bodyMaxLengthMeta: RuleMeta = {
  description: `The body of a template sent for approval (and a carousel's text above the cards) is at most ${String(APPROVAL_BODY_MAX_LENGTH)} characters, each \`{{variable}}\` counting as 1.`,
};
