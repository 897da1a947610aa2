import { relative, resolve } from 'node:path';
import { createValidator, rules, type Validator } from '@templint/core';
import { formatters } from '../formatters/index.js';
import { stylish } from '../formatters/stylish.js';
import type { Formatter } from '../formatters/formatter.js';
import { toResult, type LintResult } from '../lint-result.js';
import { lintParsedText, lintText, parseJson, withoutBom } from '../lint-text.js';
import { fixText } from '../fix/fix-text.js';
import { unifiedDiff } from './diff.js';
import { parseCommand, UsageError, type CliArgs, type Command } from './args.js';
import { USAGE } from './usage.js';
import { resolveSettings, SettingsError } from './config.js';
import { expandInputs, type Input } from './files.js';
import { createFileFilter } from './file-filter.js';
import { createProgress } from './progress.js';
import { nodeFileSystem, type CliFileSystem } from './file-system.js';
import { writeWholeFile } from './write-whole-file.js';
import { readRegularFile } from '../read/read-file.js';
import { terminalSafe } from '../formatters/terminal-safe.js';
import { writeFileAtomic } from './write-file-atomic.js';
import { linkEscapeOf } from './link-escape.js';
import { decodeUtf8, lenientText } from '../read/decode-utf8.js';
import { useColor, type ColorStream } from './color.js';
import { holdsCreateRequests, valueHoldsCreateRequests } from './holds-create-requests.js';
import { listRules, printConfig } from './print-config.js';
import { runCatalogPull } from './catalog-pull.js';
import { runInit } from './init.js';
import { runPreview } from './preview-command.js';

/**
 * The most standard input is read (64 MiB): it may be endless (`yes |`), and a payload file is far
 * smaller. Past it the run stops reading and reports the input as too large.
 */
export const MAX_STDIN_BYTES: number = 64 * 1024 * 1024;

/** Where the CLI reads and writes; the real process in `main.ts`, buffers in tests. */
export interface CliIo {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: { write(text: string): unknown } & ColorStream;
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean };
  /**
   * Standard input's bytes, read to its end or until more than `maxBytes` came (then at most
   * `maxBytes + 1` are returned, and the rest is never read); undefined when it is a terminal.
   */
  readonly readStdin: ((maxBytes: number) => Promise<Uint8Array>) | undefined;
  readonly version: string;
  /** The file system the run reads, walks and writes (the real one unless a test injects faults). */
  readonly fs?: CliFileSystem;
  /** `fetch` for `catalog pull` and `init` (the global one unless a test gives another). */
  readonly fetch?: typeof fetch;
}

/** How the example catalog is announced: once per run, on standard error. */
export const EXAMPLE_CATALOG_NOTICE =
  "templint: checking ids against the bundled example catalog, whose ids are not your account's. Pull yours with `templint catalog pull --base-url <url> --out templint.catalog.json` and name it in templint.config.json (\"catalog\"): see the README, \"On your account\".\n";

/**
 * Exit codes: 0 clean, 1 lint errors or too many warnings, 2 usage error, a pattern that matched no
 * file, a file or directory that cannot be read or written (or is not a regular file), text that is not
 * UTF-8, or invalid JSON.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
    switch (command.command) {
      case 'catalog pull':
        return await runCatalogPull(command, io);
      case 'init':
        return await runInit(command, io);
      case 'preview':
        return runPreview(command, io);
      case 'lint':
        return await runLint(command, io);
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof SettingsError) {
      // A settings message quotes the user's keys and globs: printed terminal-safe (its line breaks kept:
      // a catalog's problems are listed one a line).
      io.stderr.write(`templint: ${terminalSafe(error.message).replaceAll('\\u000A', '\n')}\n`);
      return 2;
    }
    throw error;
  }
}

async function runLint(args: CliArgs, io: CliIo): Promise<number> {
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
  if (args.listRules) {
    io.stdout.write(listRules(args.format === 'json'));
    return 0;
  }
  const settings = resolveSettings(args, io.cwd);
  const filter = createFileFilter({ ...settings, ignorePatterns: args.ignorePatterns, cwd: io.cwd });
  if (args.printConfig !== undefined) {
    io.stdout.write(printConfig(settings, filter, resolve(io.cwd, args.printConfig), args.ignorePatterns));
    return 0;
  }
  if (args.patterns.length === 0 && !io.readStdin) throw new UsageError('no files given and nothing piped to standard input; run "templint --help" for usage');
  if (settings.exampleCatalog) io.stderr.write(EXAMPLE_CATALOG_NOTICE);

  const fs = io.fs ?? nodeFileSystem;
  // The report goes to --output-file at the end (as ESLint writes it), uncoloured unless --color says so.
  const report: string[] = [];
  const out = args.outputFile === undefined ? io.stdout : { write: (text: string) => report.push(text) };
  const color = args.outputFile === undefined ? useColor(args.color, io.env, io.stdout) : (args.color ?? false);
  const createFormatter = formatters[args.format ?? 'stylish'] ?? stylish;
  const formatter: Formatter = createFormatter({ cwd: io.cwd, color, rules, version: io.version });
  const progress = createProgress(io.stderr);
  const summary = { errorCount: 0, warningCount: 0, fatalErrorCount: 0, fileCount: 0, fixableErrorCount: 0, fixableWarningCount: 0 };
  // Diffs go to stdout for people's formats and to stderr where stdout must stay machine-readable.
  const diffStream = args.format === 'json' || args.format === 'sarif' || args.outputFile !== undefined ? io.stderr : io.stdout;
  // The catalog, sets and rule plan are prepared once for the whole run.
  const validator = createValidator(settings.validateOptions);
  const stdinName = args.stdinFilename === undefined ? '<stdin>' : resolve(io.cwd, args.stdinFilename);
  const lintOptions = {
    validator,
    quiet: args.quiet,
    fixes: formatter.printsFixes === true,
    fix: args.fix ? 'write' : args.fixDryRun ? 'diff' : 'none',
    fixOutsideCwd: args.fixOutsideCwd,
    diff: (text: string) => diffStream.write(text),
    stdinName,
  } as const;

  let missing = false;
  out.write(formatter.start());
  const patterns = args.patterns.length === 0 ? ['-'] : args.patterns;
  for (const input of expandInputs(patterns, io.cwd, fs, filter)) {
    if (input.kind === 'missing') {
      // As ESLint says it: a message, not a lint problem at 1:1 of a file that is not there.
      progress.clear();
      io.stderr.write(`templint: No files matching the pattern "${input.pattern}" were found.\n`);
      missing = true;
      continue;
    }
    const result = await lintInput(input, io, lintOptions);
    if (result === undefined) continue;
    summary.fileCount += 1;
    summary.errorCount += result.errorCount;
    summary.warningCount += result.warningCount;
    summary.fatalErrorCount += result.fatalErrorCount;
    summary.fixableErrorCount += result.fixableErrorCount;
    summary.fixableWarningCount += result.fixableWarningCount;
    const text = formatter.file(result);
    if (text) {
      progress.clear();
      out.write(text);
    }
    progress.tick(summary.fileCount);
  }
  progress.clear();
  out.write(formatter.end(summary));
  if (args.outputFile !== undefined) {
    const failure = writeWholeFile(fs, resolve(io.cwd, args.outputFile), report.join(''));
    if (failure !== undefined) {
      io.stderr.write(`templint: cannot write the report to "${args.outputFile}" (${failure}).\n`);
      return 2;
    }
  }

  if (missing || summary.fatalErrorCount > 0) return 2;
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
  /** Let --fix write a file a symbolic link takes outside the working directory. */
  readonly fixOutsideCwd: boolean;
  readonly diff: (text: string) => unknown;
  /** The path standard input is shown under (`--stdin-filename`, else `<stdin>`). */
  readonly stdinName: string;
}

