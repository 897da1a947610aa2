// The public face of @templint/lint: lint and fix JSON text with source positions, and format results.
// The `templint` command itself is `@templint/lint/cli` (and the bin): tools that only lint text, such as
// the ESLint plugin, load none of the CLI, the client or the preview.
export { lintText, type LintTextOptions } from './lint-text.js';
export { collectDiagnostics, type CollectOptions } from './collect-diagnostics.js';
export type { LintMessage, LintResult, RelatedLocation } from './lint-result.js';
export { locate, type LocateTarget, type SourceSpan } from './locate/locate.js';
export { formatters } from './formatters/index.js';
export type { Formatter, FormatterContext, FormatterFactory, RunSummary } from './formatters/formatter.js';
export { locateDiagnostic } from './locate/locate-diagnostic.js';
export { fixText, type FixTextOptions, type FixTextResult } from './fix/fix-text.js';
export { fixJudgeOf, type FixJudge } from './fix/fix-judge.js';
export type { TextEdit } from './fix/text-edit.js';
