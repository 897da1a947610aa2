import type { JSONSourceCode } from '@eslint/json';
import { createValidator, rules, type Diagnostic, type RuleEntry, type RuleOptions, type ValidateOptions, type Validator } from '@templint/core';
import { collectDiagnostics } from '@templint/lint';
import { PARSING_ERROR_PREFIX, rawControlCharacterProblem } from '@templint/lint/internal';
import { createSettingsResolver } from './settings.js';

/** One linted file's core validation, shared by every templint rule ESLint runs on that file. */
export interface FileValidation {
  /**
   * Records that ESLint runs this rule on the file, with the options its config gives (if any): ESLint
   * creates the rules it runs, each before the file's first report, and core runs only those.
   */
  enableRule(ruleId: string, options: RuleOptions | undefined): void;
  /** One rule's diagnostics: the first call validates the file, once for every rule. */
  diagnosticsOf(ruleId: string): readonly Diagnostic[];
  /**
   * True for a diagnostic `settings.templint.locale` words in a language other than English; one the locale
   * lacks is English, reported by its messageId as without a locale.
   */
  translated(diagnostic: Diagnostic): boolean;
  /**
   * For the rule that reports it (`SYNTAX_RULE_ID`), what the CLI's parsing error says of a text ESLint's
   * JSON parser accepted and JSON.parse refuses (a raw tab or line break inside a string), and where;
   * undefined for JSON and for every other rule.
   */
  syntaxProblemOf(ruleId: string): SyntaxProblem | undefined;
}

/** A problem of the text itself, at a 1-based line and column, in the CLI's words. */
export interface SyntaxProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/**
 * The rule that reports a text ESLint's JSON parser (momoa, in `json/json`) accepts and JSON.parse (the CLI,
 * the service) refuses: `request-shape` is the rule that says when the others have nothing to check, and
 * without a request they have none. Under `templint/json` such a text is a parsing error, as in the CLI.
 */
export const SYNTAX_RULE_ID = 'request-shape';

/** What a templint rule's `create` reads from ESLint's rule context. */
export interface FileContext {
  readonly sourceCode: JSONSourceCode;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly cwd: string;
}

/**
 * The validations of the files one plugin object lints, and what they share across files: the resolved
 * settings and one validator per settings. The plugin object owns it; two plugin objects share nothing.
 */
export interface FileValidations {
  /**
   * The validation of the file `context` lints: the same object for every rule of that file (and fix
   * pass). Throws a `TemplintSettingsError` for a bad `settings.templint`.
   */
  of(context: FileContext): FileValidation;
}

/** An empty set of file validations with its own memory of settings and validators. */
export function createFileValidations(): FileValidations {
  const resolveSettings = createSettingsResolver();
  // ESLint gives every rule of a file the same SourceCode object, and a new one for every file and fix pass.
  const files = new WeakMap<JSONSourceCode, File>();
  // An editor lints files of one config again and again, and a validator prepares its catalog index and
  // rule plan once. The resolver gives the same catalog object while the catalog file is unchanged (a new
  // one when it changes) and the same name sets for the same setting arrays, so validators are keyed by
  // identity; only the few rule options are compared as text.
  const validators = new WeakMap<object, WeakMap<object, WeakMap<object, WeakMap<object, WeakMap<object, WeakMap<object, Map<string, Validator>>>>>>>();

  function validatorFor(options: ValidateOptions, enabled: ReadonlyMap<string, RuleOptions | undefined>, others: OtherRules): Validator {
    const { catalog, existingTemplateNames, flowIds, existingTemplates, deletedTemplateNames, locale } = options;
    const byNames = cached(validators, catalog ?? NOT_GIVEN, () => new WeakMap<object, WeakMap<object, WeakMap<object, WeakMap<object, WeakMap<object, Map<string, Validator>>>>>>());
    const byFlows = cached(byNames, existingTemplateNames ?? NOT_GIVEN, () => new WeakMap<object, WeakMap<object, WeakMap<object, WeakMap<object, Map<string, Validator>>>>>());
    const byTemplates = cached(byFlows, flowIds ?? NOT_GIVEN, () => new WeakMap<object, WeakMap<object, WeakMap<object, Map<string, Validator>>>>());
    const byDeleted = cached(byTemplates, existingTemplates ?? NOT_GIVEN, () => new WeakMap<object, WeakMap<object, Map<string, Validator>>>());
    const byLocale = cached(byDeleted, deletedTemplateNames ?? NOT_GIVEN, () => new WeakMap<object, Map<string, Validator>>());
    const byRules = cached(byLocale, locale ?? NOT_GIVEN, () => new Map<string, Validator>());
    const ruleSettings = coreSettings(enabled, others);
    return cached(byRules, JSON.stringify(ruleSettings), () => createValidator({ ...options, rules: ruleSettings }));
  }

  return {
    of({ sourceCode, settings, cwd }) {
      let file = files.get(sourceCode);
      if (file?.settings !== settings) {
        file = { settings, validation: fileValidation(sourceCode, resolveSettings(settings, cwd), validatorFor) };
        files.set(sourceCode, file);
      }
      return file.validation;
    },
  };
}

