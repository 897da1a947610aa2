// Linting one file named or found by a walk: read it (regular files only), decode it, sniff it, fix it
// (writing the fix only inside the linted tree) and lint it. The same code runs on the main thread and in
// each worker of `--concurrency` (lint-worker.ts), so both give the same results.
import { relative } from 'node:path';
import type { SetEntry } from '@templint/core';
import { toResult, type LintResult } from '../lint-result.js';
import { lintParsedText, lintText, parseJson, withoutBom } from '../lint-text.js';
import type { FileEntry } from './set-pass.js';
import type { OtherFiles } from '../fix/other-files.js';
import { fixText } from '../fix/fix-text.js';
import { decodeUtf8, lenientText } from '../read/decode-utf8.js';
import { MAX_LINTED_FILE_BYTES, readRegularFile } from '../read/read-file.js';
import { unifiedDiff } from './diff.js';
import type { Input } from './files.js';
import { nodeFileSystem, type CliFileSystem } from './file-system.js';
import { holdsCreateRequests, valueHoldsCreateRequests } from './holds-create-requests.js';
import { ignoredResult } from './ignored-file.js';
import { linkEscapeOf } from './link-escape.js';
import type { FileSetup, Project } from './project.js';
import type { ExampleCatalogReason } from './example-catalog-notice.js';
import { writeFileAtomic } from './write-file-atomic.js';

/** A file's value not read yet (a kept result may spare the parse). */
const NOT_PARSED = Symbol('not parsed');

/** Where a file is linted from: the working directory and the file system. */
export interface LintFileIo {
  readonly cwd: string;
  readonly fs?: CliFileSystem;
}

/** How files are linted in a run (the same in every thread). */
export interface LintFileOptions {
  readonly project: Project;
  /** Leave warnings out of the results (`--quiet` without `--max-warnings`: ESLint then runs no warning rule). */
  readonly quiet: boolean;
  /** Apply errors' fixes only (`--quiet`, with or without `--max-warnings`). */
  readonly fixErrorsOnly: boolean;
  readonly fixes: boolean;
  readonly fix: 'none' | 'write' | 'diff';
  /** Let --fix write a file a symbolic link takes outside the working directory. */
  readonly fixOutsideCwd: boolean;
  readonly diff: (text: string) => unknown;
  readonly warnIgnored: boolean;
  readonly usesExampleCatalog: (reason?: ExampleCatalogReason) => void;
  /**
   * Told the text each file is linted as (after fixes) and its requests' entries, for the rules that
   * compare templates (the set pass); files that are not JSON tell nothing.
   */
  readonly remember?: (text: string, entries: readonly FileEntry[]) => void;
  /** `--cache`: results kept between runs (not used with --fix or --fix-dry-run). */
  readonly cache?: ResultCache;
  /**
   * The requests of the other files of this file's account, when the run fixes it after linting them all
   * (`fixWaits`): no fix may make it repeat one of them.
   */
  readonly otherFiles?: OtherFiles;
  /** The code of the run's language, for the messages templint words itself (a key written twice). */
  readonly locale?: string;
}

/**
 * Whether a file's fixes wait until every file is linted: when the run compares templates, a fix could give
 * it a name or wording another file has (or will have once fixed), so the run lints it unfixed first and
 * then fixes the files in order, each seeing the others (run.ts). A file whose settings turn the rules that
 * compare templates off waits too: the other files are still compared with it.
 */
export function fixWaits(options: LintFileOptions): boolean {
  return options.fix !== 'none' && options.remember !== undefined && options.otherFiles === undefined;
}

/** A run's view of the result cache: a file's kept result under a key, and the keys of a file's settings. */
export interface ResultCache {
  /** The key of a file's result: its settings (the file's own, as the project gives them) and bytes. */
  keyOf(file: string, bytes: Uint8Array): string;
  get(file: string, key: string): KeptLint | undefined;
  set(file: string, key: string, kept: KeptLint): void;
}

/** What the cache keeps of a file: its result, and its requests' entries when the set rules read them. */
export interface KeptLint {
  readonly result: LintResult;
  readonly entries?: readonly FileEntry[] | undefined;
  /**
   * A walk found these bytes to hold create requests: a walk that meets them again takes the result
   * without parsing the file to ask.
   */
  readonly template?: true | undefined;
}

/** The file's result with its time (`--stats`), except for a file that was not linted (no position). */
export function withStats(result: LintResult | undefined, started: number): LintResult | undefined {
  if (result === undefined || result.messages.some((message) => message.line === 0)) return result;
  return { ...result, stats: { times: { passes: [{ total: performance.now() - started }] }, fixPasses: 0 } } as LintResult;
}

