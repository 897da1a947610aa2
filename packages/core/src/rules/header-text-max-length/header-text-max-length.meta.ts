// header-text-max-length's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';
import { HEADER_TEXT_MAX_LENGTH } from '../../spec/limits.js';

/** What tooling shows for header-text-max-length. */
export const headerTextMaxLengthMeta: RuleMeta = {
  description: `A text header is at most ${String(HEADER_TEXT_MAX_LENGTH)} characters, each \`{{variable}}\` counting as 1.`,
};
