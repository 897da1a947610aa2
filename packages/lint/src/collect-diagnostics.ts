import { validateTemplate, type Diagnostic, type ValidateOptions } from '@templint/core';

/** Options of `collectDiagnostics`. */
export interface CollectOptions {
  /** Keep errors only. */
  readonly quiet?: boolean;
}

/**
 * The diagnostics of one payload file's JSON value: one create request, or an array of them (each
 * validated, its diagnostics' paths prefixed by its index). The CLI and the ESLint plugin both use it.
 */
export function collectDiagnostics(value: unknown, validateOptions?: ValidateOptions, options: CollectOptions = {}): Diagnostic[] {
  const isArray = Array.isArray(value);
  const requests: readonly unknown[] = isArray ? value : [value];
  const diagnostics: Diagnostic[] = [];
  requests.forEach((request, index) => {
    for (const diagnostic of validateTemplate(request, validateOptions).diagnostics) {
      if (options.quiet && diagnostic.severity !== 'error') continue;
      diagnostics.push(isArray ? { ...diagnostic, path: [index, ...diagnostic.path] } : diagnostic);
    }
  });
  return diagnostics;
}
