// Where `-o` (and `preview -o`, `--cache-location`) write when the path is no plain file: a link whose end
// has no path (`/dev/stdout` in a pipeline is a link to `pipe:[…]`), a link to a file not made yet, a FIFO
// with or without a reader. Found by QA: `-o /dev/stdout | head` renamed the report over the machine's
// `/dev/stdout`, a dangling link was replaced by a file, and a FIFO held the run until SIGKILL. The bin runs
// in a real process: a pipe, a FIFO and a signal are what is tested. `/dev/stdout` itself is played by a
// link of the test's own to `/proc/self/fd/1`, so no run can replace the machine's.
import { execFileSync, spawn } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { BIN, templint } from './templint-process.test-support.js';

const broken = `${JSON.stringify({ provider_integration_chat_id: 'pi_1', chat_template_data: { chat_template_name: 'hello', chat_language_id: 2, chat_template_category_id: 2, chat_template_bdy: { chat_template_body_value: 'Hi' } } }, null, 2)}\n`;

const root = mkdtempSync(join(tmpdir(), 'templint-output-links-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A fresh folder holding one broken template, `a.json`. */
function folder(name: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'a.json'), broken);
  return dir;
}

/**
 * Runs the bin in a shell pipeline (`templint … | cat`): its standard output a pipe, as in a terminal's
 * pipeline (a child's piped stdio in Node is a socket, which `/proc/self/fd/1` cannot be opened through).
 */
function inPipeline(args: readonly string[], cwd: string): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', 'set -o pipefail; "$0" "$@" | cat', process.execPath, BIN, ...args], { cwd, env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('close', (code) => {
      resolve({ code, stdout });
    });
  });
}

/** Runs the bin in `cwd` until it ends; `whileRunning` gets the process once it has started. */
function runBin(args: readonly string[], cwd: string, whileRunning?: (child: ReturnType<typeof spawn>) => void): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code, signal) => {
      resolve({ code, signal, stdout, stderr });
    });
    whileRunning?.(child);
  });
}

describe('-o through a link', () => {
  test('a link to /proc/self/fd/1 (what /dev/stdout is) in a pipe: the report goes down the pipe and the link stays a link', async () => {
    const dir = folder('stdout-link');
    symlinkSync('/proc/self/fd/1', join(dir, 'stdout'));
    const run = await inPipeline(['-f', 'json', 'a.json', '-o', 'stdout'], dir);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual([expect.objectContaining({ filePath: join(dir, 'a.json'), errorCount: 1 })]);
    expect(lstatSync(join(dir, 'stdout')).isSymbolicLink()).toBe(true);
  });

  test('preview -o a link to /proc/self/fd/1: the page goes down the pipe and the link stays a link', async () => {
    const dir = folder('preview-stdout-link');
    symlinkSync('/proc/self/fd/1', join(dir, 'stdout'));
    const run = await inPipeline(['preview', 'a.json', '-o', 'stdout'], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^<!doctype html>/i);
    expect(lstatSync(join(dir, 'stdout')).isSymbolicLink()).toBe(true);
  });

  test('a link to a file not made yet: the file is made through the link, which stays a link (as ESLint writes it)', async () => {
    const dir = folder('dangling-link');
    mkdirSync(join(dir, 'shared'));
    symlinkSync('shared/report.txt', join(dir, 'report.txt'));
    const run = await templint(['a.json', '-o', 'report.txt'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(lstatSync(join(dir, 'report.txt')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'shared', 'report.txt'), 'utf8')).toContain('chat_template_bdy');
  });
});

describe('-o and --cache-location naming a FIFO', () => {
  test('a FIFO with a reader gets the report', async () => {
    const dir = folder('fifo-read');
    execFileSync('mkfifo', [join(dir, 'report.fifo')]);
    let received = '';
    const [run] = await Promise.all([
      templint(['-f', 'json', 'a.json', '-o', 'report.fifo'], { cwd: dir }),
      new Promise<void>((resolve) => {
        // Reading a FIFO waits for its writer: the reader is in a process of its own.
        const reader = spawn('cat', [join(dir, 'report.fifo')], { stdio: ['ignore', 'pipe', 'ignore'] });
        reader.stdout.on('data', (chunk: Buffer) => (received += chunk.toString()));
        reader.on('close', () => {
          resolve();
        });
      }),
    ]);
    expect(run.code).toBe(1);
    expect(JSON.parse(received)).toEqual([expect.objectContaining({ errorCount: 1 })]);
  });

  test('a FIFO no one reads holds the run until SIGTERM, which ends it (only SIGKILL did)', async () => {
    const dir = folder('fifo-unread');
    execFileSync('mkfifo', [join(dir, 'report.fifo')]);
    let stillWaiting: boolean | undefined;
    const run = await runBin(['a.json', '-o', 'report.fifo'], dir, (child) => {
      // Time enough to lint one file and reach the FIFO; a slower machine sends the signal sooner in the run,
      // which ends it as well.
      setTimeout(() => {
        stillWaiting = child.exitCode === null;
        child.kill('SIGTERM');
      }, 1500);
    });
    expect(stillWaiting).toBe(true);
    expect(run.signal).toBe('SIGTERM');
    expect(statSync(join(dir, 'report.fifo')).isFIFO()).toBe(true);
  });

  test('a FIFO as the cache is no cache: the run ends with its own exit code and says so, the FIFO left as it is', async () => {
    const dir = folder('fifo-cache');
    execFileSync('mkfifo', [join(dir, 'cache.fifo')]);
    const run = await templint(['a.json', '--cache', '--cache-location', 'cache.fifo'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('chat_template_bdy');
    expect(run.stderr).toContain('the file there is not a templint cache: it is left as it is; name another --cache-location');
    expect(statSync(join(dir, 'cache.fifo')).isFIFO()).toBe(true);
  });
});
