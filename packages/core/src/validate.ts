import type { SetValidationResult, ValidationResult } from './diagnostic.js';
import { createValidator, type ValidateOptions } from './validator/create-validator.js';

/**
 * Checks a create-template request (any JSON value) against every rule and returns its diagnostics, for
 * the catalog and sets as they are at this call. Never throws on user input and never changes it. To
 * check many requests with the same options, make one `createValidator(options)` and reuse it.
 */
export function validateTemplate(request: unknown, options?: ValidateOptions): ValidationResult {
  return createValidator(options).validate(request);
}

/** What `validateTemplates` may be told: the validator's options, and where each request is. */
export interface ValidateTemplatesOptions extends ValidateOptions {
  /** Where each request is (`templates/a.json:3:5`), by index: messages that name another request use it. */
  readonly locations?: readonly (string | undefined)[];
}

/**
 * Checks requests together, as the account will hold them: each keeps its own diagnostics, and the rules
 * that compare templates (a name used twice in one provider-integration, the same body and footer wording)
 * run once over all of them and `existingTemplates`. Never throws on user input and never changes it.
 */
export function validateTemplates(requests: readonly unknown[], options?: ValidateTemplatesOptions): SetValidationResult {
  return createValidator(options).validateSet(requests, options?.locations);
}
