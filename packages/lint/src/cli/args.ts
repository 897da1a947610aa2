import { parseArgs, type ParseArgsConfig } from 'node:util';
import { normalizeRuleSetting, RULE_SETTINGS } from '@templint/core';
import { closest } from '@templint/core/internal';
import { echoed } from './echoed.js';
import { parseRuleArg } from './rule-arg.js';
import { ESLINT_OPTIONS_NOT_OFFERED } from './eslint-options-not-offered.js';

/** The lint command line, parsed. */
export interface CliArgs {
  readonly command: 'lint';
  readonly patterns: string[];
  readonly format: string | undefined;
  /** Write the report to this file instead of standard output. */
  readonly outputFile: string | undefined;
  readonly catalog: string | undefined;
  readonly existingNames: string | undefined;
  readonly flowIds: string | undefined;
  readonly existingTemplates: string | undefined;
  readonly deletedNames: string | undefined;
  /** `--rule` settings as given (ids and options are checked with the config's, by core's check). */
  readonly rules: Record<string, unknown>;
  readonly config: string | undefined;
  /** The language of diagnostics and summary lines (`pt-BR`, `es`, `hi`, `id`, `en`). */
  readonly locale: string | undefined;
  readonly ignorePatterns: string[];
  /** Lint standard input (ESLint's `--stdin`); the patterns are not read. */
  readonly stdin: boolean;
  /** The name standard input's text is shown (and its `files` and ignores checked) under. */
  readonly stdinFilename: string | undefined;
  /** False for `--no-ignore`: nothing is ignored (the default ignores, .gitignore, `ignores`, `--ignore-pattern`). */
  readonly ignore: boolean;
  /** False for `--no-warn-ignored`: a named file that is not linted is skipped without a warning. */
  readonly warnIgnored: boolean;
  /** False for `--no-error-on-unmatched-pattern`: a pattern that matches nothing is not an error. */
  readonly errorOnUnmatchedPattern: boolean;
  /** `--debug`: say on standard error which configs and files the run used. */
  readonly debug: boolean;
  /** `--env-info`: print the versions that matter for a bug report, and exit. */
  readonly envInfo: boolean;
  /** `--stats`: add each file's timing to the JSON results (ESLint's `stats`). */
  readonly stats: boolean;
  /** `--concurrency`: worker threads to lint with (`off`: none, the main thread lints), or `auto`. */
  readonly concurrency: number | 'auto' | 'off';
  /** `--cache`: keep each file's result, keyed by its bytes and settings, in `cacheLocation`. */
  readonly cache: boolean;
  /** `--cache-location`: the cache file (`.templintcache` in the working directory by default). */
  readonly cacheLocation: string | undefined;
  /** Print the settings that apply to this file, then exit. */
  readonly printConfig: string | undefined;
  readonly listRules: boolean;
  readonly quiet: boolean;
  /** Apply certain fixes to the files. */
  readonly fix: boolean;
  /** Show the fixes as a diff without writing. */
  readonly fixDryRun: boolean;
  /** Let --fix write through a symbolic link to a file outside the working directory. */
  readonly fixOutsideCwd: boolean;
  readonly maxWarnings: number | undefined;
  readonly color: boolean | undefined;
  readonly version: boolean;
  readonly help: boolean;
}

/** `templint catalog pull`: fetch the account's catalog with `@templint/client`. */
export interface CatalogPullArgs {
  readonly command: 'catalog pull';
  readonly baseUrl: string | undefined;
  readonly out: string | undefined;
  readonly config: string | undefined;
  readonly help: boolean;
}

/** `templint init`: write a config (and pull the catalog when a key and URL are given). */
export interface InitArgs {
  readonly command: 'init';
  readonly baseUrl: string | undefined;
  readonly help: boolean;
}

/** `templint preview FILE... [-o out.html]`: a standalone HTML page per file. */
export interface PreviewArgs {
  readonly command: 'preview';
  readonly files: string[];
  readonly outputFile: string | undefined;
  readonly catalog: string | undefined;
  readonly config: string | undefined;
  readonly theme: 'light' | 'dark' | 'auto';
  /** `--locale`: the page's language (else the environment's, as for linting). */
  readonly locale: string | undefined;
  readonly help: boolean;
}

