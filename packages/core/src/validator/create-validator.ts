import type { Catalog } from '../catalog/catalog.js';
import { catalogIndexOf, defaultSourceOf } from '../catalog/default-catalog-index.js';
import { defaultCatalog } from '../catalog/default-catalog.js';
import type { Diagnostic, RuleEntry, Severity, ValidationResult } from '../diagnostic.js';
import { applyEdits } from '../fix/apply-edits.js';
import { selectFixes } from '../fix/select-fixes.js';
import { fillMessage } from '../format-message.js';
import { buildModel, type ModelContext } from '../model/build-model.js';
import type { ReportDescriptor, RuleDefinition } from '../rule.js';
import { rules as allRules } from '../rules/index.js';
import { RuleSettingsError } from '../options/rule-settings-error.js';
import { ruleSettingsProblems } from '../options/rule-settings-problems.js';
import { planRules, type PlannedRule } from './rule-plan.js';
import { scopeBitsOfModel } from './scope.js';

/** What a validator may be told beyond the requests themselves. */
export interface ValidateOptions {
  /** The platform's reference data; the bundled example catalog when omitted. Read when the validator is made. */
  readonly catalog?: Catalog;
  /**
   * Where `catalog` came from, as `known-catalog-id` names it (a file name such as `templint.catalog.json`).
   * Default: `the bundled example catalog` when no catalog (or `defaultCatalog` itself) is given, else
   * `the catalog given`.
   */
  readonly catalogSource?: string;
  /** Names already used in the provider-integration; `template-name-unique` runs only when given. A `Set` is read as it is at each call. */
  readonly existingTemplateNames?: Iterable<string>;
  /** Ids of the Flows that exist in the service; `flow-id-known` runs only when given. */
  readonly flowIds?: Iterable<string>;
  /**
   * Per rule id: turn a rule off, change its severity, or give its options
   * (`['warn', { wordsPerVariable: 3 }]`). Severity words: `off`, `warn` or `warning`, `error`, or `0`,
   * `1`, `2`. An unknown rule id, severity word or option, or an option out of its bounds, makes
   * `createValidator` throw a `RuleSettingsError` naming the rule and what is allowed.
   */
  readonly rules?: Readonly<Record<string, RuleEntry>>;
}

/** What fixing a request did: the fixed request (a copy), the diagnostics it fixed, and what is left. */
export interface FixResult {
  readonly request: unknown;
  readonly fixed: Diagnostic[];
  readonly remaining: Diagnostic[];
}

/** Validates and fixes many requests with one set of options, prepared once. */
export interface Validator {
  /** Checks a request (any JSON value) against every rule. Never throws on it and never changes it. */
  validate(request: unknown): ValidationResult;
  /**
   * Applies every certain fix (never suggestions) to a copy of the request, validating again after each
   * round until nothing fixable is left (at most 10 rounds, as ESLint). Never changes its input.
   */
  fix(request: unknown): FixResult;
}

/** Every rule at its default severity and options. */
const DEFAULT_PLAN: readonly PlannedRule[] = Object.freeze(planRules(allRules, undefined));

/** How many validate-and-fix rounds at most: a fix may uncover another (ESLint stops at 10 too). */
const MAX_FIX_ROUNDS = 10;

/**
 * Prepares a validator: the catalog index, the rule plan (severities, options, scopes) and the caller's
 * sets are made here once, so each `validate` call only reads the request and runs the rules. The
 * catalog and sets are read now: a change to them later needs a new validator. Throws a
 * `RuleSettingsError` for rule settings it cannot honour (the caller's configuration, not a request).
 */
export function createValidator(options: ValidateOptions = {}): Validator {
  return createValidatorOf(allRules, options);
}

/** A validator that runs the given rules only (the rule tester runs one rule at a time). */
export function createValidatorOf(rules: readonly RuleDefinition[], options: ValidateOptions = {}): Validator {
  if (options.rules !== undefined) {
    // Settings may name any registry rule (the rule tester runs one rule with the usual settings).
    const problems = ruleSettingsProblems(options.rules, [...allRules, ...rules]);
    if (problems.length > 0) throw new RuleSettingsError(problems);
  }
  const catalog = options.catalog ?? defaultCatalog;
  const source = options.catalogSource ?? defaultSourceOf(catalog);
  const context: ModelContext = {
    catalog: catalogIndexOf(catalog, source),
    existingTemplateNames: toSet(options.existingTemplateNames),
    flowIds: toSet(options.flowIds),
  };
  // Without rule settings every validator runs the same plan, made once (`validateTemplate` makes a
  // validator per call).
  const plan = rules === allRules && options.rules === undefined ? DEFAULT_PLAN : planRules(rules, options.rules);
  const validate = (request: unknown): ValidationResult => {
    const model = buildModel(request, context);
    const has = scopeBitsOfModel(model);
    const diagnostics: Diagnostic[] = [];
    for (const step of plan) {
      if ((step.needs & has) !== step.needs) continue;
      // Each rule gets a context of its own: nothing is shared or rewritten between rules.
      step.check({
        model,
        options: step.options,
        report: (descriptor: ReportDescriptor<string>): void => {
          diagnostics.push(toDiagnostic(step.rule, step.severity, descriptor, messageOf(step, descriptor)));
        },
      });
    }
    let valid = true;
    for (const diagnostic of diagnostics) if (diagnostic.severity === 'error') valid = false;
    return { valid, diagnostics };
  };

  const validateDiagnostics = (request: unknown): readonly Diagnostic[] => validate(request).diagnostics;

  const fix = (request: unknown): FixResult => {
    let current = request;
    const fixed: Diagnostic[] = [];
    for (let round = 0; round < MAX_FIX_ROUNDS; round += 1) {
      const { diagnostics } = validate(current);
      const selected = selectFixes(diagnostics, { request: current, validate: validateDiagnostics });
      if (selected.length === 0) return { request: current, fixed, remaining: diagnostics };
      current = applyEdits(current, selected.flatMap((diagnostic) => diagnostic.fix.edits));
      fixed.push(...selected);
    }
    return { request: current, fixed, remaining: validate(current).diagnostics };
  };

  return { validate, fix };
}

/** The report's message: its rule's template (split once, with the plan) filled from its data. */
function messageOf(step: PlannedRule, descriptor: ReportDescriptor<string>): string {
  const parts = Object.hasOwn(step.messages, descriptor.messageId) ? step.messages[descriptor.messageId] : undefined;
  return parts ? fillMessage(parts, descriptor.data) : descriptor.messageId;
}

function toDiagnostic(rule: RuleDefinition, severity: Severity, descriptor: ReportDescriptor<string>, message: string): Diagnostic {
  const { data, range, target, fix, suggestions } = descriptor;
  const diagnostic: { -readonly [Key in keyof Diagnostic]: Diagnostic[Key] } = {
    ruleId: rule.id,
    messageId: descriptor.messageId,
    message,
    severity,
    path: [...descriptor.path],
  };
  // Optional fields only when present (no `key: undefined`), each added in place: no object to spread.
  if (data) diagnostic.data = { ...data };
  if (range) diagnostic.range = [range[0], range[1]];
  if (target) diagnostic.target = target;
  if (fix) diagnostic.fix = fix;
  if (suggestions) diagnostic.suggestions = [...suggestions];
  return diagnostic;
}

/** A `Set` is used as given (no copy per validator: `validateTemplate` makes one per call). */
function toSet(values: Iterable<string> | undefined): ReadonlySet<string> | undefined {
  if (values === undefined) return undefined;
  return values instanceof Set ? (values as ReadonlySet<string>) : new Set(values);
}
