import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { createValidator, rules, type ValidateOptions, type Validator } from '@templint/core';
import { formatters } from '../formatters/index.js';
import { stylish } from '../formatters/stylish.js';
import type { Formatter } from '../formatters/formatter.js';
import { toResult, type LintResult } from '../lint-result.js';
import { lintText, syntaxProblem } from '../lint-text.js';
import { fixText } from '../fix/fix-text.js';
import { unifiedDiff } from './diff.js';
import { parseCliArgs, USAGE, UsageError, type CliArgs } from './args.js';
import { resolveValidateOptions, SettingsError } from './config.js';
import { expandInputs, type Input } from './files.js';
import { createProgress } from './progress.js';
import { nodeFileSystem, type CliFileSystem } from './file-system.js';
import { readRegularFile } from './read-file.js';
import { writeFileAtomic } from './write-file-atomic.js';
import { decodeUtf8 } from './decode-utf8.js';

/**
 * The most standard input is read (64 MiB): it may be endless (`yes |`), and a payload file is far
 * smaller. Past it the run stops reading and reports the input as too large.
 */
export const MAX_STDIN_BYTES: number = 64 * 1024 * 1024;

/** Where the CLI reads and writes; the real process in `main.ts`, buffers in tests. */
export interface CliIo {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean };
  /**
   * Standard input's bytes, read to its end or until more than `maxBytes` came (then at most
   * `maxBytes + 1` are returned, and the rest is never read); undefined when it is a terminal.
   */
  readonly readStdin: ((maxBytes: number) => Promise<Uint8Array>) | undefined;
  readonly version: string;
  /** The file system the run reads, walks and writes (the real one unless a test injects faults). */
  readonly fs?: CliFileSystem;
}

/**
 * Exit codes: 0 clean, 1 lint errors or too many warnings, 2 usage error, a file or directory that cannot
 * be read or written (or is not a regular file), text that is not UTF-8, or invalid JSON.
 */
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
  for (const input of expandInputs(patterns, io.cwd, io.fs ?? nodeFileSystem)) {
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
  if (input.kind === 'fault') return fatal(input.path, input.message);
  const lintOptions = { validator: options.validator, quiet: options.quiet, fixes: options.fixes };
  if (input.kind === 'stdin') {
    const bytes = io.readStdin ? await io.readStdin(MAX_STDIN_BYTES) : new Uint8Array();
    if (bytes.length > MAX_STDIN_BYTES) {
      return fatal('<stdin>', `Standard input is larger than ${String(MAX_STDIN_BYTES / 1024 / 1024)} MiB, the most templint reads from it; pass the file by name instead.`);
    }
    const decoded = decodeUtf8(bytes);
    if ('problem' in decoded) return fatal('<stdin>', decoded.problem.message, decoded.problem.line, decoded.problem.column);
    // Standard input cannot be written back: --fix shows the diff there.
    const fixed = applyFixes(decoded.text, '<stdin>', options.fix === 'none' ? 'none' : 'diff', options);
    return lintText(fixed, { filePath: '<stdin>', ...lintOptions });
  }
  const fs = io.fs ?? nodeFileSystem;
  const read = readRegularFile(fs, input.path);
  if (typeof read === 'string') return fatal(input.path, read);
  // Not UTF-8: a fatal problem, and never rewritten (a lenient decoding would write U+FFFD over each bad byte).
  const decoded = decodeUtf8(read.bytes);
  if ('problem' in decoded) return fatal(input.path, decoded.problem.message, decoded.problem.line, decoded.problem.column);
  const { text } = decoded;
  const fixed = applyFixes(text, relative(io.cwd, input.path) || input.path, options.fix, options);
  if (options.fix === 'write' && fixed !== text) {
    const failure = writeFileAtomic(fs, input.path, Buffer.from(fixed, 'utf8'), read);
    if (failure !== undefined) return fatal(input.path, failure);
  }
  return lintText(fixed, { filePath: input.path, ...lintOptions });
}

/** The text with its certain fixes applied (for 'write' and 'diff'), printing the diff for 'diff'. */
function applyFixes(text: string, shownName: string, mode: 'none' | 'write' | 'diff', options: LintInputOptions): string {
  // Text nested too deep for the parser with locations is left alone; lintText reports it.
  if (mode === 'none' || syntaxProblem(text) !== undefined) return text;
  const { output, fixCount } = fixText(text, options.validator);
  if (fixCount > 0 && mode === 'diff') options.diff(unifiedDiff(shownName, text, output));
  return output;
}

function fatal(filePath: string, message: string, line = 1, column = 1): LintResult {
  return toResult(filePath, [{ ruleId: null, fatal: true, severity: 2, message, line, column }]);
}