/** Any command line. */
export type Command = CliArgs | CatalogPullArgs | InitArgs | PreviewArgs;

/** A mistake on the command line; the CLI prints it on one line and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

type Options = NonNullable<ParseArgsConfig['options']>;

const LINT_OPTIONS = {
  format: { type: 'string', short: 'f' },
  'output-file': { type: 'string', short: 'o' },
  catalog: { type: 'string' },
  'existing-names': { type: 'string' },
  'flow-ids': { type: 'string' },
  'existing-templates': { type: 'string' },
  'deleted-names': { type: 'string' },
  rule: { type: 'string', multiple: true },
  config: { type: 'string', short: 'c' },
  locale: { type: 'string' },
  'ignore-pattern': { type: 'string', multiple: true },
  stdin: { type: 'boolean' },
  'stdin-filename': { type: 'string' },
  'no-ignore': { type: 'boolean' },
  'no-warn-ignored': { type: 'boolean' },
  'no-error-on-unmatched-pattern': { type: 'boolean' },
  'print-config': { type: 'string' },
  'list-rules': { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' },
  fix: { type: 'boolean' },
  'fix-dry-run': { type: 'boolean' },
  'fix-outside-cwd': { type: 'boolean' },
  'max-warnings': { type: 'string' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  stats: { type: 'boolean' },
  concurrency: { type: 'string' },
  cache: { type: 'boolean' },
  'cache-location': { type: 'string' },
  debug: { type: 'boolean' },
  'env-info': { type: 'boolean' },
  version: { type: 'boolean', short: 'v' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Options;

/** The lint run's option names and short forms (a test checks that `--help` lists each). */
export const LINT_OPTION_NAMES: readonly { readonly name: string; readonly short: string | undefined }[] = Object.entries(LINT_OPTIONS).map(([name, option]) => ({
  name,
  short: 'short' in option ? option.short : undefined,
}));

