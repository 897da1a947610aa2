import type { ValidationResult } from './diagnostic.js';
import { createValidator, type ValidateOptions } from './validator/create-validator.js';

/**
 * Checks a create-template request (any JSON value) against every rule and returns its diagnostics, for
 * the catalog and sets as they are at this call. Never throws on user input and never changes it. To
 * check many requests with the same options, make one `createValidator(options)` and reuse it.
 */
export function validateTemplate(request: unknown, options?: ValidateOptions): ValidationResult {
  return createValidator(options).validate(request);
}
