import type { MessageData } from '../diagnostic.js';

/**
 * Rule messages in one language, by rule id and then message id. Each keeps the English message's
 * `{{slots}}` (a plural choice `{{count|one:…|other:…}}` reads the slot `count`); a message left out is
 * given in English.
 */
export type LocaleMessages = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** What a locale is made of: `defineLocale` (`@templint/core/locale`) makes a `Locale` of it. */
export interface LocaleData {
  /** The BCP 47 tag, such as `pt-BR`: it chooses the plural forms (`Intl.PluralRules`). */
  readonly code: string;
  /** The translated messages; whatever is missing falls back to English. */
  readonly messages: LocaleMessages;
  /**
   * The locale's words for the English words rules put in `data` (a part such as `card body`, a button
   * kind such as `quick reply`), by the English words, with every number written as `#`
   * (`footer of carousel card #`) and, where needed, every name in backticks as `` `*` ``
   * (`the account's template `*` (id #)`). `data` itself stays English; only the message uses these words.
   */
  readonly terms?: Readonly<Record<string, string>>;
}

/**
 * A language for diagnostics: `ValidateOptions.locale`. templint ships one per subpath
 * (`@templint/core/locales/pt-BR`, `es`, `hi`, `id`); `defineLocale` (`@templint/core/locale`) makes one for
 * a language it does not ship. The wording code lives with the locales, so core's main entry carries none.
 */
export interface Locale extends LocaleData {
  /** A rule's message in this language, its slots filled from `data`; undefined when the locale lacks it (then English). */
  readonly message: (ruleId: string, messageId: string, data: MessageData | undefined) => string | undefined;
}