/** The file's result; undefined for a file a walk found that holds no create request (skipped without a word). */
async function lintInput(input: Exclude<Input, { kind: 'missing' }>, io: CliIo, options: LintInputOptions): Promise<LintResult | undefined> {
  if (input.kind === 'fault') return fatal(input.path, input.message);
  const lintOptions = { validator: options.validator, quiet: options.quiet, fixes: options.fixes };
  if (input.kind === 'stdin') {
    const bytes = io.readStdin ? await io.readStdin(MAX_STDIN_BYTES) : new Uint8Array();
    if (bytes.length > MAX_STDIN_BYTES) {
      return fatal(options.stdinName, `Standard input is larger than ${String(MAX_STDIN_BYTES / 1024 / 1024)} MiB, the most templint reads from it; pass the file by name instead.`);
    }
    const decoded = decodeUtf8(bytes);
    if ('problem' in decoded) return fatal(options.stdinName, decoded.problem.message, decoded.problem.line, decoded.problem.column);
    // Standard input cannot be written back: --fix shows the diff there.
    const shown = options.stdinName === '<stdin>' ? '<stdin>' : relative(io.cwd, options.stdinName) || options.stdinName;
    const fixed = applyFixes(decoded.text, shown, options.fix === 'none' ? 'none' : 'diff', options);
    return lintText(fixed, { filePath: options.stdinName, ...lintOptions });
  }
  const fs = io.fs ?? nodeFileSystem;
  const read = readRegularFile(fs, input.path);
  if (typeof read === 'string') return fatal(input.path, read);
  // Not UTF-8: a fatal problem, and never rewritten (a lenient decoding would write U+FFFD over each bad byte).
  const decoded = decodeUtf8(read.bytes);
  if ('problem' in decoded) {
    // A file a walk found is ours when it names a create request's keys, read leniently (a UTF-16 file from
    // PowerShell's `>`, a latin-1 one): then it is a fatal problem, never skipped in silence (issue 21).
    if (input.sniff && !holdsCreateRequests(lenientText(read.bytes))) return undefined;
    return fatal(input.path, decoded.problem.message, decoded.problem.line, decoded.problem.column);
  }
  const { text } = decoded;
  // Parsed once: the walk's question and the lint read the same value.
  const value = parseJson(withoutBom(text));
  if (input.sniff && !valueHoldsCreateRequests(value, text)) return undefined;
  const fixed = applyFixes(text, relative(io.cwd, input.path) || input.path, options.fix, options);
  if (fixed === text) return lintParsedText(withoutBom(text), value, { filePath: input.path, ...lintOptions });
  if (options.fix === 'write') {
    const escape = options.fixOutsideCwd ? undefined : linkEscapeOf(fs, input.path, io.cwd);
    if (escape !== undefined) {
      // Linted as it is; the fixes are not written through the link (issue 21 point 6).
      const unfixed = lintParsedText(withoutBom(text), value, { filePath: input.path, ...lintOptions });
      const notice = `Not fixed: a symbolic link takes this file outside the working directory, to ${escape}; --fix writes there only with --fix-outside-cwd.`;
      return toResult(input.path, [{ ruleId: null, severity: 1, message: notice, line: 1, column: 1 }, ...unfixed.messages]);
    }
    const failure = writeFileAtomic(fs, input.path, Buffer.from(fixed, 'utf8'), read);
    if (failure !== undefined) return fatal(input.path, failure);
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

function fatal(filePath: string, message: string, line = 1, column = 1): LintResult {
  return toResult(filePath, [{ ruleId: null, fatal: true, severity: 2, message, line, column }]);
}
