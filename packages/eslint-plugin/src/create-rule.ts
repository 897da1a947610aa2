import type { JSONRuleDefinition, JSONSourceCode } from '@eslint/json';
import { createValidator, rules, type Diagnostic, type RuleDefinition, type RuleEntry, type RuleOptions, type ValidateOptions, type Validator } from '@templint/core';
import { ruleDescriptions } from '@templint/core/meta';
import { collectDiagnostics, locateDiagnostic } from '@templint/lint';
import { textFix } from '@templint/lint/internal';
import { resolveSettings } from './settings.js';

/** A templint rule as ESLint sees it: a rule for ESLint's JSON language (`json/json`), with core's options. */
export type TemplintRule = JSONRuleDefinition<{ RuleOptions: [RuleOptions?]; MessageIds: string }>;

/**
 * Wraps a core rule as an ESLint rule: its description, docs URL and messages come from core unchanged.
 * The file's core validation runs once and is shared by every templint rule; each rule reports its own
 * diagnostics, located exactly as the `templint` CLI locates them.
 */
export function createRule(rule: RuleDefinition): TemplintRule {
  // The file being linted: ESLint creates every rule for a file and then walks it, one file at a time, so
  // the listener below reads what `create` stored for this file.
  let current: { readonly context: RuleContext; readonly file: FileRun } | undefined;
  // One listener object for every file: ESLint tags each listener function with its rule in a WeakMap,
  // and a new closure per file would be a new entry per rule and file for the collector to walk.
  const listeners = {
    'Document:exit'(): void {
      if (!current) return;
      const { context, file } = current;
      current = undefined;
      for (const diagnostic of diagnosticsOf(file, context.sourceCode).get(rule.id) ?? []) report(context, diagnostic);
    },
  };
  return {
    meta: {
      type: 'problem',
      docs: { description: ruleDescriptions[rule.id], url: rule.docsUrl, recommended: true },
      messages: rule.messages,
      schema: optionsSchema(rule),
      ...(rule.defaultOptions ? { defaultOptions: [rule.defaultOptions] } : {}),
      ...(rule.fixable ? { fixable: 'code' as const } : {}),
      ...(rule.hasSuggestions ? { hasSuggestions: true } : {}),
      languages: ['json/json'],
    },
    create(context) {
      // Resolved here so a bad setting fails as "Error while loading rule 'templint/…'".
      const file = fileFor(context.sourceCode, context.settings, context.cwd);
      // Every rule's create runs before the file's first Document:exit, where validation runs once.
      const given = context.options[0];
      if (given) file.ruleOptions.set(rule.id, given);
      current = { context, file };
      return listeners;
    },
  };
}

type RuleContext = Parameters<TemplintRule['create']>[0];

/** ESLint's fixer, as the JSON language's report descriptors take it. */
type Fixer = Parameters<NonNullable<Parameters<RuleContext['report']>[0]['fix']>>[0];

/** Reports one diagnostic, located exactly as the `templint` CLI locates it, with its fix and suggestions. */
function report(context: RuleContext, diagnostic: Diagnostic): void {
  const { ast, text } = context.sourceCode;
  const span = locateDiagnostic(ast, text, diagnostic);
  const fix = diagnostic.fix ? textFix(ast, text, diagnostic.fix) : undefined;
  const suggest = (diagnostic.suggestions ?? []).flatMap((suggestion) => {
    const edit = textFix(ast, text, suggestion.fix);
    return edit ? [{ desc: suggestion.message, fix: (fixer: Fixer) => fixer.replaceTextRange([edit.range[0], edit.range[1]], edit.text) }] : [];
  });
  context.report({
    loc: { start: { line: span.line, column: span.column }, end: { line: span.endLine, column: span.endColumn } },
    messageId: diagnostic.messageId,
    ...(diagnostic.data ? { data: diagnostic.data } : {}),
    ...(fix ? { fix: (fixer: Fixer) => fixer.replaceTextRange([fix.range[0], fix.range[1]], fix.text) } : {}),
    ...(suggest.length > 0 ? { suggest } : {}),
  });
}

