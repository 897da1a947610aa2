// unknown-field's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for unknown-field. */
export const unknownFieldMeta: RuleMeta = {
  description: 'Every key is a field the spec defines; a near miss such as `chat_template_bdy` gets a "did you mean".',
};
