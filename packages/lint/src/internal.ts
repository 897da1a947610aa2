// `@templint/lint/internal`: text-edit helpers templint's own packages share (the ESLint plugin turns
// core's JSON edits into text edits with them). Unstable: no semver promise; not for applications.
export { textFix } from './fix/text-fix.js';
export { textEditFor } from './fix/text-edit.js';
export { createAstLookup, type AstLookup } from './locate/ast-lookup.js';
export { applyTextEdits } from './fix/apply-text-edits.js';
export { sourceOffsetInString } from './locate/string-offset.js';
// The one reader of settings files (regular files only, bounded, UTF-8, JSON): the plugin's catalog setting.
export { readSettingsFile, MAX_SETTINGS_FILE_BYTES, type SettingsFile } from './read/read-settings-file.js';
// The nesting guard the CLI applies before momoa, for the plugin's language.
export { firstTooDeep, MAX_NESTING_DEPTH } from './syntax/nesting-depth.js';
export { lineAndColumn } from './syntax/line-column.js';
