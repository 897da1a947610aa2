import type { Catalog } from '../catalog/catalog.js';
import { catalogIndexOf, defaultSourceOf } from '../catalog/default-catalog-index.js';
import { defaultCatalog } from '../catalog/default-catalog.js';
import type { Diagnostic, MessageData, RelatedTemplate, RuleEntry, SetValidationResult, Suggestion, SuggestionDescriptor, ValidationResult } from '../diagnostic.js';
import { applyEdits } from '../fix/apply-edits.js';
import { selectFixes } from '../fix/select-fixes.js';
import { fillMessage } from '../format-message.js';
import type { Locale } from '../locale/locale.js';
import { checkedLocale } from '../locale/checked-locale.js';
import { buildModel, type ModelContext } from '../model/build-model.js';
import type { TemplateModel } from '../model/template-model.js';
import type { ReportDescriptor, RuleDefinition } from '../rule.js';
import { rules as allRules } from '../rules/index.js';
import { nameSetOf, type NameList } from '../options/name-set.js';
import { deletedNamesOf, type DeletedTemplateNamesOption } from '../set/deleted-names.js';
import { createFreeNames } from '../set/free-names.js';
import { createAccountList, firstInAccount, idInAccount, nameInAccount, type AccountList } from '../set/account-index.js';
import type { SetEntry, SetReportDescriptor, SetTemplate } from '../set/set-rule-context.js';
import { accountTemplatesOf, placedEntry, setEntryOfModel } from '../set/set-templates.js';
import { RuleSettingsError } from '../options/rule-settings-error.js';
import { ruleSettingsProblems } from '../options/rule-settings-problems.js';
import { planRules, type PlannedRule } from './rule-plan.js';
import { resultOf } from './result-of.js';
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
  readonly existingTemplateNames?: NameList;
  /** Ids of the Flows that exist in the service; `flow-id-known` runs only when given. */
  readonly flowIds?: NameList;
  /**
   * The account's templates, as template records (spec 2.10, as "Get template details" returns them; its
   * whole answer, `{ status, data }`, is read too) or as create requests: `validateTemplates` compares every
   * request with them (names, wording).
   */
  readonly existingTemplates?: readonly unknown[];
  /**
   * Names of templates deleted recently (the approval authority refuses them for 30 days in the business
   * account they were deleted in); read by `validateTemplates`. A list counts for every provider-integration;
   * an object gives each provider-integration id its own list (`{ "pi_0001": ["old_promo"] }`).
   */
  readonly deletedTemplateNames?: DeletedTemplateNamesOption;
  /**
   * Per rule id: turn a rule off, change its severity, or give its options
   * (`['warn', { wordsPerVariable: 3 }]`). Severity words: `off`, `warn` or `warning`, `error`, or `0`,
   * `1`, `2`. An unknown rule id, severity word or option, or an option out of its bounds, makes
   * `createValidator` throw a `RuleSettingsError` naming the rule and what is allowed.
   */
  readonly rules?: Readonly<Record<string, RuleEntry>>;
  /**
   * The language of each diagnostic's `message` (`messageId` and `data` stay the same): a locale from
   * `@templint/core/locales/<code>` or one of your own; a message it lacks is given in English. English by default.
   */
  readonly locale?: Locale;
}

/** What fixing a request did: the fixed request, the diagnostics it fixed, and what is left. */
export interface FixResult {
  /**
   * The fixed request: a new value where a fix changed something, sharing every part no fix touched with
   * the input (as an immutable update does); the input itself when nothing was fixed. Copy it before
   * changing it in place (`structuredClone`), or the input changes too.
   */
  readonly request: unknown;
  readonly fixed: Diagnostic[];
  readonly remaining: Diagnostic[];
}

