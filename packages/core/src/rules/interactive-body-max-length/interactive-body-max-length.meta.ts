// interactive-body-max-length's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';
import { INTERACTIVE_BODY_MAX_LENGTH } from '../../spec/limits.js';

/** What tooling shows for interactive-body-max-length. */
export const interactiveBodyMaxLengthMeta: RuleMeta = {
  description: `An interactive body is within its style's limit: ${String(INTERACTIVE_BODY_MAX_LENGTH.cta_url)} for CTA URL and reply buttons, ${String(INTERACTIVE_BODY_MAX_LENGTH.list)} for list, text and flow.`,
};
