import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, relative, resolve } from 'node:path';
import { rules, type SetEntry } from '@templint/core';
import { formatters } from '../formatters/index.js';
import { stylish } from '../formatters/stylish.js';
import type { Formatter } from '../formatters/formatter.js';
import type { LintResult } from '../lint-result.js';
import { lintText, withoutBom } from '../lint-text.js';
import { parseCommand, UsageError, type CliArgs, type Command } from './args.js';
import { eventLoopTurns } from './event-loop-turns.js';
import { USAGE } from './usage.js';
import { echoed } from './echoed.js';
import { chooseLocale } from './choose-locale.js';
import { readCommandLine } from './config.js';
import { SettingsError } from '../read/settings-error.js';
import { expandInputs, filterOrFault, patternFault, type Input } from './files.js';
import { patternFaultMessage } from './pattern-fault.js';
import { createProject } from './project.js';
import { ignoredResult } from './ignored-file.js';
import { isTextProblem } from '../fatal-problem.js';
import { createProgress } from './progress.js';
import { nodeFileSystem, realPathOr } from './file-system.js';
import { writeNamedFile } from './write-whole-file.js';
import { writeFailureText } from './write-failure.js';
import { terminalSafe, terminalSafeLines } from '@templint/core/internal';
import { decodeUtf8 } from '../read/decode-utf8.js';
import { useColor } from './color.js';
import { holdsCreateRequests, sniffLints } from './holds-create-requests.js';
import { listRules, printConfig } from './print-config.js';
import { readStandardInput } from './standard-input.js';
import { applyFixes, fatal, fixWaits, lintFile, setupFor, withStats, type KeptLint, type LintFileOptions } from './lint-file.js';
import { reportRoot } from './report-root.js';
import { cacheFileAt, createKeyOf, DEFAULT_CACHE_LOCATION, openLintCache, type RunKey } from './lint-cache.js';
import type { LintTask, LintTaskOutcome, LintWorkerData } from './lint-worker.js';
import { createWorkerPool, inOrder } from './worker-pool.js';
import { exampleCatalogNotice } from './example-catalog-notice.js';
import { holdsJsonThatIsNoReport } from './json-not-report.js';
import type { CliIo } from './cli-io.js';
import { anySetRuleOn, judgeGroups, type FileEntry, type LintedFile } from './set-pass.js';
import { createSetGroups } from './set-groups.js';
import { fixAccountFiles } from './fix-account-files.js';
import type { OtherFiles } from '../fix/other-files.js';

export type { CliIo } from './cli-io.js';

export { MAX_STDIN_BYTES } from './standard-input.js';

/** How the example catalog is announced: once per run, on standard error. */
export const EXAMPLE_CATALOG_NOTICE: string = exampleCatalogNotice('en');

