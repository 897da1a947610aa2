import type { Diagnostic, Fix, JsonEdit, Validator } from '@templint/core';

/** Options of `collectDiagnostics`. */
export interface CollectOptions {
  /** Keep errors only. */
  readonly quiet?: boolean;
}

/**
 * The diagnostics of one payload file's JSON value: one create request, or an array of them (each
 * validated by `validator`, its diagnostics' paths prefixed by its index). The CLI and the ESLint plugin
 * both use it.
 */
export function collectDiagnostics(value: unknown, validator: Validator, options: CollectOptions = {}): Diagnostic[] {
  const isArray = Array.isArray(value);
  const requests: readonly unknown[] = isArray ? value : [value];
  const diagnostics: Diagnostic[] = [];
  requests.forEach((request, index) => {
    for (const diagnostic of validator.validate(request).diagnostics) {
      if (options.quiet && diagnostic.severity !== 'error') continue;
      diagnostics.push(isArray ? prefixed(diagnostic, index) : diagnostic);
    }
  });
  return diagnostics;
}

/** A diagnostic of the request at `index` of an array file: its path and its edits' paths start there. */
export function prefixed(diagnostic: Diagnostic, index: number): Diagnostic {
  const { fix, suggestions } = diagnostic;
  return {
    ...diagnostic,
    path: [index, ...diagnostic.path],
    ...(fix ? { fix: prefixFix(fix, index) } : {}),
    ...(suggestions ? { suggestions: suggestions.map((suggestion) => ({ ...suggestion, fix: prefixFix(suggestion.fix, index) })) } : {}),
  };
}

function prefixFix(fix: Fix, index: number): Fix {
  return { edits: fix.edits.map((edit): JsonEdit => ({ ...edit, path: [index, ...edit.path] })) };
}
