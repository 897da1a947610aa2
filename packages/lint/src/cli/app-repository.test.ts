// `templint .` in an ordinary app repository (issue 13): only the templates are reported; package.json,
// the lock file, a tsconfig.json with a comment, editor settings, the catalog and build output are not.
// Through runCli in process (cli.test.ts runs the bin itself).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCatalog } from '@templint/core';
import { beforeAll, describe, expect, test } from 'vitest';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';
import { templintInProcess } from './templint-in-process.test-support.js';
import { IGNORED_MESSAGE, NODE_MODULES_MESSAGE, UNCONFIGURED_MESSAGE } from './ignored-file.js';

const request = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({ ...MINIMAL_REQUEST, ...overrides });
const broken = request({ provider_integration_chat_id: '' });

let app = '';
function write(path: string, text: string): void {
  mkdirSync(join(app, path, '..'), { recursive: true });
  writeFileSync(join(app, path), text);
}

beforeAll(() => {
  app = mkdtempSync(join(tmpdir(), 'templint-app-'));
  write('package.json', JSON.stringify({ name: 'shop', version: '1.0.0', dependencies: { react: '^19.0.0' } }, null, 2));
  write('package-lock.json', JSON.stringify({ name: 'shop', lockfileVersion: 3, packages: { '': { name: 'shop' } } }, null, 2));
  write('tsconfig.json', '{\n  // a comment, as tsconfig allows\n  "compilerOptions": { "strict": true }\n}\n');
  write('.vscode/settings.json', JSON.stringify({ 'json.schemas': [{ fileMatch: ['templates/**/*.json'], url: './schema.json' }] }));
  write('templint.catalog.json', JSON.stringify(defaultCatalog));
  write('src/data/products.json', JSON.stringify([{ id: 1, name: 'Shoe' }]));
  write('templates/welcome.json', JSON.stringify(request(), null, 2));
  write('templates/orders/shipped.json', JSON.stringify(broken, null, 2));
  write('templates/batch.json', JSON.stringify([request(), broken], null, 2));
  // A template with a syntax error is still found (it names a request key), so it is reported.
  write('templates/typo.json', '{ "provider_integration_chat_id": "pi_1", "chat_template_data": { } ');
  // Templates in dependencies and build output are never linted by a walk.
  write('node_modules/some-lib/template.json', JSON.stringify(broken));
  write('dist/templates/welcome.json', JSON.stringify(broken));
  write('coverage/x.json', JSON.stringify(broken));
});

const lintedFiles = (stdout: string): string[] =>
  (JSON.parse(stdout) as { filePath: string }[]).map((result) => result.filePath.slice(app.length + 1)).sort();

