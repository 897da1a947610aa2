// `templint catalog pull` against the real sandbox (the `templint-sandbox` bin of @templint/sandbox, on
// 127.0.0.1): the catalog the sandbox serves comes back, sorted and pretty. The sandboxes are processes,
// started once; templint runs in process (runCli), so no case waits on a process start (cli.test.ts
// runs the bin itself).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCatalog, type Catalog } from '@templint/core';
import { startSandbox } from '@templint/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogJson } from './catalog-pull.js';
import { SANDBOX_BIN } from './sandbox-bin.test-support.js';
import { templintInProcess } from './templint-in-process.test-support.js';

const KEY = 'pull-test-key';

interface RunningSandbox {
  readonly url: string;
  readonly child: ChildProcess;
}

/** Starts `templint-sandbox --catalog FILE --api-key KEY` and reads its URL line. */
function startSandboxProcess(catalogFile: string): Promise<RunningSandbox> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SANDBOX_BIN, '--catalog', catalogFile, '--api-key', KEY, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /URL:\s+(\S+)/.exec(output)?.[1];
      if (url) resolve({ url, child });
    });
    child.on('exit', (code) => {
      reject(new Error(`the sandbox exited (${String(code)}) before printing its URL: ${output}`));
    });
  });
}

/** The example catalog with one header type whose name the mapping tables do not know. */
const catalogWithUnknownName: Catalog = {
  ...defaultCatalog,
  headerTypes: [...defaultCatalog.headerTypes, { id: 7, name: 'Image header', kind: 'image' }],
};

/** The example catalog with language id 2 given twice, "English (US)" and then "Klingon". */
const klingonTwice: Catalog = { ...defaultCatalog, languages: [...defaultCatalog.languages, { id: 2, name: 'Klingon', code: 'tlh' }] };

let dir = '';
let example: RunningSandbox;
let custom: RunningSandbox;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'templint-pull-'));
  writeFileSync(join(dir, 'example.json'), JSON.stringify(defaultCatalog));
  writeFileSync(join(dir, 'custom.json'), JSON.stringify(catalogWithUnknownName));
  [example, custom] = await Promise.all([startSandboxProcess(join(dir, 'example.json')), startSandboxProcess(join(dir, 'custom.json'))]);
});
afterAll(() => {
  example.child.kill();
  custom.child.kill();
});

