// The CLI as users run it: a real subprocess of bin/templint.js (the built dist), in a scratch directory.
import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, mkdirSync, mkdtempSync, openSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AjvDraft04 from 'ajv-draft-04';
import { beforeAll, describe, expect, test } from 'vitest';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';
import { EXAMPLE_CATALOG_NOTICE } from './run.js';

const BIN = fileURLToPath(new URL('../../bin/templint.js', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function templint(args: string[], options: { cwd: string; input?: string; env?: Record<string, string> }): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [BIN, ...args], { cwd: options.cwd, env: { PATH: process.env.PATH ?? '', ...options.env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
    if (options.input !== undefined) child.stdin?.end(options.input);
    else child.stdin?.end();
  });
}

const request = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({ ...MINIMAL_REQUEST, ...overrides });

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'templint-cli-'));
  mkdirSync(join(dir, 'payloads', 'nested'), { recursive: true });
  writeFileSync(join(dir, 'payloads', 'good.json'), JSON.stringify(request(), null, 2));
  writeFileSync(join(dir, 'payloads', 'nested', 'bad.json'), JSON.stringify(request({ provider_integration_chat_id: '' }), null, 2));
  writeFileSync(join(dir, 'payloads', 'notes.txt'), 'not json');
  writeFileSync(join(dir, 'broken.json'), '{\n  "provider_integration_chat_id": "pi_1",\n}');
  const other = { ...MINIMAL_REQUEST.chat_template_data, chat_template_name: 'shipped', chat_template_body: { chat_template_body_value: 'Your order has shipped' } };
  writeFileSync(join(dir, 'twice.json'), JSON.stringify(request({ chat_template_data: other }), null, 2).replace('{\n', '{\n  "provider_integration_chat_id": "pi_0",\n'));
  writeFileSync(join(dir, 'named.json'), JSON.stringify(request({ chat_template_data: { chat_template_display_name: 'Hello World', chat_language_id: 2, chat_template_category_id: 2, chat_template_body: { chat_template_body_value: 'Hi' } } }), null, 2));
  writeFileSync(join(dir, 'bad-catalog.json'), JSON.stringify({ templateTypes: [], categories: [{ id: 1, name: 'X', kind: 'promo' }] }));
  // A dangling link is unreadable even for root, unlike a file without read permission.
  mkdirSync(join(dir, 'links'));
  symlinkSync(join(dir, 'nowhere.json'), join(dir, 'links', 'dangling.json'));
  writeFileSync(join(dir, 'links', 'good.json'), JSON.stringify(request()));
});

