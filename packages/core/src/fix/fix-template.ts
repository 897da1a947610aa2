import { createValidator, type FixResult, type ValidateOptions } from '../validator/create-validator.js';

/**
 * Applies every certain fix (never suggestions) to a copy of the request, validating again after each
 * round until nothing fixable is left; fixes that touch the same part wait for the next round
 * (`selectFixes`). Never changes its input. To fix many requests, reuse one `createValidator(options)`.
 */
export function fixTemplate(request: unknown, options?: ValidateOptions): FixResult {
  return createValidator(options).fix(request);
}
