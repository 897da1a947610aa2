// The README's "On your account" section works as written: its commands, CI steps and submit script are
// run against the real sandbox (the API's base URL swapped for the sandbox's), in a scratch project. The
// commands run in process (runCli): a process start each made the test slow and flaky under load.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defaultCatalog } from '@templint/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';
import { SANDBOX_BIN } from './sandbox-bin.test-support.js';
import { templintInProcess } from './templint-in-process.test-support.js';

const README = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
const SECTION = README.slice(README.indexOf('## On your account'), README.indexOf('## Rules'));
const API_URL = 'https://api.example.com';
const KEY = 'local-key';

/** The fenced blocks of the section with this language. */
function blocks(language: string): string[] {
  return [...SECTION.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((match) => match[1] ?? '');
}

/** The `templint` arguments of each `npx templint ...` command in the text, the URL swapped. */
function templintCommands(text: string, url: string): string[][] {
  return [...text.matchAll(/npx templint ([^\n&`]+)/g)].map((match) => (match[1] ?? '').trim().replaceAll(API_URL, url).replaceAll('${{ vars.TEMPLINT_BASE_URL }}', url).split(/\s+/));
}

let sandbox: ChildProcess;
let url = '';
let project = '';
beforeAll(async () => {
  sandbox = spawn(process.execPath, [SANDBOX_BIN, '--api-key', KEY, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  url = await new Promise<string>((resolve, reject) => {
    let output = '';
    sandbox.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const found = /URL:\s+(\S+)/.exec(output)?.[1];
      if (found) resolve(found);
    });
    sandbox.on('exit', () => {
      reject(new Error(output));
    });
  });
  project = mkdtempSync(join(tmpdir(), 'templint-readme-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'shop', private: true }));
  mkdirSync(join(project, 'templates'));
  writeFileSync(join(project, 'templates', 'welcome.json'), JSON.stringify(MINIMAL_REQUEST, null, 2));
});
afterAll(() => {
  sandbox.kill();
});

describe('README: On your account', () => {
  test('step 1 and 3: init pulls the catalog, linting and CI use it, and a fresh pull has no diff', async () => {
    const env = { TEMPLINT_API_KEY: KEY };
    const [setUp = ''] = blocks('sh');
    const commands = [...templintCommands(setUp, url), ...templintCommands(blocks('yaml')[0] ?? '', url)];
    expect(commands.map((args) => args[0])).toEqual(['init', '--format', 'catalog']);
    for (const args of commands) {
      const before = args[0] === 'catalog' ? readFileSync(join(project, 'templint.catalog.json'), 'utf8') : undefined;
      const run = await templintInProcess(args, { cwd: project, env });
      // `git diff --exit-code` after the weekly pull: the same bytes.
      if (before !== undefined) expect(readFileSync(join(project, 'templint.catalog.json'), 'utf8')).toBe(before);
      expect({ args, code: run.code, stderr: run.stderr }).toEqual({ args, code: 0, stderr: args[0] === 'catalog' ? 'templint: wrote the catalog to templint.catalog.json.\n' : '' });
    }
    expect(JSON.parse(readFileSync(join(project, 'templint.config.json'), 'utf8'))).toEqual({ files: ['templates/**/*.json'], catalog: 'templint.catalog.json' });
    expect(JSON.parse(readFileSync(join(project, 'templint.catalog.json'), 'utf8'))).toEqual(defaultCatalog);
    // Step 3's `npx templint .` and step 2's helpers.
    for (const args of [['.'], ...templintCommands(SECTION.slice(SECTION.indexOf('**2.'), SECTION.indexOf('**3.')), url)]) {
      expect((await templintInProcess(args, { cwd: project, env })).code).toBe(0);
    }
  });

  test('step 4: the submit script creates the template through the client', async () => {
    const [script = ''] = blocks('js');
    // Beside the lint package, so `@templint/client` resolves as it does in a project that installed it.
    const folder = mkdtempSync(join(fileURLToPath(new URL('../../node_modules/', import.meta.url)), '.readme-'));
    writeFileSync(join(folder, 'submit.mjs'), script.replaceAll(API_URL, url));
    writeFileSync(join(project, 'templint.catalog.json'), JSON.stringify(defaultCatalog));
    // Step 3's snapshot, which the script judges the template against.
    mkdirSync(join(project, 'account'), { recursive: true });
    writeFileSync(join(project, 'account', 'templates.json'), '[]');
    writeFileSync(join(project, 'account', 'deleted-names.json'), '["old_promo"]');
    const submit = (): Promise<{ code: number; stdout: string; stderr: string }> =>
      new Promise((resolve) => {
        execFile(process.execPath, [join(folder, 'submit.mjs'), 'templates/welcome.json'], { cwd: project, env: { PATH: process.env.PATH ?? '', TEMPLINT_API_KEY: KEY } }, (error, stdout, stderr) => {
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
        });
      });
    try {
      const run = await submit();
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toMatch(/^\d+ Pending\n$/);
      // Sent again, the service refuses the name: one line says so, not a stack trace.
      const again = await submit();
      expect(again).toMatchObject({ code: 1, stdout: '' });
      expect(again.stderr).toMatch(/^[^\n]*409[^\n]*\n$/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('the CLI section\'s full config is accepted', async () => {
    const config = /```json\n([\s\S]*?)```/.exec(README.slice(README.indexOf('## The `templint` CLI')))?.[1] ?? '';
    expect(config).toContain('"files"');
    const folder = mkdtempSync(join(tmpdir(), 'templint-readme-config-'));
    writeFileSync(join(folder, 'templint.config.json'), config);
    writeFileSync(join(folder, 'templint.catalog.json'), JSON.stringify(defaultCatalog));
    writeFileSync(join(folder, 'used-names.json'), '["welcome"]');
    mkdirSync(join(folder, 'account'));
    writeFileSync(join(folder, 'account', 'templates.json'), '{ "status": true, "data": [] }');
    writeFileSync(join(folder, 'account', 'deleted-names.json'), '["old_promo"]');
    const run = await templintInProcess(['--print-config', 'templates/drafts/a.json'], { cwd: folder });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toMatchObject({ ignored: true, catalog: 'templint.catalog.json', existingTemplates: 0, deletedTemplateNames: 1, rules: { 'variable-density': 'warning' } });
  });
});
