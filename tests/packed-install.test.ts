// What an npm user gets: every package packed as on publish, installed from the tarballs into a fresh
// project outside the workspace (its own package.json; third-party dependencies from the npm registry),
// then used the ways the READMEs show: the `templint` CLI, ESLint with the plugin, `import` of core,
// client and sandbox, `npx templint-sandbox` started and asked over HTTP, and the README's backend flow
// compiled with strict TypeScript and run against that sandbox. Needs the build (`tsc -b` and the CLI
// bundle), as the root `test` script runs first.
import { execFile, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { attwProblems, contentProblems, PACKAGE_DIRS, packPackages, publintProblems, type PackedPackage } from '../scripts/check-packages.mjs';

const run = promisify(execFile);
const examples = new URL('../examples/', import.meta.url);
const VALID = 'normal--order-update.json';
const INVALID = 'normal--header-text-max-length.json';
// The versions the workspace tests with (root and eslint-plugin devDependencies).
const THIRD_PARTY = ['eslint@10.15.0', '@eslint/json@2.1.1'];
// The workspace's own TypeScript compiles the scratch backend (strict), against the installed packages.
const TSC = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

let project = '';
let packs = '';
let packed: readonly PackedPackage[] = [];

/** Runs a command in the installed project and returns its exit code and output, never throwing on exit codes. */
async function inProject(file: string, args: readonly string[]): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(file, args, { cwd: project, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

const bin = (name: string): string => join(project, 'node_modules', '.bin', name);

/** A sandbox started as the README says, `npx templint-sandbox --api-key KEY --port 0`, with its URL and a way to stop it. */
async function startSandboxBin(apiKey: string): Promise<{ readonly url: string; stop(): void }> {
  // Detached, so the test can stop npx and the sandbox under it as one process group.
  const child = spawn('npx', ['templint-sandbox', '--api-key', apiKey, '--port', '0'], { cwd: project, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = (): void => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  try {
    const url = await new Promise<string>((resolve, reject: (error: Error) => void) => {
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
        const found = /^ {2}URL: +(\S+)$/m.exec(stdout)?.[1];
        if (found !== undefined && new RegExp(`^ {2}API key: +${apiKey}$`, 'm').test(stdout)) resolve(found);
      });
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      child.on('exit', (code) => {
        reject(new Error(`npx templint-sandbox exited ${String(code)}: ${stderr}`));
      });
    });
    return { url, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

beforeAll(async () => {
  packs = mkdtempSync(join(tmpdir(), 'templint-packs-'));
  project = mkdtempSync(join(tmpdir(), 'templint-user-project-'));
  packed = packPackages(packs);
  const tarballs = packed.map((pack) => pack.tarball);
  writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'user-project', private: true, type: 'module' }, null, 2)}\n`);
  mkdirSync(join(project, 'templates'));
  mkdirSync(join(project, 'bad'));
  copyFileSync(new URL(`valid/${VALID}`, examples), join(project, 'templates', VALID));
  copyFileSync(new URL(`invalid/${INVALID}`, examples), join(project, 'bad', INVALID));
  writeFileSync(
    join(project, 'eslint.config.js'),
    [
      "import json from '@eslint/json';",
      "import templint from '@templint/eslint-plugin';",
      '',
      'export default [',
      "  { plugins: { json }, files: ['**/*.json'], language: 'json/json' },",
      "  { ...templint.configs.recommended, files: ['templates/**/*.json', 'bad/**/*.json'] },",
      '];',
      '',
    ].join('\n'),
  );
  // npm, not pnpm: what most users run. The tarballs name their dependencies on each other by version,
  // and npm takes those from the tarballs given on the same command line.
  const install = await inProject('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...tarballs, ...THIRD_PARTY]);
  if (install.code !== 0) throw new Error(`npm install failed (${String(install.code)}):\n${install.stderr}`);
}, 240_000);

afterAll(() => {
  for (const folder of [project, packs]) if (folder) rmSync(folder, { recursive: true, force: true });
});

// What `pnpm check:packages` checks, on the same tarballs: publint (warnings as errors), attw with the
// esm-only profile, and templint's own rules on a tarball's files. Side by side: each attw starts TypeScript.
describe.concurrent('each packed package, before it is installed', { timeout: 60_000 }, () => {
  test.each(PACKAGE_DIRS)('packages/%s passes publint, attw (esm-only) and the tarball rules', async (dir) => {
    const pack = packed.find((entry) => entry.dir === dir);
    if (pack === undefined) throw new Error(`pnpm pack made no tarball for packages/${dir}`);
    const [published, types] = await Promise.all([publintProblems(pack.tarball), attwProblems(pack.tarball)]);
    expect([...contentProblems(pack.tarball, dir), ...published, ...types]).toEqual([]);
  });
});

// Each test starts Node (and ESLint) in the installed project: seconds on a busy machine.
describe('the packed packages, installed with npm into a fresh project', { timeout: 60_000 }, () => {
  test('the templint CLI passes a valid template and reports the broken one', async () => {
    const valid = await inProject(bin('templint'), ['templates/']);
    expect(valid, valid.stderr).toMatchObject({ code: 0 });

    const invalid = await inProject(bin('templint'), ['--format', 'json', `bad/${INVALID}`]);
    expect(invalid.code).toBe(1);
    const [result] = JSON.parse(invalid.stdout) as { filePath: string; messages: { ruleId: string }[] }[];
    expect(result?.filePath).toContain(INVALID);
    expect(result?.messages.map((message) => message.ruleId)).toContain('header-text-max-length');
  });

  test('ESLint with the plugin (flat config, @eslint/json) reports the same rule', async () => {
    const valid = await inProject(bin('eslint'), ['templates/']);
    expect(valid, valid.stdout + valid.stderr).toMatchObject({ code: 0 });

    const invalid = await inProject(bin('eslint'), ['--format', 'json', 'bad/']);
    expect(invalid.code, invalid.stderr).toBe(1);
    const [result] = JSON.parse(invalid.stdout) as { messages: { ruleId: string | null }[] }[];
    expect(result?.messages.map((message) => message.ruleId)).toContain('templint/header-text-max-length');
  });

  test('ESLint loads the plugin\'s engine and a shipped locale from the installed package, with no warning', async () => {
    // The engine and the locale are loaded by `require` of ES modules on first use (package.json `engines`).
    writeFileSync(
      join(project, 'eslint.pt-br.config.js'),
      ["import config from './eslint.config.js';", '', "export default [...config, { settings: { templint: { locale: 'pt-BR' } } }];", ''].join('\n'),
    );
    const invalid = await inProject(bin('eslint'), ['-c', 'eslint.pt-br.config.js', '--format', 'json', 'bad/']);
    expect(invalid.code, invalid.stderr).toBe(1);
    expect(invalid.stderr).toBe('');
    const [result] = JSON.parse(invalid.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
    const header = result?.messages.find((message) => message.ruleId === 'templint/header-text-max-length');
    expect(header?.message).toMatch(/caracteres/);
  });

  test("a CommonJS ESLint config requires the plugin as the plugin's README says", async () => {
    const readme = readFileSync(new URL('../packages/eslint-plugin/README.md', import.meta.url), 'utf8');
    const line = /const templint = require\('@templint\/eslint-plugin'\)[^;\n]*;/.exec(readme)?.[0];
    expect(line, "packages/eslint-plugin/README.md shows how an eslint.config.cjs requires the plugin").toBeDefined();
    writeFileSync(join(project, 'eslint.commonjs.config.cjs'), [line, "module.exports = [{ ...templint.configs.recommended, files: ['bad/**/*.json'] }];", ''].join('\n'));
    const invalid = await inProject(bin('eslint'), ['-c', 'eslint.commonjs.config.cjs', '--format', 'json', 'bad/']);
    expect(invalid.code, invalid.stderr).toBe(1);
    const [result] = JSON.parse(invalid.stdout) as { messages: { ruleId: string | null }[] }[];
    expect(result?.messages.map((message) => message.ruleId)).toContain('templint/header-text-max-length');
  });

  test('core, its meta subpath, its JSON Schema, the client and the sandbox import as ES modules', async () => {
    const script = [
      "import { validateTemplate, templateSchema } from '@templint/core';",
      "import { ruleDescriptions } from '@templint/core/meta';",
      "import { createClient, InvalidRequestError } from '@templint/client';",
      "import { startSandbox } from '@templint/sandbox';",
      "import schema from '@templint/core/create-template-request.schema.json' with { type: 'json' };",
      "import { readFileSync } from 'node:fs';",
      `const request = JSON.parse(readFileSync('bad/${INVALID}', 'utf8'));`,
      'const client = createClient({ baseUrl: "http://127.0.0.1:9", apiKey: "k" });',
      'console.log(JSON.stringify({',
      '  ruleIds: validateTemplate(request).diagnostics.map((d) => d.ruleId),',
      "  vendor: templateSchema['~standard'].vendor,",
      "  description: ruleDescriptions['header-text-max-length'],",
      '  schemaTitle: schema.title,',
      "  createTemplate: typeof client.createTemplate,",
      '  startSandbox: typeof startSandbox,',
      '  errorClass: typeof InvalidRequestError,',
      '}));',
    ].join('\n');
    writeFileSync(join(project, 'use.mjs'), script);
    const used = await inProject(process.execPath, ['use.mjs']);
    expect(used, used.stderr).toMatchObject({ code: 0 });
    // Where the README's VS Code setting points.
    expect(existsSync(join(project, 'node_modules/@templint/core/schema/create-template-request.schema.json'))).toBe(true);
    expect(JSON.parse(used.stdout)).toEqual({
      ruleIds: expect.arrayContaining(['header-text-max-length']) as unknown,
      vendor: 'templint',
      description: expect.stringMatching(/^A text header is at most \d+ characters/) as unknown,
      schemaTitle: expect.stringContaining('templint') as unknown,
      createTemplate: 'function',
      startSandbox: 'function',
      errorClass: 'function',
    });
  });

  test('npx templint-sandbox starts, prints its URL and key, and answers with that key', async () => {
    const help = await inProject(bin('templint-sandbox'), ['--help']);
    expect(help, help.stderr).toMatchObject({ code: 0 });
    expect(help.stdout).toContain('--port');

    // As the README says: `npx templint-sandbox --api-key local-key --port N` (here a free port).
    const sandbox = await startSandboxBin('local-key');
    try {
      const { url } = sandbox;
      const answer = await fetch(`${url}/api/global/chat-template-type`, { headers: { authorization: 'Bearer local-key' } });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ status: true, data: expect.arrayContaining([expect.objectContaining({ chat_template_type_name: 'Carousel' })]) as unknown });
      const refused = await fetch(`${url}/api/global/chat-template-type`, { headers: { authorization: 'Bearer other-key' } });
      expect(refused.status).toBe(401);
    } finally {
      sandbox.stop();
    }
  });

  test('the README\'s backend flow compiles under strict TypeScript, with no cast, and submits to the sandbox', async () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const flow = /<!-- backend-flow:start -->\n```ts\n([\s\S]*?)```\n<!-- backend-flow:end -->/.exec(readme)?.[1];
    expect(flow, 'README.md needs the backend flow between its markers').toBeDefined();
    const sandbox = await startSandboxBin('local-key');
    try {
      const source = mkdtempSync(join(project, 'backend-'));
      // The README's block as it stands, pointed at this sandbox's port.
      writeFileSync(join(source, 'backend.ts'), (flow ?? '').replace('http://127.0.0.1:4010', sandbox.url));
      // What the service receives: JSON text, parsed to `unknown`.
      const valid = readFileSync(new URL(`valid/${VALID}`, examples), 'utf8');
      const invalid = readFileSync(new URL(`invalid/${INVALID}`, examples), 'utf8');
      const main = [
        "import { receiveTemplate } from './backend.js';",
        '',
        `const good: unknown = JSON.parse(${JSON.stringify(valid)});`,
        `const bad: unknown = JSON.parse(${JSON.stringify(invalid)});`,
        'const accepted = await receiveTemplate(good);',
        'const refused = await receiveTemplate(bad);',
        'console.log(JSON.stringify({',
        '  accepted: accepted.status,',
        "  name: 'record' in accepted ? accepted.record.chat_template_data[0]?.chat_template_name : undefined,",
        "  submitted: 'approval' in accepted ? accepted.approval.submitted : undefined,",
        '  refused: refused.status,',
        "  ruleIds: 'diagnostics' in refused ? refused.diagnostics.map((diagnostic) => diagnostic.ruleId) : [],",
        '}));',
        '',
      ].join('\n');
      writeFileSync(join(source, 'main.ts'), main);
      // No cast, no non-null assertion and no `// @ts-` comment anywhere.
      for (const text of [flow ?? '', main]) expect(text).not.toMatch(/@ts-|\bas [A-Za-z{[]|!\.|!\)/);
      writeFileSync(
        join(source, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            exactOptionalPropertyTypes: true,
            noUncheckedIndexedAccess: true,
            target: 'es2023',
            module: 'nodenext',
            moduleResolution: 'nodenext',
            lib: ['es2023', 'dom'],
            types: [],
            outDir: 'out',
            // As `tsc --init` sets it: the packages' types are still what the code is checked against
            // (checking every declaration file too took 20 s more here).
            skipLibCheck: true,
          },
          include: ['*.ts'],
        }),
      );
      // The workspace's TypeScript, on the installed packages' declarations (not the sources).
      const compiled = await inProject(process.execPath, [TSC, '-p', source]);
      expect(compiled, compiled.stdout + compiled.stderr).toMatchObject({ code: 0 });
      const ran = await inProject(process.execPath, [join(source, 'out', 'main.js')]);
      expect(ran, ran.stderr).toMatchObject({ code: 0 });
      expect(JSON.parse(ran.stdout)).toEqual({
        accepted: 201,
        name: 'order_update',
        submitted: true,
        refused: 400,
        ruleIds: expect.arrayContaining(['header-text-max-length']) as unknown,
      });
    } finally {
      sandbox.stop();
    }
  });
});
