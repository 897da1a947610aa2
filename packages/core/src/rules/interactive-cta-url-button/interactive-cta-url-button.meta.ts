// interactive-cta-url-button's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for interactive-cta-url-button. */
export const interactiveCtaUrlButtonMeta: RuleMeta = {
  description: 'A CTA URL interactive template has exactly one button: a website button with a display text and a URL.',
};
