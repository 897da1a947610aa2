// `@templint/lint/internal`: text-edit helpers templint's own packages share (the ESLint plugin turns
// core's JSON edits into text edits with them). Unstable: no semver promise; not for applications.
export { textFix } from './fix/text-fix.js';
export { textEditFor } from './fix/text-edit.js';
export { createAstLookup, type AstLookup } from './locate/ast-lookup.js';
export { applyTextEdits } from './fix/apply-text-edits.js';
export { sourceOffsetInString } from './locate/string-offset.js';
// The one reader of settings files (regular files only, bounded, UTF-8, JSON): the plugin's file settings.
export { readSettingsFile, MAX_SETTINGS_FILE_BYTES, type SettingsFile } from './read/read-settings-file.js';
// The CLI config's checks of the account files (`existingTemplates`, `deletedTemplateNames`), and the error
// they throw: the plugin's path settings say a bad file in the CLI's words.
export { templatesOrThrow } from './read/account-snapshot.js';
export { deletedNamesOrThrow, type DeletedNamesSetting } from './read/name-lists.js';
export { SettingsError } from './read/settings-error.js';
// The nesting guard the CLI applies before momoa, for the plugin's language.
export { firstTooDeep, MAX_NESTING_DEPTH } from './syntax/nesting-depth.js';
export { comesBefore, lineAndColumn } from './syntax/line-column.js';
export { stoppedAt, type ParseError } from './syntax/ends-early.js';
export { PARSING_ERROR_PREFIX } from './fatal-problem.js';
// What the CLI says of a raw tab or line break inside a string, which ESLint's JSON parser accepts.
export { rawControlCharacterProblem } from './syntax/raw-control-character.js';