const CATALOG_PULL_OPTIONS = {
  'base-url': { type: 'string' },
  out: { type: 'string' },
  config: { type: 'string', short: 'c' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Options;

const INIT_OPTIONS = {
  'base-url': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Options;

const PREVIEW_OPTIONS = {
  'output-file': { type: 'string', short: 'o' },
  catalog: { type: 'string' },
  config: { type: 'string', short: 'c' },
  theme: { type: 'string' },
  locale: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Options;

/**
 * Parses the command line: a subcommand (`init`, `catalog pull`, `preview`: these words are commands,
 * `./init` is a file so named) or a lint run.
 */
export function parseCommand(argv: readonly string[]): Command {
  const [first, ...rest] = argv;
  if (first === 'init') {
    const values = parse(rest, INIT_OPTIONS, 'templint init', false).values;
    return { command: 'init', baseUrl: values['base-url'], help: values.help ?? false };
  }
  if (first === 'catalog') {
    const [action, ...options] = rest;
    if (action === '--help' || action === '-h') return { command: 'catalog pull', baseUrl: undefined, out: undefined, config: undefined, help: true };
    if (action === undefined) throw new UsageError('the catalog command needs its action: templint catalog pull --base-url <url>');
    if (action !== 'pull') throw new UsageError(`unknown command "catalog ${action}"${action.startsWith('p') ? ' (did you mean "catalog pull"?)' : ''}; the catalog command is "templint catalog pull"`);
    const values = parse(options, CATALOG_PULL_OPTIONS, 'templint catalog pull', false).values;
    return { command: 'catalog pull', baseUrl: values['base-url'], out: values.out, config: values.config, help: values.help ?? false };
  }
  if (first === 'preview') {
    const { values, positionals } = parse(rest, PREVIEW_OPTIONS, 'templint preview', true);
    const theme = values.theme ?? 'light';
    if (theme !== 'light' && theme !== 'dark' && theme !== 'auto') throw new UsageError(`--theme expects light, dark or auto, got "${echoed(theme)}"`);
    return {
      command: 'preview',
      files: positionals,
      outputFile: values['output-file'],
      catalog: values.catalog,
      config: values.config,
      theme,
      locale: values.locale,
      help: values.help ?? false,
    };
  }
  return parseCliArgs(argv);
}

/** Parses a lint run's command line. */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  const { values, positionals } = parse(argv, LINT_OPTIONS, 'templint', true);
  const rules: Record<string, unknown> = {};
  for (const entry of values.rule ?? []) {
    const parsed = parseRuleArg(entry);
    const expected = `--rule expects <rule-id>:<${RULE_SETTINGS.join('|')}> or '<rule-id>: [<severity>, {<option>: <value>}]'`;
    if ('problem' in parsed) throw new UsageError(`${expected}, got "${echoed(entry)}" (${parsed.problem})`);
    for (const [id, setting] of Object.entries(parsed.rules)) {
      // The severity is checked here, the rule id and options with the config's, by core's one check.
      const severity = Array.isArray(setting) ? (setting as unknown[])[0] : setting;
      if (normalizeRuleSetting(severity) === undefined) throw new UsageError(`${expected}, got "${echoed(entry)}"`);
      Object.defineProperty(rules, id, { value: setting, enumerable: true, writable: true, configurable: true });
    }
  }
  let maxWarnings: number | undefined;
  if (values['max-warnings'] !== undefined) {
    // Digits only (an empty or spaced value is no number, though Number() reads it as 0).
    maxWarnings = /^-?\d+$/.test(values['max-warnings']) ? Number(values['max-warnings']) : Number.NaN;
    if (!Number.isSafeInteger(maxWarnings)) throw new UsageError(`--max-warnings expects a whole number, got "${echoed(values['max-warnings'])}"`);
    // ESLint's default is -1: a negative number sets no limit.
    if (maxWarnings < 0) maxWarnings = undefined;
  }
  return {
    command: 'lint',
    patterns: positionals,
    format: values.format,
    outputFile: values['output-file'],
    catalog: values.catalog,
    existingNames: values['existing-names'],
    flowIds: values['flow-ids'],
    existingTemplates: values['existing-templates'],
    deletedNames: values['deleted-names'],
    rules,
    config: values.config,
    locale: values.locale,
    ignorePatterns: values['ignore-pattern'] ?? [],
    stdin: values.stdin ?? false,
    stdinFilename: values['stdin-filename'],
    ignore: !(values['no-ignore'] ?? false),
    warnIgnored: !(values['no-warn-ignored'] ?? false),
    errorOnUnmatchedPattern: !(values['no-error-on-unmatched-pattern'] ?? false),
    debug: values.debug ?? false,
    envInfo: values['env-info'] ?? false,
    stats: values.stats ?? false,
    concurrency: concurrencyOf(values.concurrency),
    cache: values.cache ?? false,
    cacheLocation: values['cache-location'],
    printConfig: values['print-config'],
    listRules: values['list-rules'] ?? false,
    quiet: values.quiet ?? false,
    fix: values.fix ?? false,
    fixDryRun: values['fix-dry-run'] ?? false,
    fixOutsideCwd: values['fix-outside-cwd'] ?? false,
    maxWarnings,
    color: values['no-color'] ? false : values.color,
    version: values.version ?? false,
    help: values.help ?? false,
  };
}

/** The options whose value names a file (of every command). */
const FILE_OPTIONS: readonly string[] = ['catalog', 'existing-names', 'flow-ids', 'existing-templates', 'deleted-names', 'config', 'stdin-filename', 'cache-location', 'output-file', 'print-config', 'out'];

/** Node's parser, with its errors turned into one short line (and a "did you mean" for a mistyped option). */
function parse<T extends Options>(argv: readonly string[], options: T, command: string, allowPositionals: boolean): { values: ParsedValues<T>; positionals: string[] } {
  let parsed;
  try {
    parsed = parseArgs({ args: asEslintParses(argv, options), options, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError(shortParseError(error, options, command));
  }
  // An empty file name (`--catalog=`, a variable left unset) was read as no option: the config's catalog
  // or the bundled example was used without a word.
  for (const name of FILE_OPTIONS) {
    if ((parsed.values as Record<string, unknown>)[name] === '') throw new UsageError(`--${name} expects a file name, got ""; run "${command} --help" for the options`);
  }
  return { values: parsed.values, positionals: parsed.positionals };
}

/**
 * The command line as ESLint's parser reads it, for Node's: `--max-warnings -1` (Node's reads `-1` as an
 * option, so a negative number after a string option is joined to it: `--max-warnings=-1`), and
 * `-o=report.txt` (Node's gives `-o` the value `=report.txt`; ESLint's, `report.txt`). A string option's
 * value is passed on as it is, whatever it looks like; nothing after `--` is read.
 */
function asEslintParses(argv: readonly string[], options: Options): string[] {
  const args: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--') {
      args.push(...argv.slice(index));
      break;
    }
    const next = argv[index + 1];
    const shortValue = /^-([A-Za-z])=/u.exec(arg);
    const name = arg.startsWith('--') ? arg.slice(2) : arg.length === 2 && arg.startsWith('-') ? longName(options, arg.charAt(1)) : undefined;
    const short = shortValue ? longName(options, shortValue[1] ?? '') : undefined;
    if (short !== undefined && options[short]?.type === 'string') args.push(`--${short}=${arg.slice(3)}`);
    else if (name !== undefined && next !== undefined && Object.hasOwn(options, name) && options[name]?.type === 'string') {
      if (/^-\d+$/u.test(next)) args.push(`${arg}=${next}`);
      else args.push(arg, next);
      index += 1;
    } else {
      args.push(arg);
    }
  }
  return args;
}

/** The long name of the option whose short form is `letter`. */
function longName(options: Options, letter: string): string | undefined {
  return Object.entries(options).find(([, option]) => option.short === letter)?.[0];
}

/** The values `parseArgs` gives for these options. */
type ParsedValues<T extends Options> = {
  [K in keyof T]?: T[K] extends { multiple: true } ? (T[K] extends { type: 'string' } ? string[] : boolean[]) : T[K] extends { type: 'string' } ? string : boolean;
};

function shortParseError(error: unknown, options: Options, command: string): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  const help = `run "${command} --help" for the options`;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /'([^']+)'/.exec(message)?.[1] ?? '';
    const notOffered = Object.hasOwn(ESLINT_OPTIONS_NOT_OFFERED, option) ? ESLINT_OPTIONS_NOT_OFFERED[option] : undefined;
    if (notOffered !== undefined) return `"${option}" is an ESLint option templint does not offer: ${notOffered}; ${help}`;
    const names = Object.keys(options).map((name) => `--${name}`);
    const suggestion = option.startsWith('--') ? closest(option, names) : undefined;
    return `unknown option "${option}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}; ${help}`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const word = /'([^']+)'/.exec(message)?.[1] ?? '';
    return `unexpected argument "${word}"; ${help}`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    // "Option '-f, --format <value>' argument missing" and the like: the option's name is what matters.
    const option = /--[\w-]+/.exec(message)?.[0] ?? 'an option';
    const expectsValue = Object.entries(options).some(([name, option2]) => `--${name}` === option && option2.type === 'string');
    return expectsValue ? `${option} expects a value; ${help}` : `${option} takes no value; ${help}`;
  }
  return `${message.split('\n')[0] ?? message}; ${help}`;
}

/** The most worker threads `--concurrency` starts: more than a machine has cores only adds overhead. */
const MAX_CONCURRENCY = 256;

/** `--concurrency <n|auto|off>`, as ESLint reads it (off by default). */
function concurrencyOf(value: string | undefined): number | 'auto' | 'off' {
  if (value === undefined || value === 'off') return 'off';
  if (value === 'auto') return 'auto';
  // Digits only, as --max-warnings reads its number (Number() took `1e1`, `0x2`, ` 2` and `2.0`).
  const count = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(count) || count < 1 || count > MAX_CONCURRENCY) {
    throw new UsageError(`--concurrency expects a whole number from 1 to ${String(MAX_CONCURRENCY)}, "auto" or "off", got "${value}"`);
  }
  return count;
}
