// The configs, ignores and validators of one run, found as ESLint 10 finds them: each file's config is
// the nearest templint.config.json from its own folder up (or `--config` for every file), and `.gitignore`
// files from the repository's root down to the file's folder apply too. Everything is looked up once per
// folder and kept for the run in this object, which the run owns (no module-level cache).
import { existsSync } from 'node:fs';
import { dirname, join, relative, isAbsolute, resolve, sep } from 'node:path';
import { createValidator, type Locale, type Validator } from '@templint/core';
import { DEFAULT_CONFIG_FILE, configEntryExists, entriesKey, filesApply, loadConfigFile, settingsForFile, type CommandLineSettings, type ConfigFile, type Settings } from './config.js';
import { createFileFilter, type FileFilter, type IgnoreRule } from './file-filter.js';
import type { CliFileSystem } from './file-system.js';
import { gitignoreRules } from './gitignore.js';
import { readRegularFile } from '../read/read-file.js';
import { MAX_SETTINGS_FILE_BYTES } from '../read/read-settings-file.js';
import { decodeUtf8 } from '../read/decode-utf8.js';
import { fixJudgeOf, type FixJudge } from '../fix/fix-judge.js';
import { SettingsError } from '../read/settings-error.js';

/** What a run's lookups depend on. */
export interface ProjectOptions {
  readonly cwd: string;
  readonly fs: CliFileSystem;
  /** `--config`: this file for every linted file, instead of a lookup. */
  readonly config: string | undefined;
  /** False: no config file is looked for (`init`, which writes the first one). */
  readonly lookup?: boolean;
  readonly commandLine: CommandLineSettings;
  readonly ignorePatterns: readonly string[];
  /** False for `--no-ignore`. */
  readonly ignore: boolean;
  /** The language of the diagnostics (`--locale` or the environment's); English when not given. */
  readonly locale?: Locale;
  /** The cache file of `--cache` (absolute): a walk lints it only when it holds create requests. */
  readonly cacheFile?: string;
  /** The report's file (`-o`, absolute): a walk lints it only when it holds create requests. */
  readonly outputFile?: string;
  /** Called with each config file the first time it is read (for `--debug`). */
  readonly onConfig?: (path: string) => void;
}

/** A file's validator and what the run says about it. */
export interface FileSetup {
  readonly validator: Validator;
  readonly settings: Settings;
  /** The judge of the validator's fixes where the settings turn rules off (`fixJudgeOf`). */
  readonly judge: FixJudge | undefined;
}

/** The lookups of one run. */
export interface Project {
  /** The config file for files in this folder, if any. */
  readonly configFor: (directory: string) => ConfigFile | undefined;
  /** The filter for the files and folders directly in this folder. */
  readonly filterFor: (directory: string) => FileFilter;
  /** The settings and validator for one file (one validator per distinct set of settings). */
  readonly setupFor: (file: string) => FileSetup;
}