/** Validates and fixes many requests with one set of options, prepared once. */
export interface Validator {
  /** Checks a request (any JSON value) against every rule. Never throws on it and never changes it. */
  validate(request: unknown): ValidationResult;
  /**
   * Applies every certain fix (never suggestions), validating again after each round until nothing
   * fixable is left (at most 10 rounds, as ESLint). Never changes its input: the result is a new value that
   * shares the parts no fix touched (`FixResult.request`).
   */
  fix(request: unknown): FixResult;
  /**
   * Checks requests together: each gets its own diagnostics, and the rules that compare templates
   * (`requires: 'templateSet'`) run once over all of them and the account's templates. `locations` says
   * where each request is (`templates/a.json:3:5`), by index, for messages that name another request.
   */
  validateSet(requests: readonly unknown[], locations?: readonly (string | undefined)[]): SetValidationResult;
  /**
   * `validate`, plus what the rules that compare templates read of the request: an entry of plain data to
   * keep (or send to another thread) and compare later with `compareEntries`, when the requests of a set
   * arrive one at a time (the CLI lints file by file). The request is read once for both.
   */
  validateEntry(request: unknown): EntryValidation;
  /**
   * The rules that compare templates over entries from `validateEntry` (of this validator or another with
   * the same catalog), with the account's templates: the diagnostics of each entry, by index, in the order
   * `validateSet` gives them after a request's own. `locations` as in `validateSet`.
   */
  compareEntries(entries: readonly SetEntry[], locations?: readonly (string | undefined)[]): Diagnostic[][];
  /**
   * A validator with the same options whose account also holds `templates` (records or create requests,
   * as `existingTemplates`), this one unchanged: for a caller that adds templates one at a time (the client
   * after each create), each added template read once.
   */
  withExistingTemplates(templates: readonly unknown[]): Validator;
}

/** What `Validator.validateEntry` gives: the request's result and its entry for the set rules. */
export interface EntryValidation {
  readonly result: ValidationResult;
  readonly entry: SetEntry;
}

/** Every rule at its default severity and options. */
const DEFAULT_PLAN: readonly PlannedRule[] = Object.freeze(planRules(allRules, undefined));

/** The steps of a plan that judge a set of templates. */
function setStepsOf(plan: readonly PlannedRule[]): readonly PlannedRule[] {
  return plan.filter((step) => step.rule.checkSet !== undefined);
}

/** The default plan's set steps, found once with it. */
const DEFAULT_SET_PLAN: readonly PlannedRule[] = Object.freeze(setStepsOf(DEFAULT_PLAN));

/** How many validate-and-fix rounds at most: a fix may uncover another (ESLint stops at 10 too). */
const MAX_FIX_ROUNDS = 10;

