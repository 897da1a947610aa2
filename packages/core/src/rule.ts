import type { Fix, JsonPath, MessageData, RuleOptions, Severity, SuggestionDescriptor } from './diagnostic.js';
import type { TemplateModel } from './model/template-model.js';
import type { SetRuleContext } from './set/set-rule-context.js';
import { defaultOptionsOf, type OptionDeclarations } from './options/option-declaration.js';

/** Where rule docs live; a rule's `docsUrl` is this plus `<rule-id>.md`. */
export const DOCS_BASE_URL = 'https://github.com/templint/templint/blob/main/docs/rules/';

/**
 * Context a rule needs that only the caller has; a rule that requires it is skipped without it.
 * `templateSet`: the rule judges templates together (`checkSet`), so it runs only when a set is validated
 * (`validateTemplates`, `Validator.validateSet`), never on one request alone.
 */
export type RuleRequirement = 'existingTemplateNames' | 'flowIds' | 'templateSet';

/**
 * Where a rule comes from: `spec`, the API specification (its section in the rule's `meta.specSection`); `approval`, the
 * approval authority's documentation. An approval rule never runs on an interactive template, which is
 * "validated and stored by the service only" (spec 1 and 3).
 */
export type RuleSource = 'spec' | 'approval';

/**
 * The kind of template a rule can report on at all; the engine alone enforces it (a rule does not check
 * it again). `interactive`: `chat_template_flag_interactive_message` is true; `non-interactive`: it is
 * not; `authentication`: not interactive and the category is an authentication one; `non-authentication`:
 * not interactive and the category is not an authentication one (or unknown), a template whose message the
 * business writes itself; `carousel`: `chat_template_carousel` is an object.
 */
export type RuleScope = 'interactive' | 'non-interactive' | 'authentication' | 'non-authentication' | 'carousel';

/** What a rule reports; the validator turns it into a `Diagnostic`. */
export interface ReportDescriptor<MessageId extends string> {
  readonly messageId: MessageId;
  readonly path: JsonPath;
  readonly data?: MessageData;
  readonly range?: readonly [number, number];
  readonly target?: 'key';
  readonly fix?: Fix;
  readonly suggestions?: readonly SuggestionDescriptor<MessageId>[];
}

/** What a rule's `check` receives. */
export interface RuleContext<MessageId extends string> {
  /** The request, read once into a typed view. */
  readonly model: TemplateModel;
  /** The rule's options: its defaults, overridden by `ValidateOptions.rules`. */
  readonly options: RuleOptions;
  // Method syntax on purpose: it keeps a rule of narrow message ids assignable to RuleDefinition<string>.
  report(this: void, descriptor: ReportDescriptor<MessageId>): void;
}

/**
 * A rule: its metadata (the one source of truth for the CLI and the ESLint plugin) and its check. Its
 * description is tooling-only: the `meta` export of the same file (`RuleMeta`), gathered by
 * `ruleDescriptions` of `@templint/core/meta`, so a bundle of the validator leaves it out.
 */
export interface RuleDefinition<MessageId extends string = string> {
  /** kebab-case; also the rule's folder and docs page name. */
  readonly id: string;
  /** Default severity; `ValidateOptions.rules` may change it. */
  readonly severity: Severity;
  /**
   * True for a rule that runs only where `ValidateOptions.rules` turns it on (`severity` is what it is
   * meant to be then): advice most templates do not need, as ESLint's rules outside `recommended`.
   */
  readonly offByDefault?: boolean;
  /** Message templates by message id, with ESLint-style `{{name}}` data slots. */
  readonly messages: Readonly<Record<MessageId, string>>;
  readonly docsUrl: string;
  /** Where the rule comes from; the engine skips approval rules where the authority reviews nothing. */
  readonly source: RuleSource;
  /** Context only the caller has; without it the engine skips the rule. */
  readonly requires?: RuleRequirement;
  /** The only kind of template the rule reports on; the engine skips it for every other. */
  readonly appliesTo?: RuleScope;
  /**
   * The rule's options, declared once (type, default, bounds): the validator, the CLI's config and the
   * ESLint plugin's `meta.schema` check settings against it.
   */
  readonly options?: OptionDeclarations;
  /** Default values of the rule's options, when it has any (derived from `options` by `defineRule`). */
  readonly defaultOptions?: RuleOptions;
  /** True when some of its reports carry a fix. */
  readonly fixable?: boolean;
  /** True when some of its reports carry suggestions. */
  readonly hasSuggestions?: boolean;
  readonly check: (context: RuleContext<MessageId>) => void;
  /** The check of a rule that `requires: 'templateSet'`: it reads every template of the set at once. */
  readonly checkSet?: (context: SetRuleContext<MessageId>) => void;
}

/** Declares a rule; derives its docs URL and ties `report` calls to the declared message ids. */
export function defineRule<MessageId extends string>(
  rule: Omit<RuleDefinition<MessageId>, 'docsUrl' | 'defaultOptions'>,
): RuleDefinition<MessageId> {
  const docsUrl = `${DOCS_BASE_URL}${rule.id}.md`;
  return rule.options ? { ...rule, defaultOptions: defaultOptionsOf(rule.options), docsUrl } : { ...rule, docsUrl };
}

/** A set rule never judges one request alone: the engine skips its `check` (the set bit is never on a request). */
function judgesNoSingleRequest(): void {
  // Intentionally empty.
}

/** Declares a rule that judges the templates of a set together; it runs only in `validateTemplates`. */
export function defineSetRule<MessageId extends string>(
  rule: Omit<RuleDefinition<MessageId>, 'docsUrl' | 'defaultOptions' | 'check' | 'checkSet' | 'requires'> & {
    readonly checkSet: (context: SetRuleContext<MessageId>) => void;
  },
): RuleDefinition<MessageId> {
  return defineRule({ ...rule, requires: 'templateSet', check: judgesNoSingleRequest });
}
