// variable-mixed-kinds's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for variable-mixed-kinds. */
export const variableMixedKindsMeta: RuleMeta = {
  description: 'A text uses numbered variables (`{{1}}`) or named ones (`{{first_name}}`), never both.',
};
