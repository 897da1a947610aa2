import { parse as parseWithLocations, type DocumentNode } from '@humanwhocodes/momoa';
import { createValidator, type Diagnostic, type ValidateOptions, type Validator } from '@templint/core';
import { cleanParseMessage } from './syntax/parse-message.js';
import { collectDiagnostics, type CollectOptions } from './collect-diagnostics.js';
import { toResult, type LintMessage, type LintResult } from './lint-result.js';
import { textFix } from './fix/text-fix.js';
import type { TextEdit } from './fix/text-edit.js';
import { createAstLookup, type AstLookup } from './locate/ast-lookup.js';
import { createTextLocator } from './locate/text-locator.js';
import { firstTooDeep, MAX_NESTING_DEPTH } from './syntax/nesting-depth.js';
import { rawControlCharacterProblem } from './syntax/raw-control-character.js';
import { comesBefore, lineAndColumn } from './syntax/line-column.js';
import { stoppedAt } from './syntax/ends-early.js';
import { PARSING_ERROR_PREFIX } from './fatal-problem.js';
import { duplicateKeyMessages } from './duplicate-key-problem.js';
import { fixJudgeOf, type FixJudge } from './fix/fix-judge.js';

/** Options of `lintText`. */
export interface LintTextOptions {
  /** The name reported for the text (a path, or `<stdin>`). */
  readonly filePath: string;
  /** The validator to use; made from `validateOptions` when not given. Pass one to lint many texts. */
  readonly validator?: Validator;
  /** Options for the validator made when `validator` is not given. */
  readonly validateOptions?: ValidateOptions;
  /** Report errors only. */
  readonly quiet?: boolean;
  /**
   * Attach fixes and suggestions to the messages as text edits (true by default), each one that applied
   * alone adds no error and makes the text repeat no name or wording. Turning it off skips building the
   * syntax tree that edits need; the result still counts the fixable messages, of those same checked fixes.
   */
  readonly fixes?: boolean;
  /**
   * Also compare the text's requests with each other (the rules that compare templates, such as a name
   * used twice): for an editor that sees one text alone. The CLI compares every file it lints instead.
   */
  readonly together?: boolean;
  /** Told each request's entry for the rules that compare templates (see `CollectOptions.onEntry`). */
  readonly onEntry?: CollectOptions['onEntry'];
  /** The requests of the other files judged with this one (`--fix` over many files): a fix that would repeat one is not given, nor counted as fixable. */
  readonly otherFiles?: CollectOptions['otherFiles'];
  /**
   * For a validator whose settings turn rules off: the judge of its fixes (`fixJudgeOf(options)`), so a fix
   * given or counted adds no error of those rules either. Made from `validateOptions` when neither it nor
   * `validator` is given.
   */
  readonly judge?: FixJudge;
  /**
   * The language of the messages templint words itself (a key written twice); the rules' messages are in
   * the validator's language. English by default.
   */
  readonly locale?: string;
}

/**
 * Lints the JSON text of one payload file: one create request, or an array of them (each linted, its
 * paths prefixed by its index). Source positions are computed only when there is something to report,
 * so a clean file costs little more than `JSON.parse`.
 */
export function lintText(input: string, options: LintTextOptions): LintResult {
  const text = withoutBom(input);
  return lintParsedText(text, parseJson(text), options);
}

/** What `parseJson` gives for text that `JSON.parse` refuses. */
export const NOT_JSON: unique symbol = Symbol('not JSON');

/** The text's JSON value, or `NOT_JSON`: parsed once by the CLI, which reads it before it lints it. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/**
 * A byte-order mark is not JSON, but editors write it and ESLint strips it: do the same, so offsets are
 * those of the text ESLint sees.
 */
export function withoutBom(input: string): string {
  return input.startsWith('\uFEFF') ? input.slice(1) : input;
}

/** `lintText` of a text without a byte-order mark whose `parseJson` value the caller already has. */
export function lintParsedText(text: string, value: unknown, options: LintTextOptions): LintResult {
  const problem = syntaxProblem(text);
  if (problem) return toResult(options.filePath, [problem]);
  if (value === NOT_JSON) return toResult(options.filePath, [parseErrorMessage(text)]);
  const together = options.together === true ? { together: true, locations: requestLines(text, value) } : {};
  const onEntry = options.onEntry ? { onEntry: options.onEntry } : {};
  const withFixes = options.fixes ?? true;
  // A message's fix is applied as it is given (an editor, a tool reading `-f json`), as ESLint applies a
  // rule's: one that would add an error or make the text repeat a name or wording is not given, nor
  // counted as fixable (the summary's count is what `--fix` applies). The check costs validations only
  // for a request with a fix.
  const otherFiles = options.otherFiles ? { otherFiles: options.otherFiles } : {};
  const judging = options.judge ?? (options.validator || !options.validateOptions ? undefined : fixJudgeOf(options.validateOptions));
  const judge = judging ? { judge: judging } : {};
  // Without fixes in the result (every format but json) suggestions are not shown: not checked either.
  const diagnostics = collectDiagnostics(value, options.validator ?? createValidator(options.validateOptions), { quiet: options.quiet ?? false, checkFixes: true, suggestions: withFixes, ...together, ...onEntry, ...otherFiles, ...judge });
  const repeatedKeys = duplicateKeyMessages(text, value, options.filePath, options.locale);
  if (diagnostics.length === 0 && repeatedKeys.length === 0) return toResult(options.filePath, []);
  const messages = [...repeatedKeys, ...locateDiagnostics(text, diagnostics, withFixes)];
  messages.sort((a, b) => a.line - b.line || a.column - b.column);
  return toResult(options.filePath, messages, withFixes ? undefined : fixableCounts(diagnostics));
}

