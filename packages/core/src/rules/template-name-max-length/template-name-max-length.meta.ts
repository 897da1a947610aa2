// template-name-max-length's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';
import { TEMPLATE_NAME_MAX_LENGTH } from '../../spec/limits.js';

/** What tooling shows for template-name-max-length. */
export const templateNameMaxLengthMeta: RuleMeta = {
  description: `The machine name is at most ${String(TEMPLATE_NAME_MAX_LENGTH)} characters.`,
};
