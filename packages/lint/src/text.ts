// `@templint/lint/text`: linting JSON text with source positions, fixes and suggestions, and nothing that
// needs Node. Browser apps (the playground, editors on the web) import this entry so their bundle never
// meets the CLI's `node:fs`; the main entry exports the same names.
export { lintText, type LintTextOptions } from './lint-text.js';
export { problemCounts } from './formatters/summary-lines.js';
export type { LintMessage, LintResult, RelatedLocation } from './lint-result.js';
export type { TextEdit } from './fix/text-edit.js';
