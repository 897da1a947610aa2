// The validation of the editor's text, made once per text and read by both the preview pane and the
// editor's lint pass: each used to validate every request itself, a tenth of opening a ~100 KB link
// (docs/reliability.md). The text is read once, by `lintText`: the preview shows the requests it read,
// so the two never disagree on whether the text parses (a byte-order mark, nesting too deep).
import type { Diagnostic, EntryValidation, Validator } from '@templint/core';
import { lintText, type LintResult } from '@templint/lint/text';
import { timed } from './user-timing.js';

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

/**
 * Validations of the last text asked for, remembered until another text, validator or language comes.
 * `locale` words the messages of the text itself (a key written twice); the validator's locale the rules'.
 */
export function createTextValidations(): (validator: Validator, text: string, locale?: string) => TextValidation {
  let last: { readonly validator: Validator; readonly text: string; readonly locale: string | undefined; readonly validation: TextValidation } | undefined;
  return (validator, text, locale) => {
    if (last?.validator !== validator || last.text !== text || last.locale !== locale) last = { validator, text, locale, validation: timed('templint:validate', () => validateText(validator, text, locale)) };
    return last.validation;
  };
}

function validateText(validator: Validator, text: string, locale: string | undefined): TextValidation {
  const read: { readonly request: unknown; readonly validation: EntryValidation }[] = [];
  let requests: readonly unknown[] | undefined;
  // With `together`, lintText validates each request it read (`validateEntry`), in order, and only when the
  // text parsed, then compares them (`compareEntries`): the requests validated before that comparison are the
  // text's, each kept with its validation. Those validated after it (a check of its fixes) are not.
  const validateEntry = (request: unknown): EntryValidation => {
    const validation = validator.validateEntry(request);
    if (requests === undefined) read.push({ request, validation });
    return validation;
  };
  const compareEntries: Validator['compareEntries'] = (entries, locations) => {
    requests ??= read.map(({ request }) => request);
    return validator.compareEntries(entries, locations);
  };
  const result = lintText(text, { filePath: 'template.json', validator: { ...validator, validateEntry, compareEntries }, together: true, ...(locale === undefined ? {} : { locale }) });
  return {
    result,
    requests,
    diagnosticsOf: (index) => (requests === undefined ? [] : (read[index]?.validation.result.diagnostics ?? [])),
  };
}
