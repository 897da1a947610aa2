// code-expiration-range's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';
import { CODE_EXPIRATION_MAX_MINUTES, CODE_EXPIRATION_MIN_MINUTES } from '../../spec/limits.js';

/** What tooling shows for code-expiration-range. */
export const codeExpirationRangeMeta: RuleMeta = {
  description: `\`chat_template_code_expiration_minutes\` is a whole number from ${String(CODE_EXPIRATION_MIN_MINUTES)} to ${String(CODE_EXPIRATION_MAX_MINUTES)}.`,
};
