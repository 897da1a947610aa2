import type { Diagnostic, Severity, ValidationResult } from './diagnostic.js';
import { VARIABLE_TEXTS } from './model/variable-texts.js';
import type { CreateTemplateRequest } from './request-types.js';
import { checkedLocale } from './locale/checked-locale.js';
import { createValidator, type ValidateOptions, type Validator } from './validator/create-validator.js';

// The Standard Schema v1 interface (standardschema.dev), written out here so core keeps no dependency.

/** One problem, as Standard Schema consumers (form libraries, frameworks) read it. */
export interface StandardIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

/** The result of a Standard Schema `validate` call. */
export type StandardResult<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: readonly StandardIssue[] };

/** The Standard Schema v1 interface. */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

/** A templint issue: a Standard Schema issue that also says how serious it is and which rule found it. */
export interface TemplateIssue extends StandardIssue {
  readonly path: readonly (string | number)[];
  readonly severity: Severity;
  readonly ruleId: string;
}

/** Options of {@link createTemplateSchema}: the validator's, and what becomes of warnings. */
export interface TemplateSchemaOptions extends ValidateOptions {
  /**
   * `'ignore'` (the default): warnings never fail validation; read them with the schema's `warnings`.
   * `'issues'`: warnings are issues too, so they show on fields and, like errors, block submitting.
   */
  readonly warnings?: 'ignore' | 'issues';
}

/** The create-request Standard Schema, with a way to read the warnings a form does not fail on. */
export interface TemplateSchema extends StandardSchemaV1<CreateTemplateRequest, CreateTemplateRequest> {
  /** The warnings about a value (any JSON value), as issues at field paths; an empty list when none. */
  warnings(value: unknown): TemplateIssue[];
}

/** The text each variable-rows array belongs to: a form renders the text as a field, often not the rows array. */
const TEXT_OF_ROWS: ReadonlyMap<unknown, string> = new Map(Object.values(VARIABLE_TEXTS).map(({ text, rows }) => [rows, text]));

/**
 * The issues of one diagnostic: at its own path, and, when that path is a whole variable-rows array (for
 * example a text with placeholders but no rows), also at the text that holds the placeholders.
 */
function issuesOf({ message, path, severity, ruleId }: Diagnostic): TemplateIssue[] {
  const textKey = TEXT_OF_ROWS.get(path.at(-1));
  const issues: TemplateIssue[] = [{ message, path, severity, ruleId }];
  if (textKey !== undefined) issues.push({ message, path: [...path.slice(0, -1), textKey], severity, ruleId });
  return issues;
}

/**
 * A Standard Schema of the create request, so libraries that accept Standard Schema validators get
 * templint's errors at the right field paths. Errors fail validation; warnings do not, unless
 * `warnings: 'issues'` is given, and `schema.warnings(value)` lists them either way. One validator serves
 * every call (catalog index and rule plan made once, on the first call): a changed catalog needs a new schema.
 */
export function createTemplateSchema(options: TemplateSchemaOptions = {}): TemplateSchema {
  const { warnings = 'ignore', ...validateOptions } = options;
  // Checked now, not in a form's first onChange.
  checkedLocale(validateOptions.locale);
  // One validator per schema, made on first use: importing core (and `templateSchema`) costs nothing.
  let validator: Validator | undefined;
  const validate = (value: unknown): ValidationResult => (validator ??= createValidator(validateOptions)).validate(value);
  const issuesOfSeverity = (result: ValidationResult, wanted: (severity: Severity) => boolean): TemplateIssue[] =>
    result.diagnostics.filter((diagnostic) => wanted(diagnostic.severity)).flatMap(issuesOf);
  const failsOn = (severity: Severity): boolean => warnings === 'issues' || severity === 'error';
  return {
    '~standard': {
      version: 1,
      vendor: 'templint',
      validate(value) {
        const result = validate(value);
        const issues = issuesOfSeverity(result, failsOn);
        // No error means the value has the request's shape: the validator hands it back typed.
        return !result.valid || issues.length > 0 ? { issues } : { value: result.request };
      },
    },
    warnings: (value) => issuesOfSeverity(validate(value), (severity) => severity === 'warning'),
  };
}

/** The create-request Standard Schema with default options (the bundled example catalog). */
export const templateSchema: TemplateSchema = createTemplateSchema();
