// button-count's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_BUTTONS_MAX, APPROVAL_CARD_BUTTONS_MAX, APPROVAL_COPY_CODE_BUTTONS_MAX, APPROVAL_PHONE_BUTTONS_MAX, APPROVAL_WEBSITE_BUTTONS_MAX } from '../../spec/approval-limits.js';

/** What tooling shows for button-count. */
export const buttonCountMeta: RuleMeta = {
  description:
    `A template sent for approval has at most ${String(APPROVAL_BUTTONS_MAX)} buttons, of which at most ${String(APPROVAL_WEBSITE_BUTTONS_MAX)} website, ` +
    `${String(APPROVAL_PHONE_BUTTONS_MAX)} phone and ${String(APPROVAL_COPY_CODE_BUTTONS_MAX)} copy-code button; a carousel card has at most ${String(APPROVAL_CARD_BUTTONS_MAX)}.`,
};