/**
 * Exit codes, as ESLint's: 0 clean, 1 lint errors (text that is not valid JSON or not UTF-8 included) or
 * too many warnings, 2 usage error, a pattern that matched no file, a file or directory that cannot be
 * read or written (or is not a regular file).
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
    switch (command.command) {
      // The other commands are loaded when asked for: a lint run (a pre-commit hook's) does not load the
      // client or the preview (the CLI on one file, docs/performance.md).
      case 'catalog pull':
        return await (await import('./catalog-pull.js')).runCatalogPull(command, io);
      case 'init':
        return await (await import('./init.js')).runInit(command, io);
      case 'preview':
        return await (await import('./preview-command.js')).runPreview(command, io);
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
    io.stdout.write(`v${io.version}\n`);
    return 0;
  }
  if (args.envInfo) {
    io.stdout.write(environmentInfo(io.version));
    return 0;
  }
  if (args.format !== undefined && !Object.hasOwn(formatters, args.format)) {
    throw new UsageError(`unknown format "${args.format}"; use one of ${Object.keys(formatters).join(', ')}`);
  }
  if (args.listRules) {
    io.stdout.write(listRules(args.format === 'json'));
    return 0;
  }
  // ESLint's refusals, in its words.
  if (args.fix && args.fixDryRun) throw new UsageError('The --fix option and the --fix-dry-run option cannot be used together.');
  const patterns = args.stdin ? ['-'] : args.patterns.length === 0 ? (io.readStdin && io.stdinPiped !== false ? ['-'] : []) : args.patterns;
  if (args.fix && patterns.includes('-')) throw new UsageError('The --fix option is not available for piped-in code; use --fix-dry-run instead.');
  const fs = io.fs ?? nodeFileSystem;
  // Paths a walk found are the file system's words: printed as safely as the formatters print them.
  const debug = args.debug ? (text: string) => io.stderr.write(`templint:debug ${terminalSafe(text)}\n`) : undefined;
  debug?.(`templint ${io.version}, Node.js ${process.version}, working directory ${io.cwd}`);
  const locale = await chooseLocale(args.locale, io.env);
  const commandLine = readCommandLine(args, io.cwd);
  const cacheLocation = cacheFileAt(fs, args.cacheLocation ?? DEFAULT_CACHE_LOCATION, io.cwd);
  // One file for both: the report was written over the cache, and every later run said the cache was not one.
  if (args.cache && args.outputFile !== undefined && resolve(io.cwd, args.outputFile) === cacheLocation) {
    throw new UsageError(`-o and --cache-location name the same file, "${echoed(args.outputFile)}"; name another for one of them`);
  }
  // The config files the run reads: `-o` never writes the report over one (it replaced the config whole).
  const configsRead = new Set<string>();
  const project = createProject({
    locale,
    cwd: io.cwd,
    fs,
    config: args.config,
    commandLine,
    ignorePatterns: args.ignorePatterns,
    ignore: args.ignore,
    ...(args.cache ? { cacheFile: cacheLocation } : {}),
    ...(args.outputFile === undefined ? {} : { outputFile: resolve(io.cwd, args.outputFile) }),
    onConfig: (path: string) => {
      configsRead.add(realPathOr(fs, path));
      debug?.(`config file ${path}`);
    },
  });
  if (args.printConfig !== undefined) {
    if (args.patterns.length > 0) throw new UsageError('The --print-config option must be used with exactly one file name.');
    const file = resolve(io.cwd, args.printConfig);
    const filter = project.filterFor(dirname(file));
    io.stdout.write(printConfig(project.setupFor(file).settings, filter, file, args.ignorePatterns, args.ignore));
    return 0;
  }
  if (patterns.length === 0) throw new UsageError('no files given and nothing piped to standard input; run "templint --help" for usage');

  // The report goes to --output-file at the end (as ESLint writes it), uncoloured unless --color says so.
  const report: string[] = [];
  const out = args.outputFile === undefined ? io.stdout : { write: (text: string) => report.push(text) };
  const color = args.outputFile === undefined ? useColor(args.color, io.env, io.stdout) : (args.color ?? false);
  const createFormatter = formatters[args.format ?? 'stylish'] ?? stylish;
  const formatter: Formatter = createFormatter({ cwd: io.cwd, root: reportRoot(io.cwd, io.env, (path) => realPathOr(fs, path)), realPath: (path) => realPathOr(fs, path), color, rules, version: io.version, locale: locale.code });
  const summary = { errorCount: 0, warningCount: 0, fatalErrorCount: 0, fileCount: 0, fixableErrorCount: 0, fixableWarningCount: 0 };
  /** Writes the report held for `-o`; false (said on standard error) when it cannot. */
  const writeOutputFile = async (): Promise<boolean> => {
    if (args.outputFile === undefined) return true;
    if (configsRead.has(realPathOr(fs, resolve(io.cwd, args.outputFile)))) {
      io.stderr.write(`templint: not writing the report over "${terminalSafe(args.outputFile)}": it is a config file this run reads; name another -o.\n`);
      return false;
    }
    if (holdsJsonThatIsNoReport(fs, resolve(io.cwd, args.outputFile))) {
      io.stderr.write(`templint: not writing the report over "${terminalSafe(args.outputFile)}": it holds JSON that is no templint report (a catalog, a list, a template?); it is left as it is. Name another -o.\n`);
      return false;
    }
    const failure = await writeNamedFile(fs, resolve(io.cwd, args.outputFile), report.join(''));
    if (failure === undefined) return true;
    io.stderr.write(`templint: cannot write the report to "${args.outputFile}"${writeFailureText(fs, io.cwd, args.outputFile, failure)}.\n`);
    return false;
  };
  // The account snapshot holds templates that exist, not templates to submit: a walk passes it by.
  const isSnapshotFile = (path: string): boolean => path === project.setupFor(path).settings.snapshotFile;

  // As ESLint, every pattern is judged before any file is linted, and one that lints nothing ends the run:
  // exit 2 with no report (`-f json` printed `[]`, which a consumer read as "no problems") and nothing fixed.
  // A format that says whether the run succeeded (SARIF) still writes its log, saying it did not.
  if (args.errorOnUnmatchedPattern) {
    const lintsFound = (path: string): boolean => !isSnapshotFile(path) && sniffLints(fs, path);
    const messages = [...new Set(patterns)].flatMap((pattern) => {
      const fault = pattern === '-' ? undefined : patternFault(pattern, io.cwd, fs, project.filterFor, lintsFound);
      return fault === undefined ? [] : [patternFaultMessage(pattern, fault)];
    });
    if (messages.length > 0) {
      for (const message of messages) io.stderr.write(`templint: ${message}\n`);
      if (formatter.runFault) {
        out.write(formatter.start());
        for (const message of messages) formatter.runFault(message);
        out.write(formatter.end(summary));
        await writeOutputFile();
      }
      return 2;
    }
  }

  const progress = createProgress(io.stderr, io.env, locale.code);
  // Diffs go to stdout for people's formats and to stderr where stdout must stay machine-readable.
  const diffStream = args.format === 'json' || args.format === 'sarif' || args.outputFile !== undefined ? io.stderr : io.stdout;
  const stdinName = args.stdinFilename === undefined ? '<stdin>' : resolve(io.cwd, args.stdinFilename);
  // Where standard input's settings are looked up (as lintStdin does).
  const stdinSettingsPath = args.stdinFilename === undefined ? resolve(io.cwd, '<stdin>') : stdinName;
  let exampleCatalogNoticed = false;
  // The rules that compare templates need every file of an account: a file whose settings run them waits
  // for the set pass once all files are linted (a repeat is reported in the file that repeats, naming the
  // first), and so does every file after it, so the report keeps the files' order. Each file is judged
  // with its own settings' account (set-groups.ts). When the command line turns them all off, it does so
  // for every file: nothing is kept and the report streams file by file.
  const setGroups = anySetRuleOn(commandLine.rules) ? createSetGroups(locale) : undefined;
  const waiting: { readonly result: LintResult; readonly linted: LintedFile | undefined }[] = [];
  // With --fix or --fix-dry-run, the files of an account with something to fix: fixed once all are linted.
  const toFix = new Set<LintedFile>();
  // Every file the set rules compare, in the run's order (those whose settings turn them off included:
  // the other files are compared with theirs).
  const compared: LintedFile[] = [];
  // What the file just linted was read as (one entry at most, taken after each file).
  const reads: { text: string; entries: readonly FileEntry[] }[] = [];
  // Not used to fix (a fix must read the file anew) nor for standard input alone (it keeps files), and so
  // left as it is: opened, it was saved with no entry, and the next --cache run linted every file again.
  const cache = args.cache && !args.fix && !args.fixDryRun && !patterns.every((pattern) => pattern === '-') ? openLintCache(fs, cacheLocation, io.version, io.cwd) : undefined;
  // As ESLint: --quiet prints errors only; given --max-warnings too, the warnings are still found and
  // counted toward it (ESLint runs its warning rules then); either way only errors' fixes are applied.
  const lintQuiet = args.quiet && args.maxWarnings === undefined;
  const runKey: RunKey | undefined = cache ? { version: io.version, locale: locale.code, quiet: lintQuiet, fixes: formatter.printsFixes === true } : undefined;
  const lintOptions: LintInputOptions = {
    project,
    quiet: lintQuiet,
    fixErrorsOnly: args.quiet,
    fixes: formatter.printsFixes === true,
    fix: args.fix ? 'write' : args.fixDryRun ? 'diff' : 'none',
    fixOutsideCwd: args.fixOutsideCwd,
    // A diff shows the file's own lines: as safe to print as the formatters' messages (issue 21, point 8).
    diff: (text: string) => diffStream.write(terminalSafeLines(text)),
    stdinName: args.stdinFilename === undefined ? undefined : stdinName,
    warnIgnored: args.warnIgnored,
    stats: args.stats,
    locale: locale.code,
    ...(cache && runKey
      ? {
          cache: {
            keyOf: createKeyOf((file) => project.setupFor(file).settings, runKey),
            get: (file: string, key: string) => cache.get(file, key),
            set: (file: string, key: string, kept: KeptLint) => {
              cache.set(file, key, kept);
            },
          },
        }
      : {}),
    // Said once, when the first file checked against the example catalog is linted.
    usesExampleCatalog: (reason) => {
      if (exampleCatalogNoticed) return;
      exampleCatalogNoticed = true;
      io.stderr.write(exampleCatalogNotice(locale.code, reason));
    },
    ...(setGroups
      ? {
          remember: (text: string, entries: readonly FileEntry[]) => {
            reads.push({ text, entries });
          },
        }
      : {}),
  };
  // What the exit code reads: every problem found, printed or not.
  const found = { errorCount: 0, warningCount: 0 };
  const emit = (result: LintResult): void => {
    found.errorCount += result.errorCount;
    found.warningCount += result.warningCount;
    const shown = args.quiet ? errorsOnly(result) : result;
    if (shown === undefined) return;
    summary.errorCount += shown.errorCount;
    summary.warningCount += shown.warningCount;
    summary.fatalErrorCount += shown.fatalErrorCount;
    summary.fixableErrorCount += shown.fixableErrorCount;
    summary.fixableWarningCount += shown.fixableWarningCount;
    const text = formatter.file(shown);
    if (text) {
      progress.clear();
      out.write(text);
    }
  };

  // Faults of the run (a file or folder that cannot be read or written, a pattern that matched nothing): exit 2.
  let faults = 0;
  // `-o` naming a file the run lints: the report is not written over it (ESLint would: the template was lost).
  const outputPath = args.outputFile === undefined ? undefined : resolve(io.cwd, args.outputFile);
  const outputPaths = outputPath === undefined ? undefined : new Set([outputPath, realPathOr(fs, outputPath)]);
  let outputLinted = false as boolean; // set in `handle`: the compiler cannot see it change
  const countFaults = (result: LintResult): void => {
    for (const message of result.messages) if (message.fatal && !isTextProblem(message)) faults += 1;
  };
  out.write(formatter.start());
  // One input at a time, in order: linted here, or by a worker thread whose outcome is replayed here.
  const handle = async (input: Input, outcome: LintTaskOutcome | undefined): Promise<void> => {
    if (input.kind === 'missing') {
      // Judged before the run (above): met here only when the files went away meanwhile.
      if (!args.errorOnUnmatchedPattern) return;
      // As ESLint says it: a message, not a lint problem at 1:1 of a file that is not there.
      progress.clear();
      const message = patternFaultMessage(input.pattern, input.fault);
      io.stderr.write(`templint: ${message}\n`);
      // In the report too: a SARIF log that said nothing of it was uploaded as a clean run.
      formatter.runFault?.(message);
      faults += 1;
      return;
    }
    debug?.(input.kind === 'stdin' ? `standard input as ${stdinName}` : `${input.kind} ${input.path}${input.kind === 'ignored' ? ` (${input.reason})` : ''}`);
    if (isSnapshot(input)) return;
    let result: LintResult | undefined;
    if (outcome === undefined) result = await lintInput(input, io, lintOptions);
    else {
      result = outcome.result;
      for (const diff of outcome.diffs) lintOptions.diff(diff);
      if (outcome.exampleCatalog) lintOptions.usesExampleCatalog();
      if (outcome.read !== undefined) lintOptions.remember?.(outcome.read.text, outcome.read.entries);
      if (outcome.kept !== undefined && input.kind === 'file') cache?.set(input.path, outcome.kept.key, outcome.kept.lint);
    }
    const read = reads.pop();
    reads.length = 0;
    if (result === undefined) return;
    // Linted, not passed by (a report of an earlier run that holds no create request is passed by).
    if (input.kind === 'file' && outputPaths?.has(input.path) === true) outputLinted = true;
    summary.fileCount += 1;
    countFaults(result);
    // A fault (a file that cannot be read, standard input named into a folder whose config has a mistake)
    // holds no request to compare, and its settings may not be there to ask.
    const fault = result.messages.some((message) => message.fatal === true && !isTextProblem(message));
    const group = !fault && (input.kind === 'file' || input.kind === 'stdin') ? setGroups?.groupOf(project.setupFor(input.kind === 'file' ? input.path : stdinSettingsPath).settings) : undefined;
    // Every file read as JSON takes part in the comparisons; only a group's files wait for their messages.
    const linted: LintedFile | undefined = setGroups && read ? { filePath: result.filePath, text: read.text, entries: read.entries, result } : undefined;
    if (linted) compared.push(linted);
    // A file whose settings turn the set rules off is fixed with the others too: they are compared with it.
    const fixLater = input.kind === 'file' && (group !== undefined || linted !== undefined) && fixWaits(lintOptions) && (result.fixableErrorCount > 0 || (!args.quiet && result.fixableWarningCount > 0));
    if (group || fixLater) {
      const file = linted ?? { filePath: result.filePath, text: '', entries: [], result };
      if (fixLater) toFix.add(file);
      group?.files.push(file);
      waiting.push({ result, linted: file });
    } else if (waiting.length > 0) waiting.push({ result, linted: undefined });
    else emit(result);
    progress.tick(summary.fileCount);
  };
  const isSnapshot = (input: Input): boolean => input.kind === 'file' && input.sniff === 'skip' && isSnapshotFile(input.path);

  const inputs = expandInputs(patterns, io.cwd, fs, project.filterFor);
  // With threads the files are listed first (as ESLint does): `auto` needs their number.
  const listed = args.concurrency === 'off' ? undefined : [...inputs];
  const threads = listed === undefined || args.concurrency === 'off' ? 0 : threadCount(args.concurrency, listed.filter((input) => input.kind === 'file').length);
  const script = threads > 0 ? workerScript() : undefined;
  if (script === undefined) {
    const turn = eventLoopTurns();
    for (const input of listed ?? inputs) {
      await handle(input, undefined);
      await turn();
    }
  } else {
    const pool = createWorkerPool<readonly LintTask[], LintTaskOutcome[]>(threads, script, {
      cwd: io.cwd,
      config: args.config,
      commandLine,
      ignorePatterns: args.ignorePatterns,
      ignore: args.ignore,
      locale: locale.code,
      quiet: lintQuiet,
      fixErrorsOnly: args.quiet,
      fixes: lintOptions.fixes,
      fix: lintOptions.fix,
      fixOutsideCwd: args.fixOutsideCwd,
      warnIgnored: args.warnIgnored,
      stats: args.stats,
      remember: setGroups !== undefined,
      cache: cache && runKey ? { entries: cache.previous, run: runKey } : undefined,
    } satisfies LintWorkerData);
    // A signal stops the threads after the file each has in hand (they write files); nothing more is
    // sent or replayed, and the process ends once they have stopped.
    let stopping = false;
    const takeBack = io.onInterrupt?.(async () => {
      stopping = true;
      await pool.stop();
    });
    try {
      // The inputs in batches of consecutive files: each batch one task, its outcomes replayed in order.
      const sentToWorker = (input: Input): input is Extract<Input, { kind: 'file' }> => input.kind === 'file' && !isSnapshot(input);
      await inOrder(
        batchesOf(listed ?? [], FILES_PER_BATCH),
        threads * BATCHES_PER_THREAD,
        (batch) => (stopping ? Promise.resolve([]) : pool.run(batch.filter(sentToWorker).map((input) => (input.sniff === undefined ? { path: input.path } : { path: input.path, sniff: input.sniff })))),
        async (outcomes, batch) => {
          let next = 0;
          for (const input of batch) {
            if (stopping) return;
            await handle(input, sentToWorker(input) ? outcomes[next++] : undefined);
          }
        },
      );
    } finally {
      takeBack?.();
      await pool.close();
    }
  }
  if (cache) {
    const failure = cache.save();
    if (failure !== undefined) io.stderr.write(`templint: cannot write the cache to "${cacheLocation}"${writeFailureText(fs, io.cwd, cacheLocation, failure)}.\n`);
  }
  if (setGroups) {
    // Each fixable file linted again, now fixed: read anew (written only if unchanged since), seeing the
    // run's other files as they stand.
    const turn = eventLoopTurns();
    const fixFile = async (file: LintedFile, otherFiles: OtherFiles): Promise<LintedFile | undefined> => {
      const started = args.stats ? performance.now() : 0;
      // A file whose settings turn rules off (the set rules among them) has its fixes judged by every rule
      // (its setup's judge): the other files are compared with it all the same.
      const fixed = lintFile({ kind: 'file', path: file.filePath }, io, { ...lintOptions, otherFiles });
      const result = args.stats ? withStats(fixed, started) : fixed;
      if (result) countFaults(result);
      const read = reads.pop();
      reads.length = 0;
      await turn();
      return result === undefined ? undefined : { filePath: file.filePath, text: read?.text ?? '', entries: read?.entries ?? [], result };
    };
    // Every file of the run, in its order: each is compared with all of them (a repeat is one whatever
    // settings each file has), and with its own settings' account. One pass per group of settings.
    const judgedFiles = new Set(setGroups.all.flatMap((group) => group.files));
    const replaced = await fixAccountFiles(compared, toFix, fixFile, (file) => judgedFiles.has(file));
    const groups = setGroups.all.map((group) => ({ validator: group.validator, members: new Set(group.files.map((file) => replaced.get(file) ?? file)) }));
    const judged = judgeGroups(compared, groups, io.cwd, lintQuiet, lintOptions.fixes);
    for (const { result, linted } of waiting) {
      const file = linted && (replaced.get(linted) ?? linted);
      emit((file && (judged.get(file) ?? file.result)) ?? result);
    }
  }
  progress.clear();
  out.write(formatter.end(summary));
  if (args.outputFile !== undefined && outputLinted) {
    io.stderr.write(`templint: not writing the report over "${terminalSafe(args.outputFile)}": it is a file this run lints; name another -o.\n`);
    return 2;
  }
  if (!(await writeOutputFile())) return 2;

  // As ESLint: text that is not valid JSON is a lint error (1); 2 is for faults of the run.
  if (faults > 0) return 2;
  if (found.errorCount > 0) return 1;
  if (args.maxWarnings !== undefined && found.warningCount > args.maxWarnings) {
    io.stderr.write(`templint found too many warnings (maximum: ${String(args.maxWarnings)}).\n`);
    return 1;
  }
  return 0;
}

