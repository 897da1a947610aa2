import { selectFixes, type Diagnostic, type Fix, type Validator } from '@templint/core';
import { fixesOnlyOf, prefixed } from '../collect-diagnostics.js';
import { repeatCheckOf } from './without-new-repeats.js';
import type { OtherFiles } from './other-files.js';
import type { FixJudge } from './fix-judge.js';

/** How `selectFileFixes` chooses. */
export interface FileFixOptions {
  /** Only errors' fixes (`--quiet --fix`, as ESLint's quiet mode). */
  readonly errorsOnly?: boolean;
  /** The requests of the other files judged with the same account: no fix may make one of this file's repeat them. */
  readonly otherFiles?: OtherFiles;
  /** For a validator whose settings turn rules off: the judge of its fixes; only the running rules' are taken. */
  readonly judge?: FixJudge;
}

/**
 * A round's fixes for a payload file's value (one request or an array of them), chosen by core's
 * `selectFixes` request by request with its check that a fix adds no error: each request is validated
 * on its own, so checking a round costs the requests it changes, not the whole file once per fix. With
 * `otherFiles`, no fix may make a request repeat one of theirs either.
 */
export function selectFileFixes(value: unknown, validator: Validator, options: FileFixOptions = {}): (Diagnostic & { readonly fix: Fix })[] {
  const { judge, otherFiles } = options;
  const judging = judge?.validator ?? validator;
  const validate = (request: unknown): readonly Diagnostic[] => judging.validate(request).diagnostics;
  // `--quiet --fix` fixes errors only, as ESLint's quiet mode does; the check that a fix adds no error still reads every diagnostic.
  const fixable = (request: unknown): readonly Diagnostic[] => {
    // A turned-off rule's diagnostics judge (an error the request had is not new) but give no fix; under
    // `--quiet`, neither does a rule the settings lower to a warning.
    const found = judge ? fixesOnlyOf(validate(request), (ruleId) => judge.runs(ruleId) && !(options.errorsOnly === true && judge.lowered?.has(ruleId) === true)) : validate(request);
    return options.errorsOnly === true ? found.filter((diagnostic) => diagnostic.severity === 'error') : found;
  };
  if (!Array.isArray(value)) return repeatCheckOf(value, judging, undefined, otherFiles).fixes(selectFixes(fixable(value), { request: value, validate }));
  const selected: (Diagnostic & { readonly fix: Fix })[] = [];
  (value as readonly unknown[]).forEach((request, index) => {
    for (const diagnostic of selectFixes(fixable(request), { request, validate })) selected.push(prefixed(diagnostic, index) as Diagnostic & { readonly fix: Fix });
  });
  return repeatCheckOf(value, judging, undefined, otherFiles).fixes(selected);
}
