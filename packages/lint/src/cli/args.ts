import { parseArgs } from 'node:util';
import type { RuleSetting } from '@templint/core';

/** The command line, parsed. */
export interface CliArgs {
  readonly patterns: string[];
  readonly format: string | undefined;
  readonly catalog: string | undefined;
  readonly existingNames: string | undefined;
  readonly flowIds: string | undefined;
  readonly rules: Record<string, RuleSetting>;
  readonly config: string | undefined;
  readonly quiet: boolean;
  /** Apply certain fixes to the files. */
  readonly fix: boolean;
  /** Show the fixes as a diff without writing. */
  readonly fixDryRun: boolean;
  readonly maxWarnings: number | undefined;
  readonly color: boolean | undefined;
  readonly version: boolean;
  readonly help: boolean;
}

/** A mistake on the command line; the CLI prints it with the usage and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

const SETTINGS: readonly string[] = ['off', 'warning', 'error'];

export function parseCliArgs(argv: readonly string[]): CliArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: 'string', short: 'f' },
        catalog: { type: 'string' },
        'existing-names': { type: 'string' },
        'flow-ids': { type: 'string' },
        rule: { type: 'string', multiple: true },
        config: { type: 'string', short: 'c' },
        quiet: { type: 'boolean', short: 'q' },
        fix: { type: 'boolean' },
        'fix-dry-run': { type: 'boolean' },
        'max-warnings': { type: 'string' },
        color: { type: 'boolean' },
        'no-color': { type: 'boolean' },
        version: { type: 'boolean', short: 'v' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const rules: Record<string, RuleSetting> = {};
  for (const entry of values.rule ?? []) {
    const separator = entry.lastIndexOf(':');
    const id = entry.slice(0, separator);
    const setting = entry.slice(separator + 1);
    if (separator <= 0 || !SETTINGS.includes(setting)) {
      throw new UsageError(`--rule expects <rule-id>:off|warning|error, got "${entry}"`);
    }
    rules[id] = setting as RuleSetting;
  }
  let maxWarnings: number | undefined;
  if (values['max-warnings'] !== undefined) {
    maxWarnings = Number(values['max-warnings']);
    if (!Number.isInteger(maxWarnings) || maxWarnings < 0) throw new UsageError(`--max-warnings expects a whole number, got "${values['max-warnings']}"`);
  }
  return {
    patterns: positionals,
    format: values.format,
    catalog: values.catalog,
    existingNames: values['existing-names'],
    flowIds: values['flow-ids'],
    rules,
    config: values.config,
    quiet: values.quiet ?? false,
    fix: values.fix ?? false,
    fixDryRun: values['fix-dry-run'] ?? false,
    maxWarnings,
    color: values['no-color'] ? false : values.color,
    version: values.version ?? false,
    help: values.help ?? false,
  };
}

export const USAGE = `Usage: templint [options] <file|dir|glob>...

Lints chat message template payloads (JSON files holding one create request or an array of them).
With no file, or "-", reads JSON from standard input.

Options:
  -f, --format <name>        stylish (default), json, sarif or github
      --catalog <file>       catalog JSON in the docs/catalog.md shape (default: the bundled example catalog)
      --existing-names <file> JSON array of template names already used (enables template-name-unique)
      --flow-ids <file>      JSON array of Flow ids that exist (enables flow-id-known)
      --rule <id:setting>    set a rule to off, warning or error (repeatable)
  -c, --config <file>        config JSON (default: templint.config.json in the working directory, if any)
  -q, --quiet                report errors only
      --fix                  apply certain fixes to the files, keeping their formatting
      --fix-dry-run          print the fixes as a diff instead of writing them
      --max-warnings <n>     exit 1 when there are more than n warnings
      --no-color             plain output (also when NO_COLOR is set)
  -v, --version              print the version
  -h, --help                 print this help

Exit codes: 0 no errors; 1 lint errors (or too many warnings); 2 usage error, unreadable file or invalid JSON.
`;
