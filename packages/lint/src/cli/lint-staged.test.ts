// lint-staged's `"*.json": "templint"` in a real git repository, as an app sets it up (issue 20): the
// pre-commit hook runs lint-staged, which runs the installed `templint` bin on the staged JSON files. A
// commit that touches only package.json (or tsconfig.json, with its comments) passes; one that stages a
// broken template is refused, with the rule that broke named.
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';
import { BIN } from './templint-process.test-support.js';

const LINT_STAGED_BIN = join(dirname(dirname(createRequire(import.meta.url).resolve('lint-staged'))), 'bin', 'lint-staged.js');

interface Run {
  readonly code: number;
  readonly output: string;
}

let app = '';

function write(path: string, text: string): void {
  mkdirSync(dirname(join(app, path)), { recursive: true });
  writeFileSync(join(app, path), text);
}

/** A command in the app, with a clean environment: no git settings of the machine's leak in. */
function run(command: string, args: readonly string[]): Promise<Run> {
  const env = { PATH: process.env.PATH ?? '', HOME: app, GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 'App Dev', GIT_AUTHOR_EMAIL: 'dev@example.com', GIT_COMMITTER_NAME: 'App Dev', GIT_COMMITTER_EMAIL: 'dev@example.com' };
  return new Promise((resolve) => {
    execFile(command, args, { cwd: app, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr });
    });
  });
}

const git = (...args: string[]): Promise<Run> => run('git', args);

beforeAll(async () => {
  app = mkdtempSync(join(tmpdir(), 'templint-lint-staged-'));
  write('package.json', `${JSON.stringify({ name: 'shop', version: '1.0.0', private: true, 'lint-staged': { '*.json': 'templint' } }, null, 2)}\n`);
  write('tsconfig.json', '{\n  // comments, as tsconfig allows\n  "compilerOptions": { "strict": true }\n}\n');
  write('templates/welcome.json', `${JSON.stringify(MINIMAL_REQUEST, null, 2)}\n`);
  // The bin as npm links it when the app installs @templint/lint.
  mkdirSync(join(app, 'node_modules', '.bin'), { recursive: true });
  symlinkSync(BIN, join(app, 'node_modules', '.bin', 'templint'));
  write('.gitignore', 'node_modules/\n');
  // The hook husky (or simple-git-hooks) would install: run lint-staged.
  write('.githooks/pre-commit', `#!/bin/sh\nexec "${process.execPath}" "${LINT_STAGED_BIN}"\n`);
  chmodSync(join(app, '.githooks', 'pre-commit'), 0o755);
  for (const args of [['init', '-q', '-b', 'main'], ['config', 'core.hooksPath', '.githooks'], ['add', '-A'], ['commit', '-q', '--no-verify', '-m', 'start']]) {
    const done = await git(...args);
    if (done.code !== 0) throw new Error(`git ${args.join(' ')}: ${done.output}`);
  }
});

describe('lint-staged with "*.json": "templint"', () => {
  test('a commit that touches only package.json and tsconfig.json passes: they are not templates', async () => {
    write('package.json', `${JSON.stringify({ name: 'shop', version: '1.0.1', private: true, 'lint-staged': { '*.json': 'templint' } }, null, 2)}\n`);
    write('tsconfig.json', '{\n  // comments, as tsconfig allows\n  "compilerOptions": { "strict": true, "noEmit": true }\n}\n');
    await git('add', 'package.json', 'tsconfig.json');
    const commit = await git('commit', '-m', 'bump the version');
    expect(commit.output).toContain('[COMPLETED] templint');
    expect(commit.code).toBe(0);
    expect((await git('log', '--format=%s', '-1')).output.trim()).toBe('bump the version');
  }, 60_000);

  test('a commit that stages a broken template is refused, naming the rule; the template stays as written', async () => {
    const broken = `${JSON.stringify({ ...MINIMAL_REQUEST, provider_integration_chat_id: '' }, null, 2)}\n`;
    write('templates/welcome.json', broken);
    await git('add', 'templates/welcome.json');
    const commit = await git('commit', '-m', 'break the welcome');
    expect(commit.code).not.toBe(0);
    expect(commit.output).toContain('[FAILED] templint');
    expect(commit.output).toContain('provider-integration-id');
    expect((await git('log', '--format=%s', '-1')).output.trim()).toBe('bump the version');
    expect((await git('show', ':templates/welcome.json')).output).toBe(broken);
  }, 60_000);
});
