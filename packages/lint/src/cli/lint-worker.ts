// A worker thread of `--concurrency`: it lints the files the main thread sends it, with a project of its
// own made from the same settings, and answers with each file's result and what the main thread must do
// in order for it (print a diff, announce the example catalog, keep the text for the set rules, keep the
// result in the cache), so the run's output is the one a single thread gives.
import { workerData } from 'node:worker_threads';
import { loadLocale, localeCodeOf } from '@templint/core/locales/load';
import type { LintResult } from '../lint-result.js';
import type { CommandLineSettings } from './config.js';
import { nodeFileSystem } from './file-system.js';
import { createKeyOf, type CacheEntry, type RunKey } from './lint-cache.js';
import { lintFile, withStats, type KeptLint, type LintFileOptions } from './lint-file.js';
import type { FileEntry } from './set-pass.js';
import { createProject } from './project.js';
import { serveTasks } from './serve-tasks.js';

/** What every worker of a run is started with. */
export interface LintWorkerData {
  readonly cwd: string;
  readonly config: string | undefined;
  readonly commandLine: CommandLineSettings;
  readonly ignorePatterns: readonly string[];
  readonly ignore: boolean;
  /** The code of the shipped locale of the run (a locale's wording functions do not cross to a thread). */
  readonly locale: string;
  readonly quiet: boolean;
  readonly fixErrorsOnly: boolean;
  readonly fixes: boolean;
  readonly fix: 'none' | 'write' | 'diff';
  readonly fixOutsideCwd: boolean;
  readonly warnIgnored: boolean;
  readonly stats: boolean;
  /** Whether the set rules run: then each file's text goes back to the main thread. */
  readonly remember: boolean;
  /** `--cache`: the results kept by the last run, and what keys them. */
  readonly cache: { readonly entries: Readonly<Record<string, CacheEntry | undefined>>; readonly run: RunKey } | undefined;
}

/** A file to lint: as the walk found it (a worker is sent them in batches). */
export interface LintTask {
  readonly path: string;
  readonly sniff?: 'skip' | 'warn';
}

/** A file's result, and what the main thread replays for it, in order. */
export interface LintTaskOutcome {
  readonly result: LintResult | undefined;
  readonly diffs: readonly string[];
  readonly exampleCatalog: boolean;
  /** The text and entries the set rules read (when they run). */
  readonly read: { readonly text: string; readonly entries: readonly FileEntry[] } | undefined;
  /** A result to keep in the cache under its key. */
  readonly kept: { readonly key: string; readonly lint: KeptLint } | undefined;
}

const data = workerData as LintWorkerData;
const project = createProject({
  cwd: data.cwd,
  fs: nodeFileSystem,
  config: data.config,
  commandLine: data.commandLine,
  ignorePatterns: data.ignorePatterns,
  ignore: data.ignore,
  locale: await loadLocale(localeCodeOf(data.locale) ?? 'en'),
});
const keyOf = data.cache ? createKeyOf((file) => project.setupFor(file).settings, data.cache.run) : undefined;

// A task is a batch of files: one message each way per batch, not per file (a message per file cost more
// than a thread saved; docs/performance.md).
// Stopped (a signal): the file in hand is finished, written whole, and the rest of the batch is not started.
serveTasks((batch, stopping): LintTaskOutcome[] => {
  const outcomes: LintTaskOutcome[] = [];
  for (const task of batch as readonly LintTask[]) {
    if (stopping()) break;
    outcomes.push(lintTask(task));
  }
  return outcomes;
});

function lintTask({ path, sniff }: LintTask): LintTaskOutcome {
  const diffs: string[] = [];
  let exampleCatalog = false;
  let read: LintTaskOutcome['read'];
  let kept: LintTaskOutcome['kept'];
  const entries = data.cache?.entries;
  const options: LintFileOptions = {
    project,
    quiet: data.quiet,
    fixErrorsOnly: data.fixErrorsOnly,
    fixes: data.fixes,
    fix: data.fix,
    fixOutsideCwd: data.fixOutsideCwd,
    warnIgnored: data.warnIgnored,
    locale: data.locale,
    diff: (diff) => diffs.push(diff),
    usesExampleCatalog: () => {
      exampleCatalog = true;
    },
    ...(data.remember
      ? {
          remember: (text: string, fileEntries: readonly FileEntry[]) => {
            read = { text, entries: fileEntries };
          },
        }
      : {}),
    ...(keyOf && entries
      ? {
          cache: {
            keyOf,
            get: (file, key) => {
              const entry = Object.hasOwn(entries, file) ? entries[file] : undefined;
              return entry?.key === key ? entry : undefined;
            },
            set: (_, key, lint) => {
              kept = { key, lint };
            },
          },
        }
      : {}),
  };
  const started = data.stats ? performance.now() : 0;
  const result = lintFile(sniff === undefined ? { kind: 'file', path } : { kind: 'file', path, sniff }, { cwd: data.cwd }, options);
  return { result: data.stats ? withStats(result, started) : result, diffs, exampleCatalog, read, kept };
}