interface LintInputOptions extends LintFileOptions {
  /** `--stdin-filename`, absolute; standard input is `<stdin>` without it. */
  readonly stdinName: string | undefined;
  readonly warnIgnored: boolean;
  readonly stats: boolean;
}

/**
 * The file's result; undefined for a file a walk found that holds no create request (skipped without a
 * word), or a named file that is not linted under --no-warn-ignored.
 */
async function lintInput(input: Exclude<Input, { kind: 'missing' }>, io: CliIo, options: LintInputOptions): Promise<LintResult | undefined> {
  if (input.kind === 'fault') return fatal(input.path, input.message);
  if (input.kind === 'ignored') return options.warnIgnored ? ignoredResult(input.path, input.reason, io.cwd) : undefined;
  const started = options.stats ? performance.now() : 0;
  const result = input.kind === 'stdin' ? await lintStdin(io, options) : lintFile(input, io, options);
  return options.stats ? withStats(result, started) : result;
}

async function lintStdin(io: CliIo, options: LintInputOptions): Promise<LintResult | undefined> {
  const name = options.stdinName ?? '<stdin>';
  // --stdin-filename is checked as the file of that name would be: its ignores and the config's `files`.
  let sniff = false;
  if (options.stdinName !== undefined) {
    const filter = filterOrFault(options.project.filterFor, dirname(options.stdinName), options.stdinName);
    if ('kind' in filter) return fatal(name, filter.message);
    const reason = filter.skips(options.stdinName) ? 'ignored' : filter.configured(options.stdinName) === 'unconfigured' ? 'unconfigured' : undefined;
    if (reason !== undefined) return options.warnIgnored ? ignoredResult(options.stdinName, reason, io.cwd) : undefined;
    sniff = filter.configured(options.stdinName) === 'sniff';
  }
  // A fault of the run (exit 2), as a file that cannot be read.
  const read = await readStandardInput(io);
  if (typeof read === 'string') return fatal(name, read);
  const decoded = decodeUtf8(read.bytes);
  if ('problem' in decoded) return fatal(name, decoded.problem.message, decoded.problem.line, decoded.problem.column);
  if (sniff && options.stdinName !== undefined && !holdsCreateRequests(withoutBom(decoded.text))) {
    return options.warnIgnored ? ignoredResult(options.stdinName, 'unconfigured', io.cwd) : undefined;
  }
  const settingsPath = options.stdinName ?? resolve(io.cwd, '<stdin>');
  // Without a name, a catalog the config names in an object with "files" does not apply: said so.
  const scopedCatalog = options.stdinName === undefined && options.project.configFor(dirname(settingsPath))?.entries.some((entry) => entry.files !== undefined && entry.catalog !== undefined) === true;
  const setup = setupFor(options, settingsPath, scopedCatalog ? 'unnamed input' : undefined);
  // Standard input cannot be written back: --fix-dry-run shows the diff, and `output` in the JSON.
  const shown = options.stdinName === undefined ? '<stdin>' : relative(io.cwd, options.stdinName) || options.stdinName;
  const fixed = applyFixes(decoded.text, shown, options.fix === 'none' ? 'none' : 'diff', setup, options);
  const entries: FileEntry[] = [];
  const onEntry = options.remember ? { onEntry: (entry: SetEntry, index: number | undefined) => entries.push({ entry, index }) } : {};
  const result = lintText(fixed, { filePath: name, validator: setup.validator, ...(setup.judge ? { judge: setup.judge } : {}), quiet: options.quiet, fixes: options.fixes, ...(options.locale === undefined ? {} : { locale: options.locale }), ...onEntry });
  options.remember?.(withoutBom(fixed), entries);
  return fixed === decoded.text ? result : { ...result, output: fixed };
}

