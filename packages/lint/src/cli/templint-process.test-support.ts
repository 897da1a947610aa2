// Test support: runs the built bin (bin/templint.js, as users run it) in a subprocess with a clean
// environment (never shipped: see package.json "files").
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The bin the package publishes. */
export const BIN: string = fileURLToPath(new URL('../../bin/templint.js', import.meta.url));

/** What a run printed and its exit code. */
export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `templint ...args` in `cwd` with only PATH and the given variables set. */
export function templint(args: readonly string[], options: { cwd: string; input?: string; env?: Record<string, string> }): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [BIN, ...args], { cwd: options.cwd, env: { PATH: process.env.PATH ?? '', ...options.env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
    if (options.input !== undefined) child.stdin?.end(options.input);
    else child.stdin?.end();
  });
}
