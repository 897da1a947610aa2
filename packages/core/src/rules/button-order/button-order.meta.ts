// button-order's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for button-order. */
export const buttonOrderMeta: RuleMeta = {
  description: 'Quick-reply buttons are grouped together, all before or all after the other buttons.',
};