interface File {
  readonly settings: unknown;
  readonly validation: FileValidation;
}

/** Stands for a setting that is not given, as a key of the validators' maps. */
const NOT_GIVEN = Object.freeze({});

function fileValidation(
  sourceCode: JSONSourceCode,
  options: ValidateOptions,
  validatorFor: (options: ValidateOptions, enabled: ReadonlyMap<string, RuleOptions | undefined>, others: OtherRules) => Validator,
): FileValidation {
  const enabled = new Map<string, RuleOptions | undefined>();
  let checked: CheckedText | undefined;
  const check = (): CheckedText =>
    (checked ??= checkText(sourceCode, {
      running: validatorFor(options, enabled, 'off'),
      judging: () => validatorFor(options, enabled, 'on'),
      runs: (ruleId) => enabled.has(ruleId),
    }));
  return {
    syntaxProblemOf: (ruleId) => (ruleId === SYNTAX_RULE_ID ? check().syntax : undefined),
    translated: (diagnostic) => options.locale !== undefined && options.locale.code !== 'en' && options.locale.message(diagnostic.ruleId, diagnostic.messageId, diagnostic.data) !== undefined,
    enableRule(ruleId, given) {
      enabled.set(ruleId, given);
    },
    diagnosticsOf: (ruleId) => check().byRule.get(ruleId) ?? [],
  };
}

/** What the core settings do with the rules ESLint does not run on a file: turn them off, or run them too. */
type OtherRules = 'off' | 'on';

/**
 * Core settings from the rules ESLint runs on a file (`enabled`, with the options its config gives). With
 * `others: 'off'`, every other rule is off: a rule the config turns off costs nothing (core ran every rule for
 * ESLint to drop the reports of those it does not run). With `'on'`, the others run at their defaults, as
 * the judge of a fix: a fix that adds an error is held back whichever rules the config runs. A rule core
 * keeps off by default runs only when ESLint runs it; rules that need context (`requires`) still run only
 * when settings.templint gives it.
 */
function coreSettings(enabled: ReadonlyMap<string, RuleOptions | undefined>, others: OtherRules): Readonly<Record<string, RuleEntry>> {
  const settings: Record<string, RuleEntry> = {};
  for (const rule of rules) {
    if (!enabled.has(rule.id)) {
      // A rule off by default is off either way: no entry, so both settings agree when ESLint runs the rest.
      if (others === 'off' && rule.offByDefault !== true) settings[rule.id] = 'off';
      continue;
    }
    const given = enabled.get(rule.id);
    if (given !== undefined) settings[rule.id] = [rule.severity, given];
    else if (rule.offByDefault === true) settings[rule.id] = rule.severity;
  }
  return settings;
}

