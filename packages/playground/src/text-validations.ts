// The validation of the editor's text, made once per text and read by both the preview pane and the
// editor's lint pass: each used to validate every request itself, a tenth of opening a ~100 KB link
// (docs/reliability.md). The text is read once, by `lintText`: the preview shows the requests it read,
// so the two never disagree on whether the text parses (a byte-order mark, nesting too deep).
import type { Diagnostic, EntryValidation, SetValidationResult, Validator } from '@templint/core';
import { resultOf } from '@templint/core/internal';
import { lintText, type LintResult } from '@templint/lint/text';

/** One text, linted once, and its requests. */
export interface TextValidation {
  /** The text's lint result: the CLI's messages and counts, the requests compared with each other. */
  readonly result: LintResult;
  /**
   * The text's requests (one, or each of an array) as `lintText` read them; undefined when it read none
   * (a parsing error: text that is not JSON, or nested deeper than it reads).
   */
  readonly requests: readonly unknown[] | undefined;
  /** The diagnostics of the request at `index` on its own (the rules that compare templates aside). */
  diagnosticsOf(index: number): readonly Diagnostic[];
}

/** Validations of the last text asked for, remembered until another text or validator comes. */
export function createTextValidations(): (validator: Validator, text: string) => TextValidation {
  let last: { readonly validator: Validator; readonly text: string; readonly validation: TextValidation } | undefined;
  return (validator, text) => {
    if (last?.validator !== validator || last.text !== text) last = { validator, text, validation: validateText(validator, text) };
    return last.validation;
  };
}

function validateText(validator: Validator, text: string): TextValidation {
  let requests: readonly unknown[] | undefined;
  let validations: readonly EntryValidation[] = [];
  // With `together`, lintText hands the requests it read to the set validation first, and only when the
  // text parsed: they are kept, each request validated on its own, then compared with the others. A set it
  // validates after that (a check of its fixes, on fixed requests) is not the text's: the validator's own.
  const validateSet = (given: readonly unknown[], locations?: readonly (string | undefined)[]): SetValidationResult => {
    if (requests !== undefined) return validator.validateSet(given, locations);
    requests = given;
    validations = given.map((request) => validator.validateEntry(request));
    const compared = validator.compareEntries(
      validations.map(({ entry }) => entry),
      locations,
    );
    const results = validations.map(({ result }, index) => resultOf([...result.diagnostics, ...(compared[index] ?? [])], given[index]));
    return { valid: results.every((result) => result.valid), results };
  };
  const result = lintText(text, { filePath: 'template.json', validator: { ...validator, validateSet }, together: true });
  return {
    result,
    requests,
    diagnosticsOf: (index) => validations[index]?.result.diagnostics ?? [],
  };
}
