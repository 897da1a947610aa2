// `templint-sandbox` as users run it: the committed bin shim (which imports dist/, built by `tsc -b`)
// with a fixed key, a catalog file whose lists it serves as written, and approval simulation; and its
// flags, table-tested without a process. The client's mapping of such a catalog is tested in the client.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultCatalog, type Catalog } from '@templint/core';
import { normalRequest } from '@templint/core/testing';
import { afterEach, describe, expect, test } from 'vitest';
import { API_PATHS } from '@templint/core/internal';
import { createOverHttp, reviewOf, waitForStatus } from './http.test-support.js';
import { parseSandboxArgs } from './sandbox-args.js';

const BIN = fileURLToPath(new URL('../bin/templint-sandbox.js', import.meta.url));

/** A platform-like catalog: other ids, and names the built-in tables do not know. */
const platform: Catalog = {
  ...defaultCatalog,
  categories: [
    { id: 31, name: 'Marketing', kind: 'marketing' },
    { id: 32, name: 'One-time password', kind: 'authentication' },
  ],
  headerTypes: [
    { id: 41, name: 'Text', kind: 'text' },
    { id: 42, name: 'Image header', kind: 'image' },
  ],
};

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGTERM');
});

/** Starts the bin and resolves to the URL and key it printed. */
function startBin(args: readonly string[]): Promise<{ url: string; apiKey: string; stdout: string }> {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '' } });
  children.push(child);
  return new Promise((resolve, reject: (error: Error) => void) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const url = /^ {2}URL: +(\S+)$/m.exec(stdout)?.[1];
      const apiKey = /^ {2}API key: +(\S+)$/m.exec(stdout)?.[1];
      if (url !== undefined && apiKey !== undefined) resolve({ url, apiKey, stdout });
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('exit', (code) => {
      reject(new Error(`templint-sandbox exited ${String(code)}: ${stderr}`));
    });
  });
}

function catalogFile(catalog: Catalog): string {
  const path = join(mkdtempSync(join(tmpdir(), 'templint-sandbox-')), 'catalog.json');
  writeFileSync(path, JSON.stringify(catalog, null, 2));
  return path;
}

describe('the templint-sandbox bin', () => {
  test('serves a catalog file with a fixed key: its lists, ids and names as written', async () => {
    const { url, apiKey, stdout } = await startBin(['--port', '0', '--api-key', 'fixed-key-123', '--catalog', catalogFile(platform)]);
    expect(apiKey).toBe('fixed-key-123');
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(stdout).toContain('catalog.json');

    const get = async (path: string): Promise<unknown> => (await (await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${apiKey}` } })).json());
    expect(await get(API_PATHS.categories)).toEqual({
      status: true,
      data: [
        { chat_template_category_id: 31, chat_template_category_name: 'Marketing' },
        { chat_template_category_id: 32, chat_template_category_name: 'One-time password' },
      ],
    });
    expect(await get(API_PATHS.headerTypes)).toEqual({
      status: true,
      data: [
        { chat_template_header_type_id: 41, chat_template_header_type_name: 'Text' },
        { chat_template_header_type_id: 42, chat_template_header_type_name: 'Image header' },
      ],
    });
  });

  test('--reject-after 0 rejects a created template with the reason; the create answer says Pending', async () => {
    const endpoint = await startBin(['--api-key', 'k-approval', '--reject-after', '0', '--reject-reason', 'Too promotional']);
    const created = await createOverHttp(endpoint, normalRequest());
    expect(reviewOf(created)).toMatchObject({ statusName: 'Pending' });
    const rejected = await waitForStatus(endpoint, created.chat_template_id as number, 'Rejected');
    expect(reviewOf(rejected)).toMatchObject({ statusName: 'Rejected', errorReason: 'Too promotional' });
  });

  test('--help prints the flags; a bad flag exits 2 with one line', async () => {
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    for (const flag of ['--port', '--api-key', '--catalog', '--approve-after', '--reject-after', '/sandbox/templates/ID/review']) expect(help.stdout).toContain(flag);
    const bad = await run(['--prot', '80']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });
});

function run(args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('exit', (code) => {
      resolve({ code, stdout, stderr });
    });
  });
}

describe('parseSandboxArgs', () => {
  const files: Record<string, string> = { 'good.json': JSON.stringify(defaultCatalog), 'bad.json': '{"templateTypes": 3}', 'text.txt': 'nope', 'flows.json': '["5550001", "5550002"]', 'numbers.json': '[5550001]' };
  const read = (path: string): { text: string } | { problem: string } => {
    const text = files[path];
    return text === undefined ? { problem: 'cannot read the file (ENOENT)' } : { text };
  };
  const parse = (args: string[], env: Record<string, string> = {}) => parseSandboxArgs(args, env, read);

  test.each([
    [[], {}, { port: 0 }],
    [['--port', '8080'], {}, { port: 8080 }],
    [[], { PORT: '9090' }, { port: 9090 }],
    [['--port', '7070'], { PORT: '9090' }, { port: 7070 }],
    [['--api-key', 'abc'], {}, { apiKey: 'abc' }],
    [['--approve-after', '1500'], {}, { approval: { decision: 'approved', afterMs: 1500, reason: undefined } }],
    [['--reject-after', '0', '--reject-reason', 'No'], {}, { approval: { decision: 'rejected', afterMs: 0, reason: 'No' } }],
    [['--catalog', 'good.json'], {}, { catalog: defaultCatalog }],
    [['--flow-ids', 'flows.json'], {}, { flowIds: ['5550001', '5550002'] }],
  ])('%j with %j starts with %j', (args, env, expected) => {
    const command = parse(args, env);
    expect(command.kind).toBe('start');
    if (command.kind === 'start') expect(command.options).toMatchObject(expected);
  });

  test.each([
    [['--port', 'x'], /--port must be a port number/],
    [['--port', '70000'], /--port/],
    [['--api-key', ''], /--api-key/],
    [['--api-key', 'a key'], /--api-key must be a non-empty key of printable ASCII characters, without spaces/],
    // Found by QA: a key no client can send alike in a header (the client refuses `€`; curl sends UTF-8 bytes).
    [['--api-key', 'kéy€'], /--api-key must be a non-empty key of printable ASCII characters/],
    [['--api-key', 'k\u00e9y'], /printable ASCII/],
    [['--approve-after', '1', '--reject-after', '1'], /not both/],
    [['--reject-reason', 'x'], /goes with --reject-after/],
    [['--approve-after', 'soon'], /milliseconds/],
    [['--catalog', 'missing.json'], /missing\.json: cannot read the file \(ENOENT\)/],
    [['--catalog', 'text.txt'], /text\.txt: not JSON/],
    [['--catalog', 'bad.json'], /bad\.json: not a catalog/],
    [['--flow-ids', 'missing.json'], /missing\.json: cannot read the file \(ENOENT\)/],
    [['--flow-ids', 'text.txt'], /text\.txt: not JSON/],
    [['--flow-ids', 'numbers.json'], /numbers\.json: must be a JSON array of Flow ids \(strings\), as templint --flow-ids reads/],
    [['--nope'], /Unknown option '--nope'/],
    [['extra'], /positional/i],
  ])('%j is an error: %s', (args, message) => {
    const command = parse(args);
    expect(command.kind).toBe('error');
    if (command.kind === 'error') expect(command.message).toMatch(message);
  });

  test('--help and -h', () => {
    expect(parse(['--help'])).toEqual({ kind: 'help' });
    expect(parse(['-h'])).toEqual({ kind: 'help' });
  });
});