describe('templint . in an app repository', () => {
  test('reports only the templates, in their folders and arrays, and skips every other JSON file silently', async () => {
    const run = await templintInProcess(['.', '-f', 'json'], { cwd: app });
    expect(lintedFiles(run.stdout)).toEqual(['templates/batch.json', 'templates/orders/shipped.json', 'templates/typo.json', 'templates/welcome.json']);
    // The broken templates fail the run, the syntax error too: with 1, as ESLint exits on a parse error.
    expect(run.code).toBe(1);
    expect(run.stderr).not.toContain('tsconfig');
  });

  test('stylish names only templates, and run from a subfolder the config above is found', async () => {
    write('templint.config.json', JSON.stringify({ catalog: 'templint.catalog.json', ignores: ['templates/typo.json'] }));
    try {
      const run = await templintInProcess(['.'], { cwd: app });
      expect(run.code).toBe(1);
      expect(run.stdout).toContain('templates/orders/shipped.json');
      expect(run.stdout).not.toMatch(/package|tsconfig|settings|products|node_modules|dist\/|typo/);
      // The catalog named in the config is used: no word about the example one.
      expect(run.stderr).toBe('');
      const fromSubfolder = await templintInProcess(['.', '-f', 'json'], { cwd: join(app, 'templates') });
      expect(lintedFiles(fromSubfolder.stdout)).toEqual(['templates/batch.json', 'templates/orders/shipped.json', 'templates/welcome.json']);
      expect(fromSubfolder.stderr).toBe('');
    } finally {
      write('templint.config.json', '{}');
    }
  });

  test('a named file that is not a template or is ignored gets ESLint\'s warning, exit 0 (lint-staged\'s "*.json": "templint")', async () => {
    const run = await templintInProcess(['package.json', 'tsconfig.json', 'node_modules/some-lib/template.json', 'templates/welcome.json', '-f', 'json'], { cwd: app });
    const results = JSON.parse(run.stdout) as { filePath: string; messages: { message: string; severity: number }[]; warningCount: number }[];
    expect(results.map((result) => [result.filePath.slice(app.length + 1), result.messages.map((message) => message.message)])).toEqual([
      ['package.json', [UNCONFIGURED_MESSAGE]],
      ['tsconfig.json', [UNCONFIGURED_MESSAGE]],
      ['node_modules/some-lib/template.json', [NODE_MODULES_MESSAGE]],
      ['templates/welcome.json', []],
    ]);
    expect(run.code).toBe(0);
    // As in ESLint, the warnings count: --max-warnings 0 fails, --no-warn-ignored leaves them out.
    expect((await templintInProcess(['package.json', '--max-warnings', '0'], { cwd: app })).code).toBe(1);
    expect(await templintInProcess(['package.json', 'tsconfig.json', '--no-warn-ignored', '--max-warnings', '0'], { cwd: app })).toMatchObject({ code: 0, stdout: '' });
    const stylish = await templintInProcess(['package.json'], { cwd: app });
    expect(stylish.stdout).toBe(`\n${join(app, 'package.json')}\n  0:0  warning  ${UNCONFIGURED_MESSAGE}\n\n\u2716 1 problem (0 errors, 1 warning)\n\n`);
    // --no-ignore lints a file under node_modules.
    const unignored = await templintInProcess(['node_modules/some-lib/template.json', '--no-ignore', '-f', 'json'], { cwd: app });
    expect(unignored.code).toBe(1);
    expect((JSON.parse(unignored.stdout) as { errorCount: number }[])[0]?.errorCount).toBe(1);
  });

  test('with "files" in the config, a named file they do not match is not configured; an ignored one is ignored', async () => {
    write('templint.config.json', JSON.stringify({ files: ['templates/**/*.json'], ignores: ['templates/orders/'] }));
    try {
      const run = await templintInProcess(['src/data/products.json', 'templates/orders/shipped.json', 'templates/welcome.json', '-f', 'json'], { cwd: app });
      const results = JSON.parse(run.stdout) as { messages: { message: string }[] }[];
      expect(results.map((result) => result.messages.map((message) => message.message))).toEqual([[UNCONFIGURED_MESSAGE], [IGNORED_MESSAGE], []]);
      expect(run.code).toBe(0);
    } finally {
      write('templint.config.json', '{}');
    }
  });

  test('a quoted glob chooses its matches as a walk does: package.json is no template, with or without "files"', async () => {
    // Without "files": the JSON files that hold create requests, nothing else.
    const sniffed = await templintInProcess(['templates/*.json', '-f', 'json'], { cwd: app });
    expect(lintedFiles(sniffed.stdout)).toEqual(['templates/batch.json', 'templates/typo.json', 'templates/welcome.json']);
    // A quoted glob none of whose files holds one lints nothing: exit 2 and no report, as ESLint's glob of ignored files.
    const none = await templintInProcess(['*.json', 'templates/*.json', '-f', 'json'], { cwd: app });
    expect(none).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'templint: You are linting "*.json", but all of the files matching the glob pattern "*.json" are ignored.\n' +
        'None of its JSON files holds a create request, so templint passes them over; name them in "files" of templint.config.json to lint them anyway.\n',
    });
    write('templint.config.json', JSON.stringify({ files: ['templates/**/*.json'] }));
    try {
      // With "files": a glob whose matches the config does not name matches nothing, as ESLint says.
      const outside = await templintInProcess(['*.json', '-f', 'json'], { cwd: app });
      expect(outside.code).toBe(2);
      expect(outside.stderr).toBe(
        'templint: You are linting "*.json", but all of the files matching the glob pattern "*.json" are ignored.\nNo "files" glob of templint.config.json names them; add one that does to lint them.\n',
      );
      const inside = await templintInProcess(['templates/**/*.json', '-f', 'json'], { cwd: app });
      expect(lintedFiles(inside.stdout)).toEqual(['templates/batch.json', 'templates/orders/shipped.json', 'templates/typo.json', 'templates/welcome.json']);
      // Ignored by the config's "ignores" (or by default): --no-ignore is the way, and the message says so.
      write('templint.config.json', JSON.stringify({ files: ['templates/**/*.json'], ignores: ['templates/orders/'] }));
      const ignored = await templintInProcess(['templates/orders/*.json'], { cwd: app });
      expect(ignored).toMatchObject({
        code: 2,
        stderr:
          'templint: You are linting "templates/orders/*.json", but all of the files matching the glob pattern "templates/orders/*.json" are ignored.\n' +
          'Every one is ignored (by "ignores", --ignore-pattern, a .gitignore, or a default folder such as dist/ or node_modules/); run with --no-ignore to lint them.\n',
      });
    } finally {
      write('templint.config.json', '{}');
    }
  });

  test('a folder named and reached through a symbolic link too is linted once: no template is compared with itself', async () => {
    const plain = await templintInProcess(['templates', '-f', 'json'], { cwd: app });
    symlinkSync(join(app, 'templates'), join(app, 'templates-link'));
    symlinkSync(app, join(app, 'templates', 'up'));
    try {
      for (const patterns of [['templates', 'templates-link'], ['templates-link', 'templates'], ['.', 'templates']]) {
        const run = await templintInProcess([...patterns, '-f', 'json'], { cwd: app });
        const results = JSON.parse(run.stdout) as { messages: unknown[] }[];
        expect(results.length, patterns.join(' ')).toBe(4);
        expect(results.flatMap((result) => result.messages).length, patterns.join(' ')).toBe((JSON.parse(plain.stdout) as { messages: unknown[] }[]).flatMap((result) => result.messages).length);
      }
    } finally {
      rmSync(join(app, 'templates-link'));
      rmSync(join(app, 'templates', 'up'));
    }
  });

  test('a file and a symbolic link to it are one file: linted once, under the name met first, not a repeat of itself', async () => {
    const messagesOf = (stdout: string): unknown[] => (JSON.parse(stdout) as { messages: unknown[] }[]).flatMap((result) => result.messages);
    const walked = messagesOf((await templintInProcess(['templates', '-f', 'json'], { cwd: app })).stdout);
    const alone = messagesOf((await templintInProcess(['templates/welcome.json', '-f', 'json'], { cwd: app })).stdout);
    // `current.json` sorts before `welcome.json`, the file it names: the walk meets the link first.
    symlinkSync('welcome.json', join(app, 'templates', 'current.json'));
    try {
      for (const [patterns, files, messages] of [
        [['templates'], 4, walked],
        [['templates/current.json', 'templates'], 4, walked],
        [['templates/welcome.json', 'templates/current.json'], 1, alone],
      ] as const) {
        const run = await templintInProcess([...patterns, '-f', 'json'], { cwd: app });
        expect(lintedFiles(run.stdout).filter((file) => /(welcome|current)\.json$/.test(file)), patterns.join(' ')).toHaveLength(1);
        expect(lintedFiles(run.stdout), patterns.join(' ')).toHaveLength(files);
        expect(messagesOf(run.stdout).length, patterns.join(' ')).toBe(messages.length);
      }
    } finally {
      rmSync(join(app, 'templates', 'current.json'));
    }
  });

  test('a config whose files take every JSON file does not lint itself as a template', async () => {
    try {
      write('templint.config.json', JSON.stringify({ files: ['templates/**/*.json', '*.json'], ignores: ['package.json', 'package-lock.json', 'tsconfig.json', 'templint.catalog.json'] }));
      write('templates/templint.config.json', JSON.stringify({ files: ['**/*.json'] }));
      const run = await templintInProcess(['.', '-f', 'json'], { cwd: app });
      expect(lintedFiles(run.stdout).filter((file) => file.endsWith('templint.config.json'))).toEqual([]);
      expect(lintedFiles(run.stdout)).toContain('templates/welcome.json');
    } finally {
      write('templint.config.json', '{}');
      rmSync(join(app, 'templates', 'templint.config.json'));
    }
  });

  test('--ignore-pattern skips files and folders; "!" brings one back', async () => {
    const run = await templintInProcess(['.', '-f', 'json', '--ignore-pattern', 'templates/orders/', '--ignore-pattern', 'templates/*.json', '--ignore-pattern', '!templates/welcome.json'], { cwd: app });
    expect(lintedFiles(run.stdout)).toEqual(['templates/welcome.json']);
    expect(run.code).toBe(0);
  });

  test('the config\'s "files" lints every match (broken ones too), relative to the config\'s folder', async () => {
    write('templint.config.json', JSON.stringify({ files: ['templates/orders/**/*.json', 'templates/[wt]*.json'] }));
    try {
      const run = await templintInProcess(['.', '-f', 'json'], { cwd: join(app, 'src') });
      // Run from src/: nothing of the templates is under it, so the walk of src/ finds none: exit 2, no report.
      expect(run).toMatchObject({ code: 2, stdout: '' });
      const fromRoot = await templintInProcess(['.', '-f', 'json'], { cwd: app });
      expect(lintedFiles(fromRoot.stdout)).toEqual(['templates/orders/shipped.json', 'templates/typo.json', 'templates/welcome.json']);
    } finally {
      write('templint.config.json', '{}');
    }
  });

  test('command-line globs support [...] classes and take dotfiles, as ESLint 10\'s', async () => {
    write('templates/.draft.json', JSON.stringify(broken));
    const run = await templintInProcess(['templates/**/[bw]*.json', '-f', 'json'], { cwd: app });
    expect(lintedFiles(run.stdout)).toEqual(['templates/batch.json', 'templates/welcome.json']);
    const dotted = await templintInProcess(['templates/.*.json', '-f', 'json'], { cwd: app });
    expect(lintedFiles(dotted.stdout)).toEqual(['templates/.draft.json']);
    const every = await templintInProcess(['templates/*.json', '-f', 'json'], { cwd: app });
    expect(lintedFiles(every.stdout)).toContain('templates/.draft.json');
  });

  test('init writes "files" for the folders that hold templates and never overwrites a config', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'templint-init-'));
    mkdirSync(join(fresh, 'messages', 'en'), { recursive: true });
    writeFileSync(join(fresh, 'package.json'), '{ "name": "x" }');
    writeFileSync(join(fresh, 'messages', 'en', 'hello.json'), JSON.stringify(request()));
    const run = await templintInProcess(['init'], { cwd: fresh });
    expect(run.code).toBe(0);
    expect(JSON.parse(readFileSync(join(fresh, 'templint.config.json'), 'utf8'))).toEqual({ files: ['messages/**/*.json'] });
    expect(run.stdout).toContain('catalog pull');
    const again = await templintInProcess(['init'], { cwd: fresh });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already exists');
    // `./init` is a file name, not the command (linted with --config {}, as the written "files" do not name it).
    writeFileSync(join(fresh, 'init'), JSON.stringify(broken));
    writeFileSync(join(fresh, 'empty.config.json'), '{}');
    const file = await templintInProcess(['./init', '-f', 'json', '-c', 'empty.config.json'], { cwd: fresh });
    expect(file.code).toBe(1);
  });
});
