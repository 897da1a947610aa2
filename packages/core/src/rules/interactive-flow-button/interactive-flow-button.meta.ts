// interactive-flow-button's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for interactive-flow-button. */
export const interactiveFlowButtonMeta: RuleMeta = {
  description: 'A flow-style interactive template has exactly one button: a Flow button with a Flow id and a text.',
};