describe('templint catalog pull', () => {
  test('gives back the catalog the sandbox was started with, sorted and pretty, the key never printed', async () => {
    const run = await templintInProcess(['catalog', 'pull', '--base-url', example.url, '--out', 'pulled.json'], { cwd: dir, env: { TEMPLINT_API_KEY: KEY } });
    expect(run.code).toBe(0);
    const text = readFileSync(join(dir, 'pulled.json'), 'utf8');
    expect(JSON.parse(text)).toEqual(defaultCatalog);
    // Stable for diffs: the very text of the sorted catalog.
    expect(text).toBe(catalogJson(defaultCatalog));
    expect(text).toContain('\n  "buttonTypes": [\n');
    expect(run.stdout + run.stderr + text).not.toContain(KEY);
  });

  test('--out writes over a catalog an earlier pull wrote, never over another file: a template, the config, a text (exit 2)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'templint-pull-out-'));
    const earlier = JSON.stringify({ ...defaultCatalog, languages: [] });
    writeFileSync(join(folder, 'templint.catalog.json'), earlier);
    expect((await templintInProcess(['catalog', 'pull', '--base-url', example.url, '--out', 'templint.catalog.json'], { cwd: folder, env: { TEMPLINT_API_KEY: KEY } })).code).toBe(0);
    expect(JSON.parse(readFileSync(join(folder, 'templint.catalog.json'), 'utf8'))).toEqual(defaultCatalog);
    const others = {
      'templint.config.json': JSON.stringify({ catalog: 'templint.catalog.json' }),
      'order.json': JSON.stringify({ provider_integration_chat_id: 'pi_1', chat_template_data: { chat_template_name: 'order' } }),
      'notes.txt': 'not JSON',
      'list.json': '[1, 2]',
      folder: undefined,
    };
    for (const [name, text] of Object.entries(others)) {
      if (text === undefined) mkdirSync(join(folder, name));
      else writeFileSync(join(folder, name), text);
      const run = await templintInProcess(['catalog', 'pull', '--base-url', example.url, '--out', name], { cwd: folder, env: { TEMPLINT_API_KEY: KEY } });
      expect(run).toMatchObject({ code: 2, stdout: '' });
      expect(run.stderr).toContain(`templint: not writing the catalog over "${name}": the file there is not a catalog`);
      if (text !== undefined) expect(readFileSync(join(folder, name), 'utf8')).toBe(text);
    }
  });

  test('without --out the catalog goes to standard output', async () => {
    const run = await templintInProcess(['catalog', 'pull', '--base-url', example.url], { cwd: dir, env: { TEMPLINT_API_KEY: KEY } });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(run.stdout)).toEqual(defaultCatalog);
  });

  test('a name the mapping does not know is listed on stderr with the kind it fell back to', async () => {
    const run = await templintInProcess(['catalog', 'pull', '--base-url', custom.url], { cwd: dir, env: { TEMPLINT_API_KEY: KEY } });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('  headerTypes: id 7 "Image header" fell back to "none"');
    expect(run.stderr).toContain('"catalogMapping": { "headerTypes": { "Image header": "<kind>" } }');
    expect((JSON.parse(run.stdout) as Catalog).headerTypes.find((entry) => entry.id === 7)?.kind).toBe('none');
  });

  test('the config\'s catalogMapping maps it, and the catalog comes back whole', async () => {
    const project = mkdtempSync(join(tmpdir(), 'templint-pull-config-'));
    writeFileSync(join(project, 'templint.config.json'), JSON.stringify({ catalog: 'not-pulled-yet.json', catalogMapping: { headerTypes: { 'Image header': 'image' } } }));
    const run = await templintInProcess(['catalog', 'pull', '--base-url', custom.url], { cwd: project, env: { TEMPLINT_API_KEY: KEY } });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(run.stdout)).toEqual(catalogWithUnknownName);
  });

  test('lookup lists giving one id to two entries are refused, and no catalog is written (exit 2)', async () => {
    // In process: the sandbox bin checks its --catalog file, and refuses this one too.
    const twice = await startSandbox({ apiKey: KEY, catalog: klingonTwice });
    try {
      const run = await templintInProcess(['catalog', 'pull', '--base-url', twice.url, '--out', 'twice.json'], { cwd: dir, env: { TEMPLINT_API_KEY: KEY } });
      expect(run).toMatchObject({ code: 2, stdout: '' });
      expect(run.stderr).toMatch(/^templint: could not pull the catalog: /);
      expect(run.stderr).toContain('languages[6].id: 2 is the id of languages[1] too');
      expect(existsSync(join(dir, 'twice.json'))).toBe(false);
    } finally {
      await twice.close();
    }
  });

  test('such a catalog written by hand is refused as --catalog and as the config\'s catalog (exit 2)', async () => {
    const project = mkdtempSync(join(tmpdir(), 'templint-catalog-twice-'));
    writeFileSync(join(project, 'twice.json'), JSON.stringify(klingonTwice));
    writeFileSync(join(project, 'payload.json'), JSON.stringify({ provider_integration_chat_id: 'pi_1', chat_template_data: { chat_template_name: 'x', chat_language_id: 2, chat_template_category_id: 2, chat_template_body: { chat_template_body_value: 'Hello there' } } }));
    const expected = { code: 2, stdout: '', stderr: 'templint: twice.json: not a valid catalog (1 problem):\n  languages[6].id: 2 is the id of languages[1] too\n' };
    expect(await templintInProcess(['payload.json', '--catalog', 'twice.json'], { cwd: project })).toEqual(expected);
    writeFileSync(join(project, 'templint.config.json'), JSON.stringify({ catalog: 'twice.json' }));
    expect(await templintInProcess(['payload.json'], { cwd: project })).toEqual(expected);
  });

  test('without TEMPLINT_API_KEY, with a wrong key, or without --base-url it exits 2 and says why', async () => {
    const noKey = await templintInProcess(['catalog', 'pull', '--base-url', example.url], { cwd: dir });
    expect(noKey).toMatchObject({ code: 2, stdout: '' });
    expect(noKey.stderr).toContain('TEMPLINT_API_KEY');
    const wrongKey = await templintInProcess(['catalog', 'pull', '--base-url', example.url], { cwd: dir, env: { TEMPLINT_API_KEY: 'not-the-key' } });
    expect(wrongKey).toMatchObject({ code: 2, stdout: '' });
    expect(wrongKey.stderr).toMatch(/^templint: could not pull the catalog: .*401/);
    expect(wrongKey.stderr).not.toContain('not-the-key');
    const noUrl = await templintInProcess(['catalog', 'pull'], { cwd: dir, env: { TEMPLINT_API_KEY: KEY } });
    expect(noUrl.code).toBe(2);
    expect(noUrl.stderr).toContain('--base-url');
    // The key is never a flag.
    const flag = await templintInProcess(['catalog', 'pull', '--base-url', example.url, '--api-key', KEY], { cwd: dir });
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain('unknown option "--api-key"');
  });

  test('one failed lookup ends the pull at once: the other lookups are hung up, not left to time out', async () => {
    // A loopback API: once all seven lookups are in, the languages list fails (404); the others never answer.
    const hangUps: Promise<void>[] = [];
    let received = 0;
    let failLanguages: (() => void) | undefined;
    const server = createServer((request, response) => {
      received += 1;
      if (request.url === '/api/global/chat-languages') {
        failLanguages = () => response.writeHead(404, { 'content-type': 'application/json' }).end('{"status":false,"message":"no such list"}');
      } else {
        hangUps.push(new Promise((resolve) => response.once('close', resolve)));
      }
      if (received === 7) failLanguages?.();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
      const run = await templintInProcess(['catalog', 'pull', '--base-url', url], { cwd: dir, env: { TEMPLINT_API_KEY: KEY } });
      expect(run).toMatchObject({ code: 2, stdout: '' });
      expect(run.stderr).toMatch(/^templint: could not pull the catalog: .*404/);
      // The client's timeout is 30 s: these settle within the test's 5 s only because the pull hung up.
      await Promise.all(hangUps);
      expect(hangUps).toHaveLength(6);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  test('init --base-url leaves a catalog already there whole, writes nothing and says what to run instead', async () => {
    const project = mkdtempSync(join(tmpdir(), 'templint-init-keep-'));
    writeFileSync(join(project, 'templint.catalog.json'), '{"mine": true}\n');
    const run = await templintInProcess(['init', '--base-url', example.url], { cwd: project, env: { TEMPLINT_API_KEY: KEY } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('templint.catalog.json already exists here; init does not overwrite it');
    expect(run.stderr).toContain('templint catalog pull --base-url');
    expect(readFileSync(join(project, 'templint.catalog.json'), 'utf8')).toBe('{"mine": true}\n');
    expect(existsSync(join(project, 'templint.config.json'))).toBe(false);
  });

  test('init with a key and --base-url pulls the catalog and names it in the config; linting then uses it', async () => {
    const project = mkdtempSync(join(tmpdir(), 'templint-init-pull-'));
    const run = await templintInProcess(['init', '--base-url', example.url], { cwd: project, env: { TEMPLINT_API_KEY: KEY } });
    expect(run.code).toBe(0);
    expect(JSON.parse(readFileSync(join(project, 'templint.config.json'), 'utf8'))).toEqual({ files: ['templates/**/*.json'], catalog: 'templint.catalog.json' });
    expect(JSON.parse(readFileSync(join(project, 'templint.catalog.json'), 'utf8'))).toEqual(defaultCatalog);
    // In the config's "files": a file outside them would be ignored, as ESLint ignores one (issue 20).
    mkdirSync(join(project, 'templates'));
    writeFileSync(join(project, 'templates', 'payload.json'), JSON.stringify({ provider_integration_chat_id: 'pi_1', chat_template_data: { chat_template_name: 'x', chat_language_id: 37, chat_template_category_id: 2, chat_template_body: { chat_template_body_value: 'Hello there' } } }));
    const lint = await templintInProcess(['templates/payload.json'], { cwd: project });
    expect(lint.stderr).toBe('');
    expect(lint.stdout).toContain('Language id 37 is not in the language list of templint.catalog.json');
  });
});
