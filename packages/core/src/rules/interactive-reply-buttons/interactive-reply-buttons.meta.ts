// interactive-reply-buttons's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';
import { INTERACTIVE_REPLY_BUTTONS } from '../../spec/limits.js';

/** What tooling shows for interactive-reply-buttons. */
export const interactiveReplyButtonsMeta: RuleMeta = {
  description: `A reply-buttons interactive template has ${INTERACTIVE_REPLY_BUTTONS.min} to ${INTERACTIVE_REPLY_BUTTONS.max} quick-reply buttons and no other kind.`,
};
