// variable-sequence's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for variable-sequence. */
export const variableSequenceMeta: RuleMeta = {
  description: 'The numbered variables of each text are {{1}}, {{2}}, ... with no number skipped.',
};
