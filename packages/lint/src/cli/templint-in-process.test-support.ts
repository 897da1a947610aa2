// Test support: runs `templint` in this process, runCli with buffers for its streams, for tests of what a
// command does without a process start each (cli.test.ts runs the bin itself). Never shipped (package.json "files").
import { readFileSync } from 'node:fs';
import { runCli } from './run.js';
import type { Run } from './templint-process.test-support.js';

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Runs `templint ...args` in `cwd` with only the given variables as its environment. */
export async function templintInProcess(args: readonly string[], options: { cwd: string; input?: string; env?: Record<string, string> }): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const input = options.input === undefined ? undefined : new TextEncoder().encode(options.input);
  const code = await runCli(args, {
    cwd: options.cwd,
    env: { ...options.env },
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    readStdin: input === undefined ? undefined : (maxBytes) => Promise.resolve(input.subarray(0, maxBytes + 1)),
    version: VERSION,
  });
  return { code, stdout, stderr };
}