/** Files a worker is sent at once: one message each way per batch (a message per file cost more than a thread saved). */
const FILES_PER_BATCH = 32;

/** How many batches a worker thread is given ahead, so it never waits on the main thread. */
const BATCHES_PER_THREAD = 3;

/** The items in consecutive batches of `size` (the last may be shorter). */
function batchesOf<Item>(items: readonly Item[], size: number): Item[][] {
  const batches: Item[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** Files per thread below which `auto` starts no more threads (ESLint's figure: a thread costs a start-up). */
const AUTO_FILES_PER_THREAD = 50;

/**
 * The worker threads to start; 0 for none. `auto` gives half the cores (as ESLint's auto does: the main
 * thread reads, formats and runs the set rules meanwhile) while each thread has enough files, and none
 * where that is one thread: on 2 cores two threads are no faster than none (docs/performance.md).
 */
function threadCount(concurrency: number | 'auto', files: number): number {
  if (concurrency !== 'auto') return Math.min(concurrency, Math.max(files, 1));
  const threads = Math.min(Math.floor(availableParallelism() / 2), Math.floor(files / AUTO_FILES_PER_THREAD));
  return threads <= 1 ? 0 : threads;
}

/**
 * The worker's script: the bundle beside the CLI's bundle (what the bin runs), else the built module beside
 * this one; undefined where neither is (this module run from its TypeScript source): no threads then.
 */
function workerScript(): URL | undefined {
  const candidates = import.meta.url.endsWith('.bundle.js') ? ['./lint-worker.bundle.js', './lint-worker.js'] : ['./lint-worker.js'];
  return candidates.map((name) => new URL(name, import.meta.url)).find((url) => existsSync(url));
}

/** `--env-info`: what a bug report needs (ESLint prints its own, npm's and Node's versions). */
function environmentInfo(version: string): string {
  return `Environment Info:\n\nNode version: ${process.version}\ntemplint version: v${version}\nOperating system: ${process.platform} ${process.arch}\n`;
}

/**
 * What `--quiet` prints of a file's result, as ESLint's `getErrorResults`: its errors only, and nothing for
 * a file without one.
 */
function errorsOnly(result: LintResult): LintResult | undefined {
  const messages = result.messages.filter((message) => message.severity === 2);
  if (messages.length === 0) return undefined;
  return { ...result, messages, errorCount: messages.length, warningCount: 0, fixableWarningCount: 0 };
}