export function lintFile(input: Extract<Input, { kind: 'file' }>, io: LintFileIo, options: LintFileOptions): LintResult | undefined {
  const fs = io.fs ?? nodeFileSystem;
  const read = readRegularFile(fs, input.path, { maxBytes: MAX_LINTED_FILE_BYTES });
  if (typeof read === 'string') return fatal(input.path, read);
  // Not UTF-8: a fatal problem, and never rewritten (a lenient decoding would write U+FFFD over each bad byte).
  const decoded = decodeUtf8(read.bytes);
  if ('problem' in decoded) {
    // A file a walk found is ours when it names a create request's keys, read leniently (a UTF-16 file from
    // PowerShell's `>`, a latin-1 one): then it is a fatal problem, never skipped in silence (issue 21).
    if (input.sniff !== undefined && !holdsCreateRequests(lenientText(read.bytes))) return notTemplate(input, io, options);
    return fatal(input.path, decoded.problem.message, decoded.problem.line, decoded.problem.column);
  }
  const { text } = decoded;
  const plain = withoutBom(text);
  const cache = options.fix === 'none' ? options.cache : undefined;
  const key = cache?.keyOf(input.path, read.bytes);
  const found = key === undefined ? undefined : cache?.get(input.path, key);
  // A result kept without entries serves a run without the set rules only.
  const kept = found !== undefined && (!options.remember || found.entries !== undefined) ? found : undefined;
  // Parsed once, and only when needed: the walk's question and the lint read the same value; a kept result
  // whose bytes a walk already found to hold create requests needs neither.
  let value: unknown = NOT_PARSED;
  if (input.sniff !== undefined && kept?.template !== true) {
    value = parseJson(plain);
    if (!valueHoldsCreateRequests(value, text)) return notTemplate(input, io, options);
  }
  const setup = setupFor(options, input.path);
  if (kept !== undefined && key !== undefined) {
    if (kept.entries) options.remember?.(plain, kept.entries);
    // Kept for the next run too: a cache holds the files of its last run.
    cache?.set(input.path, key, input.sniff === undefined ? kept : { ...kept, template: true });
    return kept.result;
  }
  if (value === NOT_PARSED) value = parseJson(plain);
  const entries: FileEntry[] | undefined = options.remember ? [] : undefined;
  const lintOptions = {
    filePath: input.path,
    validator: setup.validator,
    ...(setup.judge ? { judge: setup.judge } : {}),
    quiet: options.quiet,
    fixes: options.fixes,
    ...(entries ? { onEntry: (entry: SetEntry, index: number | undefined) => entries.push({ entry, index }) } : {}),
    // Fixed seeing the other files: the fixes left (and the count of them) are those --fix would apply.
    ...(options.otherFiles ? { otherFiles: options.otherFiles } : {}),
    ...(options.locale === undefined ? {} : { locale: options.locale }),
  };
  const linted = (lintedText: string, result: LintResult): LintResult => {
    if (entries) options.remember?.(lintedText, entries);
    return result;
  };
  const fix = fixWaits(options) ? 'none' : options.fix;
  const fixed = applyFixes(text, relative(io.cwd, input.path) || input.path, fix, setup, options);
  if (fixed === text) {
    const result = linted(plain, lintParsedText(plain, value, lintOptions));
    if (key !== undefined) cache?.set(input.path, key, { result, ...(entries ? { entries } : {}), ...(input.sniff === undefined ? {} : { template: true as const }) });
    return result;
  }
  if (fix === 'write') {
    const escape = options.fixOutsideCwd ? undefined : linkEscapeOf(fs, input.path, io.cwd);
    if (escape !== undefined) {
      // Linted as it is; the fixes are not written through the link (issue 21 point 6).
      const unfixed = linted(plain, lintParsedText(plain, value, lintOptions));
      const notice = `Not fixed: a symbolic link takes this file outside the working directory, to ${escape}; --fix writes there only with --fix-outside-cwd.`;
      return toResult(input.path, [{ ruleId: null, severity: 1, message: notice, line: 1, column: 1 }, ...unfixed.messages]);
    }
    const failure = writeFileAtomic(fs, input.path, Buffer.from(fixed, 'utf8'), read);
    if (failure !== undefined) return fatal(input.path, failure);
  }
  return { ...linted(withoutBom(fixed), lintText(fixed, lintOptions)), output: fixed };
}

/** A sniffed file that holds no create request: skipped in silence by a walk, reported as not configured when named. */
function notTemplate(input: Extract<Input, { kind: 'file' }>, io: LintFileIo, options: LintFileOptions): LintResult | undefined {
  return input.sniff === 'warn' && options.warnIgnored ? ignoredResult(input.path, 'unconfigured', io.cwd) : undefined;
}

/** The file's validator and fix judge, announcing the example catalog the first time a file is checked against it. */
export function setupFor(options: LintFileOptions, file: string, reason?: ExampleCatalogReason): FileSetup {
  const setup = options.project.setupFor(file);
  if (setup.settings.exampleCatalog) options.usesExampleCatalog(reason);
  return setup;
}

/** The text with its certain fixes applied (for 'write' and 'diff'), printing the diff for 'diff'. */
export function applyFixes(text: string, shownName: string, mode: 'none' | 'write' | 'diff', setup: Pick<FileSetup, 'validator' | 'judge'>, options: LintFileOptions): string {
  if (mode === 'none') return text;
  const { output, fixCount } = fixText(text, setup.validator, { errorsOnly: options.fixErrorsOnly, ...(options.otherFiles ? { otherFiles: options.otherFiles } : {}), ...(setup.judge ? { judge: setup.judge } : {}) });
  if (fixCount > 0 && mode === 'diff') options.diff(unifiedDiff(shownName, text, output));
  return output;
}

export function fatal(filePath: string, message: string, line = 1, column = 1): LintResult {
  return toResult(filePath, [{ ruleId: null, fatal: true, severity: 2, message, line, column }]);
}

