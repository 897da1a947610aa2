// docs/cli.md, the "for ESLint users" page, states only what the CLI does: every flag of --help has a
// row, and each message it quotes is the one the CLI prints.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LINT_OPTION_NAMES } from './args.js';
import { ESLINT_OPTIONS_NOT_OFFERED } from './eslint-options-not-offered.js';
import { CATALOG_PULL_USAGE, INIT_USAGE, PREVIEW_USAGE } from './usage.js';
import { IGNORED_MESSAGE, NODE_MODULES_MESSAGE, UNCONFIGURED_MESSAGE } from './ignored-file.js';
import { templintInProcess } from './templint-in-process.test-support.js';

const doc = readFileSync(new URL('../../../../docs/cli.md', import.meta.url), 'utf8');
const flagRows = doc.slice(doc.indexOf('## Flags'), doc.indexOf('## Exit codes')).split('\n').filter((line) => line.startsWith('| `'));

/** The stderr line of a run, without the "templint: " prefix and the line break. */
async function said(args: string[], cwd: string, input?: string): Promise<string> {
  const run = await templintInProcess(args, { cwd, ...(input === undefined ? {} : { input }) });
  return run.stderr.replace(/^templint: /, '').trimEnd();
}

describe('docs/cli.md', () => {
  test('every lint flag of --help has a row in the flags table', () => {
    for (const { name } of LINT_OPTION_NAMES) {
      expect(flagRows.some((row) => row.split('|')[1]?.includes(`--${name}`)), `--${name}`).toBe(true);
    }
  });

  test('every flag the table says templint takes is one of --help (a row outlived a removed flag)', () => {
    const offered = new Set(LINT_OPTION_NAMES.flatMap(({ name, short }) => [`--${name}`, ...(short === undefined ? [] : [`-${short}`])]));
    for (const row of flagRows.filter((line) => !line.includes('| not offered |'))) {
      for (const [flag = ''] of (row.split('|')[1] ?? '').matchAll(/--?[a-z][a-z-]*/g)) expect(offered, row).toContain(flag);
    }
  });

  test('the README\'s options list names every lint flag of --help', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const options = readme.slice(readme.indexOf('- **Options.**'), readme.indexOf('- **Catalog.**'));
    for (const { name } of LINT_OPTION_NAMES) expect(options, `--${name}`).toMatch(new RegExp(`--${name}\\b`));
  });

  test('the README\'s CLI section names every option of init, catalog pull and preview (their --help alone named --theme)', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## The `templint` CLI'), readme.indexOf('## On your account'));
    for (const usage of [INIT_USAGE, CATALOG_PULL_USAGE, PREVIEW_USAGE]) {
      const options = usage.slice(usage.indexOf('Options:'));
      for (const [, short, long = ''] of options.matchAll(/^ {2}(?:(-[a-z]), )? *(--[a-z-]+)/gm)) {
        if (long === '--help') continue;
        expect(section, long).toMatch(new RegExp(`${long}\\b`));
        if (short !== undefined) expect(section, short).toMatch(new RegExp(`\`${short}\\b|${short}/${long}`));
      }
    }
  });

  test('every ESLint option templint does not offer has a row saying why, in the words the CLI prints', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'templint-cli-doc-'));
    for (const [option, why] of Object.entries(ESLINT_OPTIONS_NOT_OFFERED)) {
      expect(flagRows, option).toContain(`| \`${option}\` | | not offered | ${why} |`);
      expect(await said([option], dir), option).toBe(`"${option}" is an ESLint option templint does not offer: ${why}; run "templint --help" for the options`);
    }
  });

  test('the "File ignored" warnings are quoted word for word', () => {
    for (const message of [UNCONFIGURED_MESSAGE, IGNORED_MESSAGE, NODE_MODULES_MESSAGE]) expect(doc).toContain(`"${message}"`);
  });

  test('the refusals and the messages on patterns are the CLI\'s own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'templint-cli-doc-'));
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'a.json'), '{}');
    mkdirSync(join(dir, 'conf'));
    writeFileSync(join(dir, 'conf', 'a.json'), '{"a":1}');
    expect(doc).toContain(await said(['--stdin', '--fix'], dir, '{}'));
    expect(doc).toContain(await said(['a.json', '--fix', '--fix-dry-run'], dir));
    expect(doc).toContain(await said(['x'], dir));
    // A pattern whose files are all passed over: ESLint's sentence, then why, each line quoted.
    const configured = mkdtempSync(join(tmpdir(), 'templint-cli-doc-'));
    writeFileSync(join(configured, 'templint.config.json'), '{"files":["templates/**/*.json"]}');
    writeFileSync(join(configured, 'a.json'), '{}');
    const lines = [await said(['dist/'], dir), await said(['conf'], dir), await said(['.'], configured)].flatMap((text) => text.split('\n'));
    expect(lines).toHaveLength(6);
    for (const line of lines) expect(doc).toContain(line.replaceAll('"conf"', '"dist/"').replaceAll('"."', '"dist/"'));
  });

  test('on exit 2, -f sarif writes its log for a pattern error only, as the -f row and the README say', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'templint-cli-doc-'));
    writeFileSync(join(dir, 'a.json'), '{}');
    for (const args of [['--rule', 'no-such-rule:error', 'a.json'], ['--no-such-option', 'a.json']]) {
      expect(await templintInProcess(['-f', 'sarif', ...args], { cwd: dir }), args.join(' ')).toMatchObject({ code: 2, stdout: '' });
    }
    const unmatched = await templintInProcess(['-f', 'sarif', 'nothere'], { cwd: dir });
    expect(unmatched.code).toBe(2);
    expect(unmatched.stdout).toContain('"executionSuccessful":false');
    const formatRow = flagRows.find((row) => row.startsWith('| `-f, --format`')) ?? '';
    expect(formatRow).toContain('on exit 2 for a usage or config error no format prints a report, `sarif` included; for a pattern error (no match, or every file passed over) none does but `sarif`');
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    expect(readme).toMatch(/no report printed but `-f sarif`'s log, which says the run failed/);
  });

  test('the cache through a file is quoted as the CLI says it (its folder shown as /app)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'templint-cli-doc-'));
    writeFileSync(join(dir, 'package.json'), '{}');
    writeFileSync(join(dir, 'a.json'), '{}');
    const run = await templintInProcess(['a.json', '--cache', '--cache-location', 'package.json/x'], { cwd: dir });
    const line = run.stderr.split('\n').find((text) => text.startsWith('templint: cannot write the cache'));
    expect(line).toBeDefined();
    expect(doc).toContain(`"${(line ?? '').replace('templint: ', '').replaceAll(dir, '/app')}"`);
  });
});
