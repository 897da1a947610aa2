// The public face of @templint/lint: lint JSON text with source positions, format results, run the CLI.
export { lintText, type LintTextOptions } from './lint-text.js';
export { collectDiagnostics, type CollectOptions } from './collect-diagnostics.js';
export type { LintMessage, LintResult } from './lint-result.js';
export { locate, type LocateTarget, type SourceSpan } from './locate/locate.js';
export { formatters } from './formatters/index.js';
export type { Formatter, FormatterContext, FormatterFactory, RunSummary } from './formatters/formatter.js';
export { runCli, type CliIo } from './cli/run.js';
export { locateDiagnostic } from './locate/locate-diagnostic.js';
export { fixText, type FixTextResult } from './fix/fix-text.js';
export type { TextEdit } from './fix/text-edit.js';
