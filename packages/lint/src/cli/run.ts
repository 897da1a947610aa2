import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { resolve } from 'node:path';
import { createValidator, rules, type ValidateOptions, type Validator } from '@templint/core';
import { formatters } from '../formatters/index.js';
import { stylish } from '../formatters/stylish.js';
import type { Formatter } from '../formatters/formatter.js';
import { toResult, type LintResult } from '../lint-result.js';
import { lintText } from '../lint-text.js';
import { fixText } from '../fix/fix-text.js';
import { unifiedDiff } from './diff.js';
import { parseCliArgs, USAGE, UsageError, type CliArgs } from './args.js';
import { resolveValidateOptions, SettingsError } from './config.js';
import { expandInputs, type Input } from './files.js';
import { createProgress } from './progress.js';

/** Where the CLI reads and writes; the real process in `main.ts`, buffers in tests. */
export interface CliIo {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean };
  /** Standard input, read whole; undefined when it is a terminal (nothing piped). */
  readonly readStdin: (() => Promise<string>) | undefined;
  readonly version: string;
}

/** Exit codes: 0 clean, 1 lint errors or too many warnings, 2 usage error, unreadable file or invalid JSON. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let args: CliArgs;
  let validateOptions: ValidateOptions;
  try {
    args = parseCliArgs(argv);
    if (args.help) {
      io.stdout.write(USAGE);
      return 0;
    }
    if (args.version) {
      io.stdout.write(`${io.version}\n`);
      return 0;
    }
    if (args.format !== undefined && !Object.hasOwn(formatters, args.format)) {
      throw new UsageError(`unknown format "${args.format}"; use one of ${Object.keys(formatters).join(', ')}`);
    }
    if (args.patterns.length === 0 && !io.readStdin) throw new UsageError('no files given and nothing piped to standard input');
    validateOptions = resolveValidateOptions(args, io.cwd, existsSync);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`templint: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof SettingsError) {
      io.stderr.write(`templint: ${error.message}\n`);
      return 2;
    }
    throw error;
  }

  // An explicit --color or --no-color wins; otherwise color a terminal unless NO_COLOR is set (no-color.org).
  const color = args.color ?? (io.stdout.isTTY === true && !io.env.NO_COLOR);
  const createFormatter = formatters[args.format ?? 'stylish'] ?? stylish;
  const formatter: Formatter = createFormatter({
    cwd: io.cwd,
    color,
    rules,
    version: io.version,
  });
  const progress = createProgress(io.stderr);
  const summary = { errorCount: 0, warningCount: 0, fatalErrorCount: 0, fileCount: 0 };
  // Diffs go to stdout for people's formats and to stderr where stdout must stay machine-readable.
  const diffStream = args.format === 'json' || args.format === 'sarif' ? io.stderr : io.stdout;
  // The catalog, sets and rule plan are prepared once for the whole run.
  const validator = createValidator(validateOptions);
  const lintOptions = { validator, quiet: args.quiet, fixes: formatter.printsFixes === true, fix: args.fix ? 'write' : args.fixDryRun ? 'diff' : 'none', diff: (text: string) => diffStream.write(text) } as const;

  io.stdout.write(formatter.start());
  const patterns = args.patterns.length === 0 ? ['-'] : args.patterns;
  for (const input of expandInputs(patterns, io.cwd)) {
    const result = await lintInput(input, io, lintOptions);
    summary.fileCount += 1;
    summary.errorCount += result.errorCount;
    summary.warningCount += result.warningCount;
    summary.fatalErrorCount += result.fatalErrorCount;
    const text = formatter.file(result);
    if (text) {
      progress.clear();
      io.stdout.write(text);
    }
    progress.tick(summary.fileCount);
  }
  progress.clear();
  io.stdout.write(formatter.end(summary));

  if (summary.fatalErrorCount > 0) return 2;
  if (summary.errorCount > 0) return 1;
  if (args.maxWarnings !== undefined && summary.warningCount > args.maxWarnings) {
    io.stderr.write(`templint found too many warnings (maximum: ${String(args.maxWarnings)}).\n`);
    return 1;
  }
  return 0;
}

interface LintInputOptions {
  readonly validator: Validator;
  readonly quiet: boolean;
  readonly fixes: boolean;
  readonly fix: 'none' | 'write' | 'diff';
  readonly diff: (text: string) => unknown;
}

async function lintInput(input: Input, io: CliIo, options: LintInputOptions): Promise<LintResult> {
  if (input.kind === 'missing') {
    return fatal(resolve(io.cwd, input.pattern), `No file, directory or glob match for "${input.pattern}".`);
  }
  const lintOptions = { validator: options.validator, quiet: options.quiet, fixes: options.fixes };
  if (input.kind === 'stdin') {
    const text = io.readStdin ? await io.readStdin() : '';
    // Standard input cannot be written back: --fix shows the diff there.
    const fixed = applyFixes(text, '<stdin>', options.fix === 'none' ? 'none' : 'diff', options);
    return lintText(fixed, { filePath: '<stdin>', ...lintOptions });
  }
  let text: string;
  try {
    text = readFileSync(input.path, 'utf8');
  } catch (error) {
    return fatal(input.path, `Cannot read the file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
  }
  let fixed: string;
  try {
    fixed = applyFixes(text, relative(io.cwd, input.path) || input.path, options.fix, options);
    if (options.fix === 'write' && fixed !== text) writeFileSync(input.path, fixed);
  } catch (error) {
    return fatal(input.path, `Cannot write the fixed file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
  }
  return lintText(fixed, { filePath: input.path, ...lintOptions });
}

/** The text with its certain fixes applied (for 'write' and 'diff'), printing the diff for 'diff'. */
function applyFixes(text: string, shownName: string, mode: 'none' | 'write' | 'diff', options: LintInputOptions): string {
  if (mode === 'none') return text;
  const { output, fixCount } = fixText(text, options.validator);
  if (fixCount > 0 && mode === 'diff') options.diff(unifiedDiff(shownName, text, output));
  return output;
}

function fatal(filePath: string, message: string): LintResult {
  return toResult(filePath, [{ ruleId: null, fatal: true, severity: 2, message, line: 1, column: 1 }]);
}
