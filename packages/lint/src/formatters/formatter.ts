import type { RuleDefinition } from '@templint/core';
import type { LintResult } from '../lint-result.js';
import type { PathFunctions } from './report-path.js';

/** Totals of a whole run, for a formatter's closing text. */
export interface RunSummary {
  readonly errorCount: number;
  readonly warningCount: number;
  readonly fatalErrorCount: number;
  readonly fileCount: number;
  /** Errors and warnings that `--fix` would fix (absent: none counted). */
  readonly fixableErrorCount?: number;
  readonly fixableWarningCount?: number;
}

/** What a formatter may use besides the results. */
export interface FormatterContext {
  /** Paths are shown relative to this directory where the format wants it. */
  readonly cwd: string;
  /**
   * Where a CI service reads paths from (cli/report-root.ts): the github and sarif formats name files from
   * it; the working directory when absent.
   */
  readonly root?: string;
  readonly color: boolean;
  readonly rules: readonly RuleDefinition[];
  readonly version: string;
  /** The locale code of the run (`templint --locale`), for formats that word lines themselves; English when absent. */
  readonly locale?: string;
  /**
   * A file's path with its symbolic links resolved (as given when it cannot be), for the github and sarif
   * formats, which name a linked file by the file it leads to; every path is as linted when absent.
   */
  readonly realPath?: (path: string) => string;
  /** The platform's path functions (node:path when absent), which the github and sarif formats build their paths with; a test passes path.win32. */
  readonly path?: PathFunctions;
}

/**
 * A streaming formatter: each file's text is written as soon as that file is linted, so a run over
 * thousands of files never holds every result in memory.
 */
export interface Formatter {
  /** True when the output shows fixes and suggestions; other formats let the CLI skip making them. */
  readonly printsFixes?: boolean;
  start(): string;
  file(result: LintResult): string;
  /**
   * A fault of the run that no file holds (a pattern that lints nothing), told on standard error too: a
   * format that says whether the run succeeded keeps it, so a report of a failed run never reads as clean.
   * Such a fault ends the run before any file is linted; only a format with this method writes a report then.
   */
  runFault?(message: string): void;
  end(summary: RunSummary): string;
}

export type FormatterFactory = (context: FormatterContext) => Formatter;
