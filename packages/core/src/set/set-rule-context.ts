// What a set rule reads: every template of the set reduced to the facts that compare templates (name,
// language, wording, provider-integration), the requests in order after the account's templates.
import type { JsonPath, MessageData, RuleOptions, SuggestionDescriptor } from '../diagnostic.js';
import type { DeletedTemplateNames } from './deleted-names.js';

/**
 * What the rules that compare templates read of one request (`Validator.validateEntry`): plain data, so a
 * caller can keep it, cache it or send it between threads, and compare it later (`Validator.compareEntries`)
 * without the request.
 */
export interface SetEntry {
  readonly integration: string | undefined;
  /**
   * The id of the account's template it is: a record's `chat_template_id`, or the one a request sends (null
   * when creating, spec 2.1). A request of an existing template is never a repeat of that template.
   */
  readonly templateId?: number | undefined;
  /** The name as sent, or as the service derives it from the display name. */
  readonly name: string | undefined;
  readonly languageId: number | undefined;
  /** The body and footer wording, normalised (`templateWording`); undefined without a body text or for a carousel. */
  readonly wording: string | undefined;
  readonly namePath: JsonPath;
  readonly wordingPath: JsonPath;
  /** Scope bits (validator/scope.ts), so the engine hands each set rule only the templates it judges. */
  readonly scope: number;
}

/** One template of a set, as set rules compare it: an entry placed in the set. */
export interface SetTemplate extends SetEntry {
  /** Its position among the requests validated together; undefined for a template the account already holds. */
  readonly index: number | undefined;
  /** How messages name it: `` `order_update` at templates/a.json:3:5 ``, `` the request at index 1 (`order_update`) `` or `` the account's template `order_update` ``. */
  readonly label: string;
  /** The caller's location of a request (`templates/a.json:3:5`), when given. */
  readonly location: string | undefined;
}

/** What a set rule reports: at a request of the set, naming the other template. */
export interface SetReportDescriptor<MessageId extends string> {
  readonly messageId: MessageId;
  /** The request reported on (a template the account holds is never reported on). */
  readonly template: SetTemplate;
  /** The part repeated: reported at the template's `namePath` or `wordingPath`, and the related template's. */
  readonly part: 'name' | 'wording';
  readonly data?: MessageData;
  /** The template it repeats: the first one with that name or wording. */
  readonly related?: SetTemplate;
  readonly suggestions?: readonly SuggestionDescriptor<MessageId>[];
}

/** What a set rule's `checkSet` receives. */
export interface SetRuleContext<MessageId extends string> {
  /** The requests of the set this rule judges (its scope applied), in the order given, those of the account's templates (the id they send) first. */
  readonly requests: readonly SetTemplate[];
  /**
   * The first of the account's templates this rule judges (`ValidateOptions.existingTemplates`: they come
   * before every request) whose key under `keyOf` is `template`'s, other than `template` itself (the
   * account's template of the id it sends). The account is indexed once per key function, not read per
   * call: pass the same function each time (one defined at module level).
   */
  accountFirst(this: void, keyOf: (template: SetTemplate) => string | undefined, template: SetTemplate): SetTemplate | undefined;
  /**
   * Names deleted recently (`ValidateOptions.deletedTemplateNames`), asked with a request's
   * provider-integration; undefined when not given.
   */
  readonly deletedTemplateNames: DeletedTemplateNames | undefined;
  readonly options: RuleOptions;
  /** A valid name no template of the set, the account, or the given name lists uses, and not suggested before in this validation. */
  freeName(this: void, name: string): string | undefined;
  // Method syntax on purpose, as RuleContext's report.
  report(this: void, descriptor: SetReportDescriptor<MessageId>): void;
}