/** ESLint's options schema for a core rule: one object of its option names and their types, or none. */
function optionsSchema(rule: RuleDefinition): NonNullable<TemplintRule['meta']>['schema'] {
  const defaults = rule.defaultOptions;
  if (!defaults) return [];
  const properties = Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, { type: typeof value }]));
  return [{ type: 'object', properties, additionalProperties: false }];
}

interface FileRun {
  readonly settings: unknown;
  readonly options: ValidateOptions;
  /** Options given to templint rules in the ESLint config, by rule id. */
  readonly ruleOptions: Map<string, RuleOptions>;
  byRule?: ReadonlyMap<string, readonly Diagnostic[]>;
}

const DEFAULT_SEVERITY: ReadonlyMap<string, RuleDefinition['severity']> = new Map(rules.map((rule) => [rule.id, rule.severity]));

/**
 * The options the ESLint config gives templint rules, as core settings. Core runs every rule by default
 * (ESLint's config decides which of them report), so only rules with options need an entry. Rules that
 * need context (`requires`) still run only when settings.templint gives it.
 */
function optionSettings(ruleOptions: ReadonlyMap<string, RuleOptions>): Readonly<Record<string, RuleEntry>> {
  const settings: Record<string, RuleEntry> = {};
  for (const [id, given] of ruleOptions) settings[id] = [DEFAULT_SEVERITY.get(id) ?? 'error', given];
  return settings;
}

// One core validation per linted file, shared by all templint rules: ESLint gives every rule of a file
// the same SourceCode object, and a new one for every file (and every fix pass).
const runs = new WeakMap<JSONSourceCode, FileRun>();

function fileFor(sourceCode: JSONSourceCode, settings: Readonly<Record<string, unknown>>, cwd: string): FileRun {
  let run = runs.get(sourceCode);
  if (run?.settings !== settings) {
    run = { settings, options: resolveSettings(settings, cwd), ruleOptions: new Map() };
    runs.set(sourceCode, run);
  }
  return run;
}

// Validators by catalog, name sets and rule options: an editor lints files of one config again and
// again, and a validator prepares its catalog index and rule plan once. `resolveSettings` gives the same
// catalog object while the catalog file is unchanged (a new one when it changes) and the same name sets
// for the same setting arrays, so they are keyed by identity; only the few rule options are compared as text.
const validators = new WeakMap<object, WeakMap<object, WeakMap<object, Map<string, Validator>>>>();
const NOT_GIVEN = {};

function validatorFor(run: FileRun): Validator {
  const { catalog, existingTemplateNames, flowIds } = run.options;
  const byNames = cached(validators, catalog ?? NOT_GIVEN, () => new WeakMap<object, WeakMap<object, Map<string, Validator>>>());
  const byFlows = cached(byNames, existingTemplateNames ?? NOT_GIVEN, () => new WeakMap<object, Map<string, Validator>>());
  const byRules = cached(byFlows, flowIds ?? NOT_GIVEN, () => new Map<string, Validator>());
  const ruleSettings = optionSettings(run.ruleOptions);
  return cached(byRules, JSON.stringify(ruleSettings), () => createValidator({ ...run.options, rules: ruleSettings }));
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

function diagnosticsOf(run: FileRun, sourceCode: JSONSourceCode): ReadonlyMap<string, readonly Diagnostic[]> {
  run.byRule ??= groupByRule(diagnosticsOfText(sourceCode.text, validatorFor(run)));
  return run.byRule;
}

function diagnosticsOfText(text: string, validator: Validator): readonly Diagnostic[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // ESLint's parser accepted text that JSON.parse (what the CLI reads with) rejects: nothing to check.
    return [];
  }
  return collectDiagnostics(value, validator);
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
