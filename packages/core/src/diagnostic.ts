import type { CreateTemplateRequest } from './request-types.js';

/** How serious a diagnostic is: an error makes the request invalid, a warning does not. */
export type Severity = 'error' | 'warning';

/**
 * A rule's severity setting in `ValidateOptions.rules`: `off`, `warning` or `error`, or ESLint's
 * `warn` and `0` / `1` / `2` (off / warning / error).
 */
export type RuleSetting = 'off' | Severity | 'warn' | 0 | 1 | 2;

/** Options of a rule that has some (see its docs page), by name. */
export type RuleOptions = Readonly<Record<string, string | number | boolean>>;

/** A rule's entry in `ValidateOptions.rules`: a setting, or a setting with the rule's options. */
export type RuleEntry = RuleSetting | readonly [RuleSetting, RuleOptions];

/**
 * One edit of the request, addressed by JSON path: `set` puts a value at a key or index (adding the key
 * when missing), `insert` inserts into an array before the index, `remove` deletes a key or array item,
 * `rename` changes the key at the path's end to `key`, keeping its value.
 */
export type JsonEdit =
  | { readonly op: 'set'; readonly path: JsonPath; readonly value: unknown }
  | { readonly op: 'insert'; readonly path: JsonPath; readonly value: unknown }
  | { readonly op: 'remove'; readonly path: JsonPath }
  | { readonly op: 'rename'; readonly path: JsonPath; readonly key: string };

/** A change that certainly fixes a diagnostic: applied by `templint --fix` and editors' quick fixes. */
export interface Fix {
  readonly edits: readonly JsonEdit[];
}

/** A change that likely helps but needs a person's look (for example a sample value to fill in). */
/**
 * A suggestion as a rule reports it: a message of the rule's own (so locales word it too, as ESLint's
 * suggestion `messageId`) and the edits a person may choose. The validator makes it a `Suggestion`.
 */
export interface SuggestionDescriptor<MessageId extends string> {
  readonly messageId: MessageId;
  readonly data?: MessageData;
  readonly fix: Fix;
}

export interface Suggestion {
  /** The rule's message for it, and its data (the message in the validator's locale). */
  readonly messageId: string;
  readonly message: string;
  readonly data?: MessageData;
  readonly fix: Fix;
}

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
  /** `key` when the fault is the key at `path` itself (for example an unknown field name), not its value. */
  readonly target?: 'key';
  /** An edit that certainly fixes this diagnostic. */
  readonly fix?: Fix;
  /** Edits that may fix it, for a person to choose. */
  readonly suggestions?: Suggestion[];
  /** For a rule that compares templates (`validateTemplates`): the other template, the first with that name or wording. */
  readonly related?: RelatedTemplate;
}

/** The template a set rule's diagnostic repeats. */
export interface RelatedTemplate {
  /** Its index among the requests validated together; absent for a template the account holds. */
  readonly index?: number;
  /** Its name, when it has one. */
  readonly name?: string;
  /** Where the caller said it is (`templates/a.json:3:5`), when given. */
  readonly location?: string;
  /** How the message names it. */
  readonly label: string;
  /** The path of its repeated part (name or body) inside it. */
  readonly path: (string | number)[];
}

/** What validating a set of requests together returns: one result per request, in order. */
export interface SetValidationResult {
  /** True when no request has a diagnostic of error severity. */
  readonly valid: boolean;
  /** Each request's own diagnostics, then what the set rules found at it. */
  readonly results: ValidationResult[];
}

/**
 * What validating one request returns: `valid` is true when no diagnostic has error severity, and then
 * `request` is the value validated (the same object, not a copy) typed as a `CreateTemplateRequest`, so
 * code that checks `valid` uses it without a cast. The type is as sure as the shape rules (`request-shape`,
 * `field-type` and the rules that report missing required fields), which are errors unless `rules` turns
 * them down.
 */
export type ValidationResult =
  | { readonly valid: true; readonly request: CreateTemplateRequest; readonly diagnostics: Diagnostic[] }
  | { readonly valid: false; readonly request?: undefined; readonly diagnostics: Diagnostic[] };
