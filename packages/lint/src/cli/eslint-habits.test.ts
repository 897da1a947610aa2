// ESLint's words and habits in the CLI (issue 13, point 4), through runCli in process (cli.test.ts runs
// the bin itself, so no case here waits on a process start).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCatalog, rules } from '@templint/core';
import { beforeAll, describe, expect, test } from 'vitest';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';
import { LINT_OPTION_NAMES } from './args.js';
import { templintInProcess } from './templint-in-process.test-support.js';
import { USAGE } from './usage.js';

let dir = '';
const bad = { ...MINIMAL_REQUEST, provider_integration_chat_id: '' };
// A typo'd key (fixable: renamed) and no template name (fixable: derived from the display name).
const fixable = {
  provider_integration_chat_id: 'pi_1',
  chat_template_data: { chat_template_display_name: 'Hello World', chat_language_id: 2, chat_template_category_id: 2, chat_template_bdy: { chat_template_body_value: 'Hi' } },
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'templint-habits-'));
  writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad, null, 2));
  writeFileSync(join(dir, 'fixable.json'), JSON.stringify(fixable, null, 2));
  mkdirSync(join(dir, 'configured'));
  writeFileSync(join(dir, 'configured', 'templint.config.json'), JSON.stringify({ rules: { 'provider-integration-id': 'warn', 'template-name-derived': 0 } }));
  writeFileSync(join(dir, 'configured', 'bad.json'), JSON.stringify(bad, null, 2));
});

