// The validations of the editor's text, made once per text and read by both the preview pane and the
// editor's lint pass: each used to validate every request itself, a tenth of opening a ~100 KB link
// (docs/reliability.md).
import type { Diagnostic, EntryValidation, SetValidationResult, Validator } from '@templint/core';
import { resultOf } from '@templint/core/internal';

/** One text's requests, parsed and validated once. */
export interface TextValidation {
  /** The text's requests (one, or each of an array); undefined when the text is not JSON. */
  readonly requests: readonly unknown[] | undefined;
  /** The diagnostics of the request at `index` on its own (the rules that compare templates aside). */
  diagnosticsOf(index: number): readonly Diagnostic[];
  /**
   * A validator for `lintText` on this same text: its set validation reads the validations above and runs
   * only the rules that compare templates. Anything else it passes to the validator it was made with.
   */
  readonly validator: Validator;
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
  const requests = parsedRequests(text);
  const validations: readonly EntryValidation[] = (requests ?? []).map((request) => validator.validateEntry(request));
  const validateSet = (given: readonly unknown[], locations?: readonly (string | undefined)[]): SetValidationResult => {
    // lintText parses the same text: the same requests, unless it read the text otherwise (a byte-order mark).
    if (!Array.isArray(given) || given.length !== validations.length) return validator.validateSet(given, locations);
    const compared = validator.compareEntries(
      validations.map(({ entry }) => entry),
      locations,
    );
    const results = validations.map(({ result }, index) => resultOf([...result.diagnostics, ...(compared[index] ?? [])], given[index]));
    return { valid: results.every((result) => result.valid), results };
  };
  return {
    requests,
    diagnosticsOf: (index) => validations[index]?.result.diagnostics ?? [],
    validator: { ...validator, validateSet },
  };
}

function parsedRequests(text: string): readonly unknown[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return Array.isArray(value) ? (value as unknown[]) : [value];
}