/**
 * Prepares a validator: the catalog index, the rule plan (severities, options, scopes) and the caller's
 * sets are made here once, so each `validate` call only reads the request and runs the rules. The
 * catalog and sets are read now: a change to them later needs a new validator. Throws a
 * `RuleSettingsError` for rule settings it cannot honour, and a TypeError for a `locale` that is not a
 * locale or a name list that is not a list (the caller's configuration, not a request).
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
    existingTemplateNames: options.existingTemplateNames === undefined ? undefined : nameSetOf('existingTemplateNames', options.existingTemplateNames),
    flowIds: options.flowIds === undefined ? undefined : nameSetOf('flowIds', options.flowIds),
  };
  // Without rule settings every validator runs the same plan, made once (`validateTemplate` makes a
  // validator per call).
  const plan = rules === allRules && options.rules === undefined ? DEFAULT_PLAN : planRules(rules, options.rules);
  const messageOf = messagesOf(checkedLocale(options.locale));
  const validate = (request: unknown): ValidationResult => resultOf(diagnosticsOfModel(buildModel(request, context)), request);
  const diagnosticsOfModel = (model: TemplateModel): Diagnostic[] => {
    const has = scopeBitsOfModel(model);
    const diagnostics: Diagnostic[] = [];
    // One report function per call: it only collects what a rule reports; the engine turns each report
    // into a diagnostic of the rule that just ran, so a rule's context needs no function of its own.
    const reported: ReportDescriptor<string>[] = [];
    const report = (descriptor: ReportDescriptor<string>): void => {
      reported.push(descriptor);
    };
    for (const step of plan) {
      if ((step.needs & has) !== step.needs) continue;
      // Each rule gets a context object of its own: nothing in it is rewritten between rules.
      step.check({ model, options: step.options, report });
      if (reported.length === 0) continue;
      for (const descriptor of reported) diagnostics.push(toDiagnostic(step, descriptor, messageOf));
      reported.length = 0;
    }
    return diagnostics;
  };

  // The set rules and the account's templates, read once with the options.
  const setPlan = plan === DEFAULT_PLAN ? DEFAULT_SET_PLAN : setStepsOf(plan);
  const deletedTemplateNames = deletedNamesOf(options.deletedTemplateNames);

  const validateEntry = (request: unknown): EntryValidation => {
    const model = buildModel(request, context);
    return { result: resultOf(diagnosticsOfModel(model), request), entry: setEntryOfModel(model) };
  };

  const validateDiagnostics = (request: unknown): readonly Diagnostic[] => validate(request).diagnostics;


  // Everything but the account is shared by the validators `withExistingTemplates` makes: each new one
  // reads only the templates it adds. A validator's account is the first `length` templates of a list the
  // family shares (account-index.ts): a validator holding the whole list appends to it for the next one (a
  // session of creates copies nothing), one whose list has grown since copies its own part first.
  const withAccount = (account: AccountList, length: number): Validator => {
    // A set rule compares a template with another, or with the account's names: one request and no account
    // is nothing to compare (the ESLint plugin asks this of every file).
    const comparable = (count: number): boolean => setPlan.length > 0 && (count > 1 || length > 0 || (deletedTemplateNames !== undefined && !deletedTemplateNames.empty));
    const nameTaken = (name: string): boolean => nameInAccount(account, length, name) || context.existingTemplateNames?.has(name) === true || deletedTemplateNames?.hasAnywhere(name) === true;

    // Costs the entries, not the account: the account is looked up through its indexes.
    const compareEntries = (entries: readonly SetEntry[], locations?: readonly (string | undefined)[]): Diagnostic[][] => {
      const found: Diagnostic[][] = entries.map(() => []);
      if (!comparable(entries.length)) return found;
      const members = entries.map((entry, index) => placedEntry(asEntry(entry), index, locations?.[index]));
      const freeNames = createFreeNames(
        members.flatMap((template) => (template.name === undefined ? [] : [template.name])),
        nameTaken,
      );
      // A request of an account's template (the id it sends) is that template, so it comes first, as the
      // account does: its file was reported as repeating a new request met before it (found by QA).
      const accountOwn: SetTemplate[] = [];
      const others: SetTemplate[] = [];
      for (const template of members) (template.templateId !== undefined && idInAccount(account, length, template.templateId) ? accountOwn : others).push(template);
      const ordered = [...accountOwn, ...others];
      for (const step of setPlan) {
        const judged = (template: SetTemplate): boolean => (step.needs & template.scope) === step.needs;
        step.rule.checkSet?.({
          requests: ordered.filter(judged),
          accountFirst: (keyOf, template) => firstInAccount(account, length, step, judged, keyOf, template),
          deletedTemplateNames,
          options: step.options,
          freeName: (name) => freeNames.next(name),
          report: (descriptor: SetReportDescriptor<string>): void => {
            const { template, part, related } = descriptor;
            if (template.index === undefined) return;
            const report: ReportDescriptor<string> = { ...descriptor, path: pathOf(template, part) };
            const diagnostic = toDiagnostic(step, report, messageOf);
            found[template.index]?.push(related ? { ...diagnostic, related: relatedOf(related, pathOf(related, part)) } : diagnostic);
          },
        });
      }
      return found;
    };

    const validateSet = (requests: readonly unknown[], locations?: readonly (string | undefined)[]): SetValidationResult => {
      const list: readonly unknown[] = Array.isArray(requests) ? requests : [requests];
      const models = list.map((request) => buildModel(request, context));
      const found = models.map(diagnosticsOfModel);
      // The entries only when there is something to compare them with.
      if (comparable(list.length)) compareEntries(models.map(setEntryOfModel), locations).forEach((compared, index) => found[index]?.push(...compared));
      const results = found.map((diagnostics, index) => resultOf(diagnostics, list[index]));
      return { valid: results.every((result) => result.valid), results };
    };

    // With an account or deleted names, a fix is checked against them too: a request's own rules cannot see
    // that `Order_Update` fixed to `order_update` repeats the account's `order_update`. Their diagnostics
    // count as the request's in the check (a repeat the fixes make is a new error), not in `remaining`.
    const checked = comparable(1) ? (value: unknown): readonly Diagnostic[] => validateSet([value]).results[0]?.diagnostics ?? [] : validateDiagnostics;
    const fix = (request: unknown): FixResult => {
      let current = request;
      const fixed: Diagnostic[] = [];
      for (let round = 0; round < MAX_FIX_ROUNDS; round += 1) {
        const diagnostics = checked(current);
        const selected = selectFixes(diagnostics, { request: current, validate: checked });
        if (selected.length === 0) return { request: current, fixed, remaining: checked === validateDiagnostics ? [...diagnostics] : validate(current).diagnostics };
        current = applyEdits(current, selected.flatMap((diagnostic) => diagnostic.fix.edits));
        fixed.push(...selected);
      }
      return { request: current, fixed, remaining: validate(current).diagnostics };
    };

    const withExistingTemplates = (templates: readonly unknown[]): Validator => {
      const list = account.templates.length === length ? account : createAccountList(account.templates.slice(0, length));
      for (const template of accountTemplatesOf(templates, context)) list.templates.push(template);
      return withAccount(list, list.templates.length);
    };

    return { validate, fix, validateSet, validateEntry, compareEntries, withExistingTemplates };
  };

  const initialAccount = accountTemplatesOf(options.existingTemplates, context);
  return withAccount(createAccountList(initialAccount), initialAccount.length);
}

function pathOf(template: SetTemplate, part: 'name' | 'wording'): readonly (string | number)[] {
  return part === 'name' ? template.namePath : template.wordingPath;
}

/** The other template of a set diagnostic, with the path of the part it repeats. */
function relatedOf(template: SetTemplate, path: readonly (string | number)[]): RelatedTemplate {
  const related: { -readonly [Key in keyof RelatedTemplate]: RelatedTemplate[Key] } = { label: template.label, path: [...path] };
  if (template.index !== undefined) related.index = template.index;
  if (template.name !== undefined) related.name = template.name;
  if (template.location !== undefined) related.location = template.location;
  return related;
}

