import type { Catalog } from './catalog/catalog.js';
import { indexCatalog } from './catalog/catalog-index.js';
import { defaultCatalog } from './catalog/default-catalog.js';
import type { Diagnostic, RuleEntry, RuleOptions, RuleSetting, Severity, ValidationResult } from './diagnostic.js';
import { formatMessage } from './format-message.js';
import { APPROVAL_SECTION } from './model/approval.js';
import { buildModel } from './model/build-model.js';
import type { ReportDescriptor, RuleDefinition } from './rule.js';
import { rules } from './rules/index.js';

/** What `validateTemplate` may be told beyond the request itself. */
export interface ValidateOptions {
  /** The platform's reference data; the bundled example catalog when omitted. */
  readonly catalog?: Catalog;
  /** Names already used in the provider-integration; `template-name-unique` runs only when given. */
  readonly existingTemplateNames?: Iterable<string>;
  /** Ids of the Flows that exist in the service; `flow-id-known` runs only when given. */
  readonly flowIds?: Iterable<string>;
  /** Per rule id: turn a rule off, change its severity, or give its options (`['warning', { ratio: 0.2 }]`). */
  readonly rules?: Readonly<Record<string, RuleEntry>>;
}

/**
 * Checks a create-template request (any JSON value) against every rule and returns its diagnostics.
 * Never throws on user input and never changes it.
 */
export function validateTemplate(request: unknown, options: ValidateOptions = {}): ValidationResult {
  const existingTemplateNames = toSet(options.existingTemplateNames);
  const flowIds = toSet(options.flowIds);
  const model = buildModel(request, {
    catalog: indexCatalog(options.catalog ?? defaultCatalog),
    existingTemplateNames,
    flowIds,
  });
  const diagnostics: Diagnostic[] = [];
  // One context for every rule (not one per rule): validation runs on every keystroke in an editor.
  const [first] = rules;
  if (!first) return { valid: true, diagnostics };
  let current: RuleDefinition = first;
  let currentSeverity: Severity = 'error';
  const context: { model: typeof model; options: RuleOptions; report: (descriptor: ReportDescriptor<string>) => void } = {
    model,
    options: NO_OPTIONS,
    report: (descriptor) => {
      diagnostics.push(toDiagnostic(current, currentSeverity, descriptor));
    },
  };
  // The approval-authority rules never report on interactive templates (they are not sent for approval),
  // a rule with a declared scope never reports outside it, and one that needs context the caller did not
  // give is skipped.
  const skip =
    (model.interactive ? SKIP_APPROVAL : SKIP_INTERACTIVE) |
    (model.categoryKind === 'authentication' ? 0 : SKIP_AUTHENTICATION) |
    (model.carousel ? 0 : SKIP_CAROUSEL) |
    (existingTemplateNames ? 0 : SKIP_NO_TEMPLATE_NAMES) |
    (flowIds ? 0 : SKIP_NO_FLOW_IDS);
  for (const step of stepsFor(options.rules)) {
    if (step === undefined || (step.skipWhen & skip) !== 0) continue;
    current = step.rule;
    currentSeverity = step.severity;
    context.options = step.options;
    step.check(context);
  }
  let valid = true;
  for (const diagnostic of diagnostics) if (diagnostic.severity === 'error') valid = false;
  return { valid, diagnostics };
}

const NO_OPTIONS: RuleOptions = Object.freeze({});

/** What the loop reads of each rule, read once into objects of one shape (the rules' own shapes vary). */
interface Step {
  readonly rule: RuleDefinition;
  readonly check: RuleDefinition['check'];
  readonly severity: Severity;
  readonly options: RuleOptions;
  /** The SKIP_ bits of the templates and calls the rule is skipped for. */
  readonly skipWhen: number;
}

