import type { Diagnostic, ValidationResult } from '../diagnostic.js';
import type { CreateTemplateRequest } from '../request-types.js';

/**
 * A request's result from its diagnostics: valid when none is an error, and then the request is handed back
 * typed (the shape rules found its shape: see ValidationResult).
 */
export function resultOf(diagnostics: Diagnostic[], request: unknown): ValidationResult {
  for (const diagnostic of diagnostics) if (diagnostic.severity === 'error') return { valid: false, diagnostics };
  return { valid: true, request: request as CreateTemplateRequest, diagnostics };
}
