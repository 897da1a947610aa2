// ESLint 10's command-line options that templint does not offer, each with why: named in the message
// when one is given (not a bare "unknown option"), and listed in docs/cli.md's table (a test checks it).

/** Why templint has no such option, by the option as ESLint spells it. */
export const ESLINT_OPTIONS_NOT_OFFERED: Readonly<Record<string, string>> = {
  '--ext': 'templint lints JSON files only',
  '--env': 'templint has one JSON language: no environments',
  '--global': 'templint has one JSON language: no globals',
  '--parser': 'templint has one JSON language: no parsers',
  '--parser-options': 'templint has one JSON language: no parsers',
  '--plugin': 'templint runs its own rules only',
  '--flag': 'templint has no feature flags',
  '--no-config-lookup': 'name a config with -c, which then serves every file',
  '--inspect-config': 'use --print-config FILE',
  '--init': 'use "templint init"',
  '--mcp': 'templint has no MCP server',
  '--fix-type': 'every fix of templint is of one type (a problem\'s certain fix)',
  '--exit-on-fatal-error': 'a fatal problem already fails the run (exit 1 or 2)',
  '--pass-on-no-patterns': 'with no file, templint reads standard input when it is piped',
  '--no-inline-config': 'JSON has no comments: no inline configuration',
  '--report-unused-disable-directives': 'JSON has no comments: no disable directives',
  '--report-unused-disable-directives-severity': 'JSON has no comments: no disable directives',
  '--report-unused-inline-configs': 'JSON has no comments: no inline configuration',
  '--cache-file': 'use --cache-location (ESLint deprecated --cache-file)',
  '--cache-strategy': 'the cache is keyed by content only',
  '--suppress-all': 'no suppressions file: turn a rule off in the config',
  '--suppress-rule': 'no suppressions file: turn a rule off in the config',
  '--suppressions-location': 'no suppressions file: turn a rule off in the config',
  '--prune-suppressions': 'no suppressions file: turn a rule off in the config',
  '--pass-on-unpruned-suppressions': 'no suppressions file: turn a rule off in the config',
};