const SKIP_APPROVAL = 1;
const SKIP_INTERACTIVE = 2;
const SKIP_AUTHENTICATION = 4;
const SKIP_CAROUSEL = 8;
const SKIP_NO_TEMPLATE_NAMES = 16;
const SKIP_NO_FLOW_IDS = 32;

function skipBits(rule: RuleDefinition): number {
  const approval = rule.specSection === APPROVAL_SECTION ? SKIP_APPROVAL : 0;
  const requires = rule.requires === 'existingTemplateNames' ? SKIP_NO_TEMPLATE_NAMES : rule.requires === 'flowIds' ? SKIP_NO_FLOW_IDS : 0;
  switch (rule.appliesTo) {
    case 'interactive':
      return approval | requires | SKIP_INTERACTIVE;
    case 'authentication':
      return approval | requires | SKIP_AUTHENTICATION;
    case 'carousel':
      return approval | requires | SKIP_CAROUSEL;
    default:
      return approval | requires;
  }
}

const PLAN: readonly Step[] = rules.map((rule) => ({
  rule,
  check: rule.check,
  severity: rule.severity,
  options: rule.defaultOptions ?? NO_OPTIONS,
  skipWhen: skipBits(rule),
}));

const STEP_INDEX: ReadonlyMap<string, number> = new Map(PLAN.map((step, index) => [step.rule.id, index]));

/**
 * The plan with the caller's rule settings applied, a rule turned off left as a hole. Walks the settings,
 * not the rules: a CLI run passes the same few settings (often none) for every file.
 */
function stepsFor(settings: Readonly<Record<string, RuleEntry>> | undefined): readonly (Step | undefined)[] {
  if (settings === undefined) return PLAN;
  let steps: (Step | undefined)[] | undefined;
  for (const id in settings) {
    const index = STEP_INDEX.get(id);
    const step = index === undefined ? undefined : PLAN[index];
    const entry = Object.hasOwn(settings, id) ? settings[id] : undefined;
    // An entry that only repeats the rule's default severity changes nothing.
    if (index === undefined || step === undefined || entry === undefined || entry === step.severity) continue;
    steps ??= PLAN.slice();
    const severity = severityOf(step.rule, entry);
    steps[index] = severity === 'off' ? undefined : { ...step, severity, options: optionsOf(step.rule, entry) };
  }
  return steps ?? PLAN;
}

function severityOf(rule: RuleDefinition, entry: RuleEntry): RuleSetting {
  const setting = Array.isArray(entry) ? (entry as readonly [RuleSetting, RuleOptions])[0] : entry;
  return setting === 'off' || setting === 'error' || setting === 'warning' ? setting : rule.severity;
}

/** The rule's default options, overridden by the caller's where the types match. */
function optionsOf(rule: RuleDefinition, entry: RuleEntry | undefined): RuleOptions {
  const defaults = rule.defaultOptions ?? NO_OPTIONS;
  if (!Array.isArray(entry)) return defaults;
  const given = (entry as readonly [RuleSetting, RuleOptions | undefined])[1];
  if (!given) return defaults;
  const merged: Record<string, string | number | boolean> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = Object.hasOwn(given, key) ? given[key] : undefined;
    if (value !== undefined && typeof value === typeof defaults[key]) merged[key] = value;
  }
  return merged;
}

function toDiagnostic(rule: RuleDefinition, severity: Severity, descriptor: ReportDescriptor<string>): Diagnostic {
  const template = rule.messages[descriptor.messageId] ?? descriptor.messageId;
  const { data, range, target, fix, suggestions } = descriptor;
  const diagnostic: { -readonly [Key in keyof Diagnostic]: Diagnostic[Key] } = {
    ruleId: rule.id,
    messageId: descriptor.messageId,
    message: formatMessage(template, data),
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

function toSet(values: Iterable<string> | undefined): ReadonlySet<string> | undefined {
  if (values === undefined) return undefined;
  return values instanceof Set ? (values as ReadonlySet<string>) : new Set(values);
}
