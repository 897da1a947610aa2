// `@templint/core/internal`: helpers templint's own packages share. Unstable: no semver promise; not
// for applications (use the main entry).
export { EXAMPLE_CATALOG_SOURCE } from './catalog/catalog-index.js';
export { closest } from './internal/closest.js';
// A text cut to a size, never inside a surrogate pair: the client's error texts, the CLI's echoed values.
export { cutText } from './internal/cut-text.js';
// The most a tool reads from a settings file: the CLI, the ESLint plugin and the sandbox read the same.
export { MAX_SETTINGS_FILE_BYTES } from './internal/settings-file-limit.js';
// The one bounded read of a file (a regular file only, up to a limit), node:fs handed in by the caller.
export { errorCodeOf, readBoundedFile, type BoundedRead, type BoundedReadCalls, type FileKind } from './internal/read-bounded-file.js';
// The chat app's formatting, read once: the preview shows it, header-footer-plain-text reports it.
export {
  CHAT_INLINE_FORMATS,
  formattedSpans,
  parseChatFormat,
  type ChatBlock,
  type ChatFormatted,
  type ChatInline,
  type ChatInlineFormat,
  type ChatLine,
  type ChatListItem,
  type ChatPlaceholder,
  type ChatRange,
} from './format/parse-chat-format.js';
// ESLint words a plugin report itself: the plural forms core chose, as data it can interpolate.
export { formatMessageIn, pluralChoices } from './format-message.js';
// Server and file text made safe to print: the CLI's output and the client's error messages escape the same characters.
export { codePointName } from './internal/code-point-name.js';
export { escapedCharacter, terminalSafe, terminalSafeLines } from './internal/terminal-safe.js';
// Trimming runs at a text's ends in one pass each (a regular expression ending in `+$` is quadratic).
export { isWhitespace, trimEdges } from './internal/trim-edges.js';
// What counts as one of the account's templates: the CLI and the ESLint plugin refuse a snapshot holding
// anything else, by the test the set rules read it with.
export { ACCOUNT_ENTRY_EXPECTED, accountEntryKind, firstSkippedAccountEntry, isFailedAnswer, type AccountEntryKind } from './set/account-entry.js';
export { nameStem } from './set/free-names.js';
// The phrase lists the category hints read: their rule pages quote them (tests/phrase-tables.test.ts).
export { DO_NOT_SHARE_PHRASES, ONE_TIME_PASSCODE_PHRASES, PHRASE_LANGUAGES, PROMOTIONAL_PHRASES, type PhraseLanguage, type PhraseLists } from './spec/category-phrases.js';
// The one description of the create request (spec 2.1 to 2.7), for tools that must recognise one.
export { CREATE_REQUEST, type FieldSpec, type ObjectSpec } from './spec/create-request.js';
// Spec 4's endpoint paths: the client calls them, the sandbox serves them.
export { API_PATHS, templatePathIds, type ApiPaths } from './spec/endpoints.js';
// What each button kind is (its traits), for docs prose that lists kinds; a kind as messages word it.
export { BUTTON_KINDS } from './catalog/button-kinds.js';
export { kindLabel } from './model/approval.js';
// The spec's numbers and fixed texts that docs prose restates (tests/docs-restated.test.ts holds the prose to
// them) and that the preview shows.
export {
  APPROVAL_CARD_BODY_MAX_LENGTH,
  APPROVAL_CARD_BUTTON_KINDS,
  APPROVAL_CARD_BUTTONS_MAX,
  APPROVAL_FOOTER_MAX_LENGTH,
  APPROVAL_NAMED_VARIABLE_MAX_LENGTH,
} from './spec/approval-limits.js';
export {
  AUTHENTICATION_BODY,
  AUTHENTICATION_BODY_WITH_SECURITY_RECOMMENDATION,
  INTERACTIVE_ITEM_SUB_TYPE,
  REPLY_BUTTONS_BODY_MAX_LENGTH,
} from './spec/decisions.js';
export {
  AUTHENTICATION_FOOTER_MAX_LENGTH,
  BUTTON_FIELD_LIMITS,
  CATALOG_BUTTON_TEXT,
  CODE_EXPIRATION_MAX_MINUTES,
  CODE_EXPIRATION_MIN_MINUTES,
  COPY_CODE_TEXTS,
  HEADER_TEXT_MAX_LENGTH,
  INTERACTIVE_BODY_MAX_LENGTH,
  INTERACTIVE_BUTTON_FIELD_LIMITS,
  INTERACTIVE_FOOTER_MAX_LENGTH,
  INTERACTIVE_LIST_ROWS,
  INTERACTIVE_REPLY_BUTTONS,
  OFFER_CODE_SAMPLE_MAX_LENGTH,
  TEMPLATE_NAME_MAX_LENGTH,
} from './spec/limits.js';
export { defaultSettingOf } from './validator/rule-plan.js';
export { optionsPartOf, settingOf } from './validator/rule-setting.js';
export { resultOf } from './validator/result-of.js';
export { TERM_SLOTS } from './locale/term-slots.js';
export { touchedRegions } from './fix/select-fixes.js';