/** A run's lookups; the config of the working directory (or `--config`) is read at once, so its mistakes stop the run before any output. */
export function createProject(options: ProjectOptions): Project {
  const { cwd, fs } = options;
  const configs = new Map<string, ConfigFile>();
  const configPaths = new Map<string, string | undefined>();
  const filters = new Map<string, FileFilter>();
  const gitignores = new Map<string, readonly IgnoreRule[]>();
  const gitRoots = new Map<string, string | undefined>();
  const setups = new Map<string, FileSetup>();

  const load = (path: string): ConfigFile => {
    let config = configs.get(path);
    if (config === undefined) {
      config = loadConfigFile(path, options.config ?? (relative(cwd, path) || path), path === fixedConfig ? cwd : dirname(path));
      configs.set(path, config);
      options.onConfig?.(path);
    }
    return config;
  };
  const fixedConfig = options.config === undefined ? undefined : resolve(cwd, options.config);

  const configPathFor = (directory: string): string | undefined => {
    if (fixedConfig !== undefined) return fixedConfig;
    if (options.lookup === false) return undefined;
    if (configPaths.has(directory)) return configPaths.get(directory);
    const own = join(directory, DEFAULT_CONFIG_FILE);
    const parent = dirname(directory);
    const found = configEntryExists(own) ? own : parent === directory ? undefined : configPathFor(parent);
    configPaths.set(directory, found);
    return found;
  };
  const configFor = (directory: string): ConfigFile | undefined => {
    const path = configPathFor(directory);
    return path === undefined ? undefined : load(path);
  };

  const gitRootOf = (directory: string): string | undefined => {
    if (gitRoots.has(directory)) return gitRoots.get(directory);
    const parent = dirname(directory);
    const root = existsSync(join(directory, '.git')) ? directory : parent === directory ? undefined : gitRootOf(parent);
    gitRoots.set(directory, root);
    return root;
  };
  // Outside a repository, the .gitignore files from the working directory down.
  const gitignoreFor = (directory: string): readonly IgnoreRule[] => {
    const cached = gitignores.get(directory);
    if (cached !== undefined) return cached;
    const root = gitRootOf(directory) ?? (isInside(cwd, directory) ? cwd : directory);
    const parent = dirname(directory);
    const above = directory === root || parent === directory ? [] : gitignoreFor(parent);
    const own = readGitignore(fs, directory);
    const rules = own.length === 0 ? above : [...above, ...own];
    gitignores.set(directory, rules);
    return rules;
  };

  const filterFor = (directory: string): FileFilter => {
    try {
      return filterOf(directory);
    } catch (error) {
      // Its config's mistake (loading it, or compiling its globs) is reported on the config file.
      const configPath = configPathFor(directory);
      throw error instanceof SettingsError && configPath !== undefined ? error.inConfig(configPath) : error;
    }
  };
  const filterOf = (directory: string): FileFilter => {
    let filter = filters.get(directory);
    if (filter === undefined) {
      const config = configFor(directory);
      filter = createFileFilter({
        baseDir: config?.baseDir ?? cwd,
        files: config?.files,
        ignores: config?.ignores ?? [],
        ignorePatterns: options.ignorePatterns,
        cwd,
        gitignore: options.ignore ? gitignoreFor(directory) : [],
        directory,
        ignore: options.ignore,
        ...(config === undefined ? {} : { configPath: config.path, filesApply: (path: string) => filesApply(config, path) }),
        ...(options.cacheFile === undefined ? {} : { cacheFile: options.cacheFile }),
        ...(options.outputFile === undefined ? {} : { outputFile: options.outputFile }),
      });
      filters.set(directory, filter);
    }
    return filter;
  };

  const setupFor = (file: string): FileSetup => {
    const config = configFor(dirname(file));
    const key = `${config?.path ?? ''}\0${entriesKey(config, file)}`;
    let setup = setups.get(key);
    if (setup === undefined) {
      const settings = settingsForFile(config, file, options.commandLine, cwd);
      const validateOptions = options.locale ? { ...settings.validateOptions, locale: options.locale } : settings.validateOptions;
      setup = { settings, validator: createValidator(validateOptions), judge: fixJudgeOf(validateOptions) };
      setups.set(key, setup);
    }
    return setup;
  };

  // Its globs (and --ignore-pattern's) compiled too: a nested config's mistake is met by the walk, as a
  // fault of its config file (files.ts), but these stop the run before any output.
  filterFor(cwd);
  return { configFor, filterFor, setupFor };
}

function readGitignore(fs: CliFileSystem, directory: string): IgnoreRule[] {
  const path = join(directory, '.gitignore');
  if (!existsSync(path)) return [];
  // Bounded as every settings file is; one that cannot be read ignores nothing.
  const read = readRegularFile(fs, path, { maxBytes: MAX_SETTINGS_FILE_BYTES });
  if (typeof read === 'string') return [];
  const decoded = decodeUtf8(read.bytes);
  return 'problem' in decoded ? [] : gitignoreRules(decoded.text, directory);
}

function isInside(directory: string, path: string): boolean {
  const local = relative(directory, path);
  return local === '' || (local !== '..' && !local.startsWith(`..${sep}`) && !isAbsolute(local));
}
