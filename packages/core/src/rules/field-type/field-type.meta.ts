// field-type's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for field-type. */
export const fieldTypeMeta: RuleMeta = {
  description: 'Every field of the spec tables has its JSON type, and the fields a part cannot do without are there.',
};
