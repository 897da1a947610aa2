import { selectFixes, type Diagnostic, type Fix, type Validator } from '@templint/core';
import { prefixed } from '../collect-diagnostics.js';
import { repeatCheckOf } from './without-new-repeats.js';
import type { OtherFiles } from './other-files.js';

/**
 * A round's fixes for a payload file's value (one request or an array of them), chosen by core's
 * `selectFixes` request by request with its check that a fix adds no error: each request is validated
 * on its own, so checking a round costs the requests it changes, not the whole file once per fix. With
 * `otherFiles`, no fix may make a request repeat one of theirs either.
 */
export function selectFileFixes(value: unknown, validator: Validator, errorsOnly = false, otherFiles?: OtherFiles): (Diagnostic & { readonly fix: Fix })[] {
  const validate = (request: unknown): readonly Diagnostic[] => validator.validate(request).diagnostics;
  // `--quiet --fix` fixes errors only, as ESLint's quiet mode does; the check that a fix adds no error still reads every diagnostic.
  const fixable = (request: unknown): readonly Diagnostic[] => (errorsOnly ? validate(request).filter((diagnostic) => diagnostic.severity === 'error') : validate(request));
  if (!Array.isArray(value)) return repeatCheckOf(value, validator, undefined, otherFiles).fixes(selectFixes(fixable(value), { request: value, validate }));
  const selected: (Diagnostic & { readonly fix: Fix })[] = [];
  (value as readonly unknown[]).forEach((request, index) => {
    for (const diagnostic of selectFixes(fixable(request), { request, validate })) selected.push(prefixed(diagnostic, index) as Diagnostic & { readonly fix: Fix });
  });
  return repeatCheckOf(value, validator, undefined, otherFiles).fixes(selected);
}