describe('ESLint habits', () => {
  test('a mistyped option gets a "did you mean" in one short line, without the help', async () => {
    const run = await templintInProcess(['--formt', 'json', 'bad.json'], { cwd: dir });
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'templint: unknown option "--formt" (did you mean "--format"?); run "templint --help" for the options\n' });
    const missingValue = await templintInProcess(['bad.json', '--format'], { cwd: dir });
    expect(missingValue.stderr).toBe('templint: --format expects a value; run "templint --help" for the options\n');
  });

  test.each([['--catalog='], ['--existing-names='], ['--existing-templates='], ['--config='], ['--stdin-filename='], ['--cache-location='], ['--output-file=']])('%s, an empty file name, is a usage error, not an option left out', async (option) => {
    const run = await templintInProcess(['bad.json', option], { cwd: dir });
    expect(run).toEqual({ code: 2, stdout: '', stderr: `templint: ${option.slice(0, -1)} expects a file name, got ""; run "templint --help" for the options\n` });
  });

  test('warn and 0/1/2 are severities in the config and on the command line', async () => {
    const configured = await templintInProcess(['bad.json'], { cwd: join(dir, 'configured') });
    expect(configured.code).toBe(0);
    expect(configured.stdout).toContain('warning  ');
    for (const [setting, code] of [['warn', 0], ['1', 0], ['2', 1], ['0', 0], ['error', 1]] as const) {
      const run = await templintInProcess(['bad.json', '--rule', `provider-integration-id:${setting}`], { cwd: dir });
      expect({ setting, code: run.code }).toEqual({ setting, code });
    }
    const wrong = await templintInProcess(['bad.json', '--rule', 'provider-integration-id:3'], { cwd: dir });
    expect(wrong.stderr).toContain('off|warn|warning|error|0|1|2');
  });

  test('-o writes the report to a file and leaves standard output empty', async () => {
    const run = await templintInProcess(['bad.json', '-f', 'json', '-o', 'report.json'], { cwd: dir });
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect((JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { errorCount: number }[])[0]?.errorCount).toBe(1);
    await templintInProcess(['bad.json', '--output-file', 'report.txt', '--color'], { cwd: dir });
    expect(readFileSync(join(dir, 'report.txt'), 'utf8')).toContain('\u001b[31m');
  });

  test('a short option\'s value after "=" is the value, as ESLint reads -o=report.txt (Node\'s parser: "=report.txt")', async () => {
    const run = await templintInProcess(['bad.json', '-f=json', '-o=short-report.json'], { cwd: dir });
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect((JSON.parse(readFileSync(join(dir, 'short-report.json'), 'utf8')) as { errorCount: number }[])[0]?.errorCount).toBe(1);
    expect(existsSync(join(dir, '=short-report.json'))).toBe(false);
    // A value that looks like one is passed on as it is, and nothing after -- is read as an option.
    const named = await templintInProcess(['-f', 'json', '--', '-o=x.json'], { cwd: dir });
    expect(named.stderr).toContain('No files matching the pattern "-o=x.json"');
  });

  test('-o into folders that do not exist yet creates them, as ESLint does', async () => {
    const run = await templintInProcess(['bad.json', '-f', 'json', '-o', 'out/reports/today/report.json'], { cwd: dir });
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect((JSON.parse(readFileSync(join(dir, 'out/reports/today/report.json'), 'utf8')) as { errorCount: number }[])[0]?.errorCount).toBe(1);
    writeFileSync(join(dir, 'a-file'), 'not a folder');
    const blocked = await templintInProcess(['bad.json', '-o', 'a-file/report.txt'], { cwd: dir });
    expect(blocked.code).toBe(2);
    expect(readFileSync(join(dir, 'a-file'), 'utf8')).toBe('not a folder');
  });

  test.each([
    ['../*/bad.json', ['configured/bad.json']],
    ['../configured/*.json', ['configured/bad.json']],
    ['sub/../*.json', ['configured/bad.json']],
    ['./*.json', ['configured/bad.json']],
    ['../*.json', ['bad.json', 'fixable.json']],
  ])('a glob that climbs with ".." (%s) lints the files it leads to, the working directory\'s own among them, as ESLint does', async (pattern, files) => {
    // Matched against the path from the working directory, `../*/bad.json` matched no file in it, and the run passed.
    const run = await templintInProcess(['-f', 'json', pattern], { cwd: join(dir, 'configured') });
    expect((JSON.parse(run.stdout) as { filePath: string }[]).map((result) => result.filePath.slice(dir.length + 1))).toEqual(files);
  });

  test('--stdin-filename names standard input in the report', async () => {
    const run = await templintInProcess(['--stdin-filename', 'payloads/welcome.json'], { cwd: dir, input: JSON.stringify(bad) });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`\n${join(dir, 'payloads', 'welcome.json')}\n`);
  });

  test('stylish ends with ESLint\'s fixable line, then a blank line as ESLint\'s does', async () => {
    const run = await templintInProcess(['fixable.json'], { cwd: dir });
    expect(run.stdout).toMatch(/\n {2}\d+ errors? and \d+ warnings? potentially fixable with the `--fix` option\.\n\n$/);
    expect((await templintInProcess(['bad.json'], { cwd: dir })).stdout).not.toContain('potentially fixable');
  });

  test('--print-config shows every rule with the severity in effect, and whether a walk skips the file', async () => {
    const run = await templintInProcess(['--print-config', 'bad.json'], { cwd: join(dir, 'configured') });
    const printed = JSON.parse(run.stdout) as { configFile: string; rules: Record<string, unknown>; ignored: boolean; catalog: string };
    expect(printed.configFile).toBe(join(dir, 'configured', 'templint.config.json'));
    expect(Object.keys(printed.rules)).toEqual(rules.map((rule) => rule.id));
    expect(printed.rules['provider-integration-id']).toBe('warning');
    expect(printed.rules['template-name-derived']).toBe('off');
    expect(printed).toMatchObject({ ignored: false, catalog: 'the bundled example catalog' });
    expect(printed).toMatchObject({ ignoredBecause: null });
    const ignored = JSON.parse((await templintInProcess(['--print-config', 'node_modules/x/a.json'], { cwd: dir })).stdout) as { ignored: boolean };
    expect(ignored).toMatchObject({ ignored: true, ignoredBecause: 'an ignore pattern' });
    // --no-ignore: not ignored, and no ignore pattern listed as if it applied (the default ones were).
    const unignored = JSON.parse((await templintInProcess(['--print-config', 'node_modules/x/a.json', '--no-ignore', '--ignore-pattern', 'x/'], { cwd: dir })).stdout) as { ignored: boolean };
    expect(unignored).toMatchObject({ ignored: false, ignoredBecause: null, ignores: [] });
    // A file the config's "files" do not name is not linted when named either: said so, and why.
    writeFileSync(join(dir, 'configured', 'templint.files.json'), JSON.stringify({ files: ['templates/**/*.json'] }));
    const outside = await templintInProcess(['--print-config', 'bad.json', '-c', 'templint.files.json'], { cwd: join(dir, 'configured') });
    expect(JSON.parse(outside.stdout)).toMatchObject({ ignored: true, ignoredBecause: 'no "files" glob of the config names it' });
    // As ESLint: one file name, nothing else to lint.
    expect(await templintInProcess(['--print-config', 'bad.json', 'other.json'], { cwd: dir })).toMatchObject({ code: 2, stderr: expect.stringContaining('The --print-config option must be used with exactly one file name.') as unknown });
  });

  test('--list-rules lists every rule', async () => {
    const run = await templintInProcess(['--list-rules'], { cwd: dir });
    expect(run.stdout.trimEnd().split('\n').map((line) => line.split(' ')[0])).toEqual(rules.map((rule) => rule.id));
    const json = JSON.parse((await templintInProcess(['--list-rules', '-f', 'json'], { cwd: dir })).stdout) as { id: string }[];
    expect(json.map((rule) => rule.id)).toEqual(rules.map((rule) => rule.id));
  });

  test('--help lists every option and has examples', () => {
    expect(LINT_OPTION_NAMES.length).toBeGreaterThan(15);
    for (const { name, short } of LINT_OPTION_NAMES) {
      expect(USAGE).toContain(`--${name}`);
      if (short !== undefined) expect(USAGE).toContain(`-${short}, --${name}`);
    }
    expect(USAGE).toContain('Examples:');
  });

  test('the commands have their own help, and a command without its action is a one-line usage error', async () => {
    expect((await templintInProcess(['catalog', 'pull', '--help'], { cwd: dir })).stdout).toMatch(/^Usage: templint catalog pull/);
    expect((await templintInProcess(['preview', '--help'], { cwd: dir })).stdout).toMatch(/^Usage: templint preview/);
    expect((await templintInProcess(['init', '--help'], { cwd: dir })).stdout).toMatch(/^Usage: templint init/);
    expect(await templintInProcess(['catalog'], { cwd: dir })).toEqual({ code: 2, stdout: '', stderr: 'templint: the catalog command needs its action: templint catalog pull --base-url <url>\n' });
    expect((await templintInProcess(['catalog', 'pul'], { cwd: dir })).stderr).toContain('did you mean "catalog pull"?');
  });

  test('FORCE_COLOR colours piped output; FORCE_COLOR=0 and NO_COLOR keep it plain', async () => {
    expect((await templintInProcess(['bad.json'], { cwd: dir, env: { FORCE_COLOR: '1' } })).stdout).toContain('\u001b[31m');
    expect((await templintInProcess(['bad.json'], { cwd: dir, env: { FORCE_COLOR: '0' } })).stdout).not.toContain('\u001b[');
    expect((await templintInProcess(['bad.json'], { cwd: dir, env: { NO_COLOR: '1' } })).stdout).not.toContain('\u001b[');
  });

  test('a catalog named on the command line is named in known-catalog-id\'s message, and the example notice is gone', async () => {
    writeFileSync(join(dir, 'catalog.json'), JSON.stringify(defaultCatalog));
    writeFileSync(join(dir, 'language.json'), JSON.stringify({ ...MINIMAL_REQUEST, chat_template_data: { ...MINIMAL_REQUEST.chat_template_data, chat_language_id: 37 } }));
    const run = await templintInProcess(['language.json', '--catalog', 'catalog.json'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Language id 37 is not in the language list of catalog.json');
    const example = await templintInProcess(['language.json'], { cwd: dir });
    expect(example.stderr.match(/bundled example catalog/g)).toHaveLength(1);
    expect(example.stdout).toContain('of the bundled example catalog');
  });
});