/**
 * How a validator words a report: in the locale when it has the message, else the rule's English template
 * (split at its slots once, with the plan), filled from its data.
 */
function messagesOf(locale: Locale | undefined): (step: PlannedRule, descriptor: Worded) => string {
  return (step, { messageId, data }) => {
    const translated = locale?.message(step.rule.id, messageId, data);
    if (translated !== undefined) return translated;
    const parts = Object.hasOwn(step.messages, messageId) ? step.messages[messageId] : undefined;
    return parts ? fillMessage(parts, data) : messageId;
  };
}

/** A rule's report as a diagnostic: its message and its suggestions' worded as the validator words them. */
function toDiagnostic(step: PlannedRule, descriptor: ReportDescriptor<string>, messageOf: (step: PlannedRule, worded: Worded) => string): Diagnostic {
  const { data, range, target, fix, suggestions } = descriptor;
  const diagnostic: { -readonly [Key in keyof Diagnostic]: Diagnostic[Key] } = {
    ruleId: step.rule.id,
    messageId: descriptor.messageId,
    message: messageOf(step, descriptor),
    severity: step.severity,
    path: [...descriptor.path],
  };
  // Optional fields only when present (no `key: undefined`), each added in place: no object to spread.
  if (data) diagnostic.data = { ...data };
  if (range) diagnostic.range = [range[0], range[1]];
  if (target) diagnostic.target = target;
  if (fix) diagnostic.fix = fix;
  if (suggestions) diagnostic.suggestions = suggestions.map((suggestion) => toSuggestion(suggestion, messageOf(step, suggestion)));
  return diagnostic;
}

/** An entry as `compareEntries` reads it: anything that is not an object (a caller's mistake) compares as nothing. */
function asEntry(entry: unknown): SetEntry {
  return typeof entry === 'object' && entry !== null ? (entry as SetEntry) : NO_ENTRY;
}

const NO_ENTRY: SetEntry = Object.freeze({ integration: undefined, name: undefined, languageId: undefined, wording: undefined, namePath: [], wordingPath: [], scope: 0 });

/** What a message is filled from: a report's or a suggestion's message id and data. */
interface Worded {
  readonly messageId: string;
  readonly data?: MessageData | undefined;
}

function toSuggestion(descriptor: SuggestionDescriptor<string>, message: string): Suggestion {
  const { messageId, data, fix } = descriptor;
  return data ? { messageId, message, data: { ...data }, fix } : { messageId, message, fix };
}