/** `line N` of each request of the text, as messages that name another request of it say. */
function requestLines(text: string, value: unknown): string[] {
  const locate = createTextLocator(text);
  const count = Array.isArray(value) ? value.length : 0;
  if (count === 0) return [`line ${String(locate([]).line)}`];
  return Array.from({ length: count }, (_, index) => `line ${String(locate([index]).line)}`);
}

/** The diagnostics of a valid JSON text as messages located in it, in the diagnostics' order. */
export function locateDiagnostics(
  text: string,
  diagnostics: readonly Diagnostic[],
  withFixes: boolean,
  // Positions from a scan of the text along each path (the same spans as momoa's AST, tested); the full
  // AST is built only when a fix has to be turned into a text edit. A caller that located in it already passes its locator.
  locateInText: ReturnType<typeof createTextLocator> = createTextLocator(text),
): LintMessage[] {
  let document: DocumentNode | undefined;
  const ast = (): DocumentNode => (document ??= parseWithLocations(text, { mode: 'json', ranges: true }));
  // One lookup for the document's fixes, as the ESLint plugin has: a fix shared by many diagnostics
  // (variable-name-format's one fix of a text) is placed once, one text edit for all of them. Placed once
  // each, 8,000 placeholders in a 120 KB body made 8,000 copies of the body: 894 MB in the playground.
  const lookup = createAstLookup();
  return diagnostics.map((diagnostic) => toMessage(locateInText, withFixes ? ast : undefined, text, diagnostic, lookup));
}

function toMessage(
  locateInText: ReturnType<typeof createTextLocator>,
  ast: (() => DocumentNode) | undefined,
  text: string,
  diagnostic: Diagnostic,
  lookup: AstLookup,
): LintMessage {
  const fix = ast && diagnostic.fix ? textFix(ast(), text, diagnostic.fix, lookup) : undefined;
  const suggestions = ast
    ? diagnostic.suggestions
        ?.map((suggestion) => ({ desc: suggestion.message, fix: textFix(ast(), text, suggestion.fix, lookup) }))
        .filter((suggestion): suggestion is { desc: string; fix: TextEdit } => suggestion.fix !== undefined)
    : undefined;
  return {
    ruleId: diagnostic.ruleId,
    messageId: diagnostic.messageId,
    message: diagnostic.message,
    severity: diagnostic.severity === 'error' ? 2 : 1,
    ...locateInText(diagnostic.path, diagnostic.range, diagnostic.target ?? 'value'),
    path: diagnostic.path,
    ...(fix ? { fix } : {}),
    ...(suggestions && suggestions.length > 0 ? { suggestions } : {}),
  };
}

/** The fixable errors and warnings, counted from the diagnostics when no text edits are made. */
function fixableCounts(diagnostics: readonly Diagnostic[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const diagnostic of diagnostics) {
    if (!diagnostic.fix) continue;
    if (diagnostic.severity === 'error') errors += 1;
    else warnings += 1;
  }
  return { errors, warnings };
}

/**
 * A fatal problem no parser should meet: nesting deeper than MAX_NESTING_DEPTH (momoa would overflow the
 * stack), positioned at the bracket that goes too deep. Undefined for ordinary text.
 */
export function syntaxProblem(text: string): LintMessage | undefined {
  const tooDeep = firstTooDeep(text);
  if (tooDeep === -1) return undefined;
  const { line, column } = lineAndColumn(text, tooDeep);
  return { ruleId: null, fatal: true, severity: 2, message: `${PARSING_ERROR_PREFIX}arrays and objects nested deeper than ${String(MAX_NESTING_DEPTH)} levels.`, line, column };
}

/** A fatal message for text that is not valid JSON, positioned where the parser stopped. */
function parseErrorMessage(text: string): LintMessage {
  // momoa accepts a raw tab or line break inside a string, which JSON.parse refuses: find it too, and
  // report whichever problem comes first.
  const control = controlCharacterMessage(text);
  try {
    parseWithLocations(text, { mode: 'json' });
  } catch (error) {
    const { line, column, message } = error as { line?: number; column?: number; message?: string };
    const stopped = stoppedAt(text, { message: cleanParseMessage(message), line: line ?? 1, column: column ?? 1 });
    const parsed: LintMessage = { ruleId: null, fatal: true, severity: 2, ...stopped, message: `${PARSING_ERROR_PREFIX}${stopped.message}` };
    return control && comesBefore(control, parsed) ? control : parsed;
  }
  // JSON.parse and momoa disagree in some other way: report at the start.
  return control ?? { ruleId: null, fatal: true, severity: 2, message: `${PARSING_ERROR_PREFIX}the file is not valid JSON.`, line: 1, column: 1 };
}

function controlCharacterMessage(text: string): LintMessage | undefined {
  const problem = rawControlCharacterProblem(text);
  if (!problem) return undefined;
  const { line, column, message } = problem;
  return { ruleId: null, fatal: true, severity: 2, message: `${PARSING_ERROR_PREFIX}${message}`, line, column };
}