/** The map's value for `key`, made by `make` the first time. */
function cached<K, V>(map: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * The CLI's parsing error for a text ESLint's parser accepted: a raw control character inside a string
 * (momoa takes it; JSON.parse, the CLI and the service do not). An editor showed such a file clean when
 * Enter was pressed inside a body, and `eslint` passed it.
 */
function syntaxProblemOf(text: string): SyntaxProblem | undefined {
  const control = rawControlCharacterProblem(text);
  if (!control) return undefined;
  return { line: control.line, column: control.column, message: `${PARSING_ERROR_PREFIX}${control.message}` };
}

/** A file's validation, done once for all its rules: each rule's diagnostics, or the text's own problem. */
interface CheckedText {
  readonly byRule: ReadonlyMap<string, readonly Diagnostic[]>;
  readonly syntax: SyntaxProblem | undefined;
}

/**
 * The validators of a file: the one of the rules ESLint runs, and the one of every rule, which judges
 * fixes (the same object when ESLint runs them all, as with `configs.recommended`).
 */
interface Validators {
  readonly running: Validator;
  readonly judging: () => Validator;
  readonly runs: (ruleId: string) => boolean;
}

function checkText(sourceCode: JSONSourceCode, validators: Validators): CheckedText {
  let value: unknown;
  try {
    value = JSON.parse(sourceCode.text);
  } catch {
    // ESLint's parser accepted text that JSON.parse (what the CLI reads with) rejects: no request to check.
    return { byRule: new Map(), syntax: syntaxProblemOf(sourceCode.text) };
  }
  return { byRule: groupByRule(diagnosticsOfValue(sourceCode, value, validators)), syntax: undefined };
}

function diagnosticsOfValue(sourceCode: JSONSourceCode, value: unknown, { running, judging, runs }: Validators): readonly Diagnostic[] {
  // The templates of one file are compared together (and with settings.templint.existingTemplates); across
  // files is the CLI's (docs/editor.md). Messages name another request of the file by its line.
  const locations = requestLines(sourceCode);
  // ESLint applies at once every fix it is given whose text overlaps no other's: it is given one round's, as
  // `templint --fix` chooses them (core's fix check: none adds an error, of any rule, run or not, alone or
  // with the others); the rest come in its next pass. A config that turns rules off has them judge the
  // fixes (`judge`), as `templint` does with settings that turn rules off.
  const judge = judging();
  const diagnostics = collectDiagnostics(value, running, { together: true, locations, checkFixes: true, oneRound: true, ...(judge === running ? {} : { judge: { validator: judge, runs } }) });
  return mayNotBeUtf8(sourceCode.text) ? diagnostics.map(withoutEdits) : diagnostics;
}

/**
 * ESLint reads a file as UTF-8 and gives a plugin the text with each bad byte replaced by U+FFFD, which
 * `--fix` then writes back: a Latin-1 or UTF-16 file would lose its characters. A text holding U+FFFD gets
 * no fix or suggestion of templint's (the CLI reads the bytes and reports such a file instead).
 */
function mayNotBeUtf8(text: string): boolean {
  return text.includes('\uFFFD');
}

/** A diagnostic without its fix and suggestions: still reported, nothing for ESLint to write. */
function withoutEdits(diagnostic: Diagnostic): Diagnostic {
  const copy = { ...diagnostic };
  delete copy.fix;
  delete copy.suggestions;
  return copy;
}

/** `line N` of each request of an array file (the first request of a one-request file is line 1's). */
function requestLines(sourceCode: JSONSourceCode): string[] {
  const root = sourceCode.ast.body;
  if (root.type !== 'Array') return [`line ${String(root.loc.start.line)}`];
  return root.elements.map((element) => `line ${String(element.loc.start.line)}`);
}

function groupByRule(diagnostics: readonly Diagnostic[]): ReadonlyMap<string, readonly Diagnostic[]> {
  const byRule = new Map<string, Diagnostic[]>();
  for (const diagnostic of diagnostics) {
    const list = byRule.get(diagnostic.ruleId);
    if (list) list.push(diagnostic);
    else byRule.set(diagnostic.ruleId, [diagnostic]);
  }
  return byRule;
}
