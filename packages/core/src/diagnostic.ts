/** How serious a diagnostic is: an error makes the request invalid, a warning does not. */
export type Severity = 'error' | 'warning';

/** A rule's setting in `ValidateOptions.rules`. */
export type RuleSetting = 'off' | Severity;

/** A JSON path into the request: object keys and array indexes. */
export type JsonPath = readonly (string | number)[];

/** Named values a message template interpolates (ESLint's `{{name}}` syntax). */
export type MessageData = Readonly<Record<string, string | number>>;

/** One problem found in a request. */
export interface Diagnostic {
  /** The rule that found it; also its docs page name. */
  readonly ruleId: string;
  /** Which of the rule's messages this is. */
  readonly messageId: string;
  /** The message with `data` interpolated. */
  readonly message: string;
  readonly severity: Severity;
  /** JSON path of the offending value; for a missing key, the parent's path plus the key. */
  readonly path: (string | number)[];
  readonly data?: Record<string, string | number>;
  /** `[start, end)` UTF-16 offsets inside the string at `path`, when one span of it is at fault. */
  readonly range?: [number, number];
}

/** What `validateTemplate` returns. */
export interface ValidationResult {
  /** True when no diagnostic has error severity. */
  readonly valid: boolean;
  readonly diagnostics: Diagnostic[];
}