describe('templint CLI', () => {
  test('exits 0 and prints nothing for a valid file', async () => {
    // Standard error says once that the ids are checked against the example catalog.
    expect(await templint(['payloads/good.json'], { cwd: dir })).toEqual({ code: 0, stdout: '', stderr: EXAMPLE_CATALOG_NOTICE });
  });

  test('walks a directory for .json files, prints stylish output and exits 1 on errors', async () => {
    const run = await templint(['payloads'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('payloads/nested/bad.json\n  2:35  error  ');
    expect(run.stdout).toContain('provider-integration-id');
    expect(run.stdout).toContain('✖ 1 problem (1 error, 0 warnings)');
    expect(run.stdout).not.toContain('good.json');
    expect(run.stdout).not.toContain('notes.txt');
  });

  test('expands globs', async () => {
    const run = await templint(['payloads/**/*.json', '--format', 'json'], { cwd: dir });
    const results = JSON.parse(run.stdout) as { filePath: string }[];
    expect(results.map((result) => result.filePath)).toEqual([join(dir, 'payloads', 'good.json'), join(dir, 'payloads', 'nested', 'bad.json')]);
  });

  test('json output has ESLint’s shape with the JSON path', async () => {
    const run = await templint(['payloads/nested/bad.json', '-f', 'json'], { cwd: dir });
    expect(JSON.parse(run.stdout)).toEqual([
      {
        filePath: join(dir, 'payloads', 'nested', 'bad.json'),
        messages: [
          {
            ruleId: 'provider-integration-id',
            messageId: 'empty',
            message: expect.any(String) as string,
            severity: 2,
            line: 2,
            column: 35,
            endLine: 2,
            endColumn: 37,
            path: ['provider_integration_chat_id'],
          },
        ],
        errorCount: 1,
        warningCount: 0,
        fatalErrorCount: 0,
        fixableErrorCount: 0,
        fixableWarningCount: 0,
      },
    ]);
  });

  test('sarif output is valid SARIF 2.1.0 with rule metadata and help links', async () => {
    const run = await templint(['payloads', 'broken.json', 'twice.json', '-f', 'sarif'], { cwd: dir });
    const log = JSON.parse(run.stdout) as { runs: { tool: { driver: { rules: { id: string; helpUri: string }[] } }; results: { ruleId: string; ruleIndex: number; level: string; message: { text: string }; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[] }[]; invocations: { executionSuccessful: boolean; toolExecutionNotifications: unknown[] }[] }[] };
    const schema = JSON.parse(readFileSync(new URL('../../test-data/sarif-schema-2.1.0.json', import.meta.url), 'utf8')) as object;
    // The schema's patterns predate the `u` flag that ajv uses by default.
    const validate = new AjvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false }).compile(schema);
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    const [sarifRun] = log.runs;
    expect(sarifRun?.tool.driver.rules.find((rule) => rule.id === 'provider-integration-id')?.helpUri).toMatch(/docs\/rules\/provider-integration-id\.md$/);
    // The parse error is a result (an alert in code scanning), not only a notification (issue 20).
    expect(sarifRun?.results).toMatchObject([
      { ruleId: 'provider-integration-id', locations: [{ physicalLocation: { artifactLocation: { uri: 'payloads/nested/bad.json' }, region: { startLine: 2 } } }] },
      { ruleId: 'parse-error', level: 'error', message: { text: expect.stringMatching(/^Parsing error: /) as unknown }, locations: [{ physicalLocation: { artifactLocation: { uri: 'broken.json' }, region: { startLine: 3, startColumn: 1 } } }] },
      { ruleId: 'duplicate-key', level: 'error', locations: [{ physicalLocation: { artifactLocation: { uri: 'twice.json' }, region: { startLine: 3, startColumn: 3 } } }] },
    ]);
    // Each result's ruleIndex names its own rule's metadata.
    for (const result of sarifRun?.results ?? []) expect(sarifRun?.tool.driver.rules[result.ruleIndex]?.id).toBe(result.ruleId);
    expect(sarifRun?.tool.driver.rules.slice(-2).map((rule) => rule.id)).toEqual(['parse-error', 'duplicate-key']);
    expect(sarifRun?.invocations[0]).toMatchObject({ executionSuccessful: true, toolExecutionNotifications: [] });
  });

  test('github output prints workflow annotations', async () => {
    const run = await templint(['payloads/nested/bad.json', '--format=github'], { cwd: dir });
    expect(run.stdout).toMatch(/^::error file=payloads\/nested\/bad\.json,line=2,col=35,endLine=2,endColumn=37,title=templint\/provider-integration-id::/);
  });

  test('a folder as standard input is a fault of the run (exit 2), not empty text', () => {
    const folder = openSync(join(dir, 'payloads'), 'r');
    try {
      const run = spawnSync(process.execPath, [BIN, '--stdin'], { cwd: dir, stdio: [folder, 'pipe', 'pipe'], encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
      expect(run.status).toBe(2);
      expect(run.stdout).toContain('Standard input cannot be read: it is a folder.');
      expect(run.stdout).not.toContain('Parsing error');
    } finally {
      closeSync(folder);
    }
  });

  test('reads standard input with "-" and with no file', async () => {
    const input = JSON.stringify(request({ provider_integration_chat_id: '' }));
    for (const args of [['-'], []]) {
      const run = await templint([...args, '-f', 'json'], { cwd: dir, input });
      expect(run.code).toBe(1);
      expect(JSON.parse(run.stdout)).toMatchObject([{ filePath: '<stdin>', errorCount: 1 }]);
    }
  });

  test('a broken JSON file is reported with its position and the other files are still linted', async () => {
    const run = await templint(['broken.json', 'payloads', '-f', 'json'], { cwd: dir });
    // A parse error is a lint problem, as in ESLint: exit 1 (issue 20; it was 2).
    expect(run.code).toBe(1);
    const results = JSON.parse(run.stdout) as { filePath: string; messages: { fatal?: boolean; line: number; column: number }[] }[];
    expect(results[0]).toMatchObject({ fatalErrorCount: 1, messages: [{ fatal: true, line: 3, column: 1 }] });
    expect(results.map((result) => result.filePath)).toContain(join(dir, 'payloads', 'nested', 'bad.json'));
  });

  test('a missing file is a message on standard error, as ESLint says it, and exit 2 before anything is linted: no report', async () => {
    const run = await templint(['nope.json', 'payloads/nested/bad.json'], { cwd: dir });
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'templint: No files matching the pattern "nope.json" were found.\n' });
  });

  test('an unreadable file exits 2 with a clear message and the others are linted', async () => {
    const run = await templint(['links', '-f', 'json'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout)).toMatchObject([
      { filePath: join(dir, 'links', 'dangling.json'), fatalErrorCount: 1, messages: [{ fatal: true, message: 'Cannot read the file (ENOENT).' }] },
      { filePath: join(dir, 'links', 'good.json'), errorCount: 0 },
    ]);
  });

  test('an unreadable catalog exits 2 naming the file', async () => {
    const run = await templint(['payloads/good.json', '--catalog', 'missing-catalog.json'], { cwd: dir });
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toBe('templint: missing-catalog.json: cannot read the file (ENOENT)\n');
  });

  test('a malformed catalog exits 2 naming the field at fault', async () => {
    const run = await templint(['payloads/good.json', '--catalog', 'bad-catalog.json'], { cwd: dir });
    expect(run.code).toBe(2);
    // Every problem is listed, one a line, not the first "and 8 more".
    const lines = run.stderr.split('\n').filter((line) => line.startsWith('  '));
    const count = Number(/not a valid catalog \((\d+) problems\)/.exec(run.stderr)?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(lines).toHaveLength(count);
    expect(lines).toContain('  categories[0].kind: must be one of marketing, utility, authentication, other');
    expect(run.stderr).not.toContain('more problems');
  });

  test('--rule turns a rule off', async () => {
    expect((await templint(['payloads/nested/bad.json', '--rule', 'provider-integration-id:off'], { cwd: dir })).code).toBe(0);
  });

  test('an unknown rule id is a usage error with a suggestion', async () => {
    const run = await templint(['payloads', '--rule', 'provider-integraton-id:off'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('did you mean "provider-integration-id"');
  });

  test('templint.config.json in the working directory is found and applied', async () => {
    const configDir = mkdtempSync(join(tmpdir(), 'templint-config-'));
    writeFileSync(join(configDir, 'bad.json'), JSON.stringify(request({ provider_integration_chat_id: '' })));
    writeFileSync(join(configDir, 'templint.config.json'), JSON.stringify({ rules: { 'provider-integration-id': 'warning' } }));
    const run = await templint(['bad.json'], { cwd: configDir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('1 problem (0 errors, 1 warning)');
  });

  test('a config with an unknown setting names the file and the setting', async () => {
    const configDir = mkdtempSync(join(tmpdir(), 'templint-config-'));
    writeFileSync(join(configDir, 'templint.config.json'), JSON.stringify({ rule: {} }));
    const run = await templint(['.'], { cwd: configDir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('templint.config.json: rule: unknown setting (did you mean "rules"?)');
  });

  test('--existing-names enables the uniqueness rule', async () => {
    writeFileSync(join(dir, 'names.json'), JSON.stringify(['hello']));
    const run = await templint(['payloads/good.json', '--existing-names', 'names.json'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('template-name-unique');
  });

  // One or two runs of the bin per test: eleven in one test outgrew its time on a busy machine.
  test('--quiet hides warnings', async () => {
    expect((await templint(['named.json'], { cwd: dir })).stdout).toContain('template-name-derived');
    expect(await templint(['named.json', '--quiet'], { cwd: dir })).toMatchObject({ code: 0, stdout: '' });
  });

  test('--max-warnings counts them', async () => {
    const strict = await templint(['named.json', '--max-warnings', '0'], { cwd: dir });
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('too many warnings (maximum: 0)');
  });

  // ESLint's default, -1, sets no limit, written either way.
  test.each([[['--max-warnings', '-1']], [['--max-warnings=-1']]])('%j sets no limit, as ESLint\'s default', async (args) => {
    const run = await templint(['named.json', ...args], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('template-name-derived');
    expect(run.stderr).not.toContain('too many warnings');
  });

  // Not a whole number, though JavaScript's Number() reads some as one: a usage error, as ESLint's.
  test.each(['-x', '', ' ', '1.5', '0x10', '1e3'])('--max-warnings=%j is a usage error', async (value) => {
    const run = await templint(['named.json', `--max-warnings=${value}`], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--max-warnings expects a whole number, got "${value}"`);
  });

  // One run of the bin per test: a loaded machine takes seconds for each.
  test.each([
    [['--color'], true],
    [[], false],
    [['--color', '--no-color'], false],
  ])('%j: ANSI colours %s (--color forces them, output is plain otherwise)', async (flags, coloured) => {
    const { stdout } = await templint(['payloads/nested/bad.json', ...flags], { cwd: dir });
    expect(stdout.includes('\u001b[31m')).toBe(coloured);
    expect(stdout.includes('\u001b[')).toBe(coloured);
  });

  test('--version prints the package version as ESLint prints its own (v1.2.3)', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(await templint(['--version'], { cwd: dir })).toEqual({ code: 0, stdout: `v${version}\n`, stderr: '' });
    // The same answer when the flag comes with others (then the whole CLI loads).
    expect(await templint(['--version', '--quiet'], { cwd: dir })).toEqual({ code: 0, stdout: `v${version}\n`, stderr: '' });
  });

  test('--help prints the usage', async () => {
    const run = await templint(['--help'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: templint [options]');
  });

  test('an unknown option or format is a usage error', async () => {
    expect((await templint(['--frobnicate'], { cwd: dir })).code).toBe(2);
    const run = await templint(['payloads', '-f', 'xml'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown format "xml"');
  });

  describe('--fix and --fix-dry-run', () => {
    const fixable = `{
  "provider_integration_chat_id": "pi_1",
  "chat_template_data": {
    "chat_template_display_name": "Hello World",
    "chat_language_id": 2,
    "chat_template_category_id": 2,
    "chat_template_bdy": { "chat_template_body_value": "Hi" }
  }
}
`;
    const fixed = fixable.replace('"chat_template_bdy"', '"chat_template_body"').replace('"Hi" }\n', '"Hi" },\n    "chat_template_name": "hello_world"\n');

    test('--fix rewrites the file, keeping its formatting, and reports what is left', async () => {
      const fixDir = mkdtempSync(join(tmpdir(), 'templint-fix-'));
      writeFileSync(join(fixDir, 'a.json'), fixable);
      const run = await templint(['a.json', '--fix', '-f', 'json'], { cwd: fixDir });
      expect(readFileSync(join(fixDir, 'a.json'), 'utf8')).toBe(fixed);
      expect(run.code).toBe(0);
      // What is left is no fix's: the utility body "Hi" is a bare greeting (body-unclear, issue 26).
      const [result] = JSON.parse(run.stdout) as { errorCount: number; messages: { ruleId: string }[] }[];
      expect(result?.errorCount).toBe(0);
      expect(result?.messages.map((message) => message.ruleId)).toEqual(['body-unclear']);
    });

    test('--fix-dry-run prints a diff and leaves the file alone', async () => {
      const fixDir = mkdtempSync(join(tmpdir(), 'templint-fix-'));
      writeFileSync(join(fixDir, 'a.json'), fixable);
      const run = await templint(['a.json', '--fix-dry-run'], { cwd: fixDir });
      expect(readFileSync(join(fixDir, 'a.json'), 'utf8')).toBe(fixable);
      expect(run.stdout).toContain('--- a.json\n+++ a.json (fixed)\n');
      expect(run.stdout).toContain('-    "chat_template_bdy": { "chat_template_body_value": "Hi" }\n+    "chat_template_body": { "chat_template_body_value": "Hi" },\n+    "chat_template_name": "hello_world"');
    });

    test('--fix-dry-run shows what the file and its name hold that a terminal would act on escaped, line breaks kept', async () => {
      const fixDir = mkdtempSync(join(tmpdir(), 'templint-fix-'));
      // JSON allows U+009B (a one-character CSI) and U+202E (a bidi override) raw in a string; a file name, ESC.
      const hostile = fixable.replace('"Hello World"', '"Hello\u009b2J \u202eWorld"');
      writeFileSync(join(fixDir, 'a\u001b]0;x\u0007.json'), hostile.replaceAll('\n', '\r\n'));
      const run = await templint(['.', '--fix-dry-run'], { cwd: fixDir });
      for (const unsafe of ['\u001b', '\u0007', '\u009b', '\u202e']) expect(run.stdout.includes(unsafe), `U+${unsafe.charCodeAt(0).toString(16)}`).toBe(false);
      expect(run.stdout).toContain('--- a\\u001B]0;x\\u0007.json\n');
      expect(run.stdout).toContain('"Hello\\u009B2J \\u202EWorld",\r\n');
    });

    test('with a machine format the diff goes to stderr and stdout stays JSON', async () => {
      const fixDir = mkdtempSync(join(tmpdir(), 'templint-fix-'));
      writeFileSync(join(fixDir, 'a.json'), fixable);
      const run = await templint(['a.json', '--fix-dry-run', '-f', 'json'], { cwd: fixDir });
      expect(run.stderr).toContain('+++ a.json (fixed)');
      expect(JSON.parse(run.stdout)).toMatchObject([{ errorCount: 0 }]);
    });

    test('json output counts fixable problems and carries ESLint-style fixes', async () => {
      const fixDir = mkdtempSync(join(tmpdir(), 'templint-fix-'));
      writeFileSync(join(fixDir, 'a.json'), fixable);
      const [result] = JSON.parse((await templint(['a.json', '-f', 'json'], { cwd: fixDir })).stdout) as { fixableWarningCount: number; messages: { fix?: { range: number[]; text: string } }[] }[];
      expect(result?.fixableWarningCount).toBe(2);
      expect(result?.messages.map((message) => message.fix?.text)).toContain('"chat_template_body"');
    });
  });

  describe('streams under faults', () => {
    test('"- -" reads standard input once', async () => {
      const run = await templint(['-', '-', '-f', 'json'], { cwd: dir, input: JSON.stringify(request()) });
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject([{ filePath: '<stdin>', errorCount: 0 }]);
    });

    test('endless standard input is cut at its limit with a clear message, not held whole', async () => {
      const child = spawn(process.execPath, [BIN, '-f', 'json'], { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      // The CLI stops reading and exits; writes after that fail with EPIPE, which is expected here.
      child.stdin.on('error', () => undefined);
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let open = true;
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => {
        open = false;
        resolve(code);
      }));
      const pump = (): void => {
        while (open && child.stdin.write(chunk));
        if (open) child.stdin.once('drain', pump);
      };
      pump();
      expect(await exited).toBe(2);
      expect(JSON.parse(stdout)).toMatchObject([{ filePath: '<stdin>', messages: [{ fatal: true, message: 'Standard input is larger than 64 MiB, the most templint reads from it; pass the file by name instead.' }] }]);
    });

    test('standard input from a device (a cron job, docker run without -i) is not read unless asked: a usage error, exit 2', async () => {
      // /dev/zero: a device that never ends (/dev/null is one too on a usual system, a plain file in some sandboxes).
      const device = openSync('/dev/zero', constants.O_RDONLY);
      const run = (args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> =>
        new Promise((resolve) => {
          const child = spawn(process.execPath, [BIN, ...args], { cwd: dir, stdio: [device, 'pipe', 'pipe'] });
          let stdout = '';
          let stderr = '';
          child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
          child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
          child.on('close', (code) => {
            resolve({ code, stdout, stderr });
          });
        });
      try {
        expect(await run([])).toEqual({ code: 2, stdout: '', stderr: 'templint: no files given and nothing piped to standard input; run "templint --help" for usage\n' });
        // Asked for with "-": read (up to its limit), as ESLint's --stdin reads whatever standard input is.
        const asked = await run(['-', '-f', 'json']);
        expect(asked.code).toBe(2);
        expect(JSON.parse(asked.stdout)).toMatchObject([{ filePath: '<stdin>', messages: [{ fatal: true }] }]);
      } finally {
        closeSync(device);
      }
    }, 60_000);

    test('a closed standard error (EPIPE) ends the run with its own exit code, not a crash', async () => {
      // A pipe with no reader: its write end, handed to the CLI as stderr, fails every write with EPIPE.
      const fifoDir = mkdtempSync(join(tmpdir(), 'templint-epipe-'));
      execFileSync('mkfifo', [join(fifoDir, 'pipe')]);
      const reader = openSync(join(fifoDir, 'pipe'), constants.O_RDONLY | constants.O_NONBLOCK);
      const writer = openSync(join(fifoDir, 'pipe'), constants.O_WRONLY);
      closeSync(reader);
      const child = spawn(process.execPath, [BIN, '--formt', 'json'], { cwd: dir, stdio: ['ignore', 'ignore', writer] });
      closeSync(writer);
      // The usage error's exit code; an unhandled EPIPE used to crash the process with exit code 1.
      expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(2);
    });

    test('a reader that leaves early (`| head -c 100`) does not turn a run with errors into exit 0', async () => {
      // Standard output a pipe with no reader: the first write fails with EPIPE. The run ended at once with
      // exit code 0 (none was set yet), so `templint -f json templates | head` under `set -o pipefail`
      // passed. Files of one request, each an error (its name repeats the first file's): enough that the run
      // lets the event loop turn (it does every 50 ms) before it ends.
      const folder = mkdtempSync(join(tmpdir(), 'templint-epipe-stdout-'));
      for (let index = 0; index < 400; index += 1) writeFileSync(join(folder, `t${String(index)}.json`), JSON.stringify(MINIMAL_REQUEST));
      execFileSync('mkfifo', [join(folder, 'pipe')]);
      const reader = openSync(join(folder, 'pipe'), constants.O_RDONLY | constants.O_NONBLOCK);
      const writer = openSync(join(folder, 'pipe'), constants.O_WRONLY);
      closeSync(reader);
      const child = spawn(process.execPath, [BIN, '-f', 'json', '.'], { cwd: folder, stdio: ['ignore', writer, 'pipe'] });
      closeSync(writer);
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      expect(await new Promise((resolve) => child.on('close', resolve))).toBe(1);
      expect(stderr).not.toContain('    at ');
    });

    test('a full disk under standard output (/dev/full) is a fault of the run in one line, exit 2, not a crash', async () => {
      const full = openSync('/dev/full', constants.O_WRONLY);
      try {
        const child = spawn(process.execPath, [BIN, '--help'], { cwd: dir, stdio: ['ignore', full, 'pipe'] });
        let stderr = '';
        child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        // It threw with a stack trace and exit code 1, which `|| true` in a CI recipe would hide.
        expect(await new Promise((resolve) => child.on('close', resolve))).toBe(2);
        expect(stderr).toContain('templint: cannot write the report to standard output (ENOSPC).\n');
        expect(stderr).not.toContain('    at ');
      } finally {
        closeSync(full);
      }
    });
  });
});
