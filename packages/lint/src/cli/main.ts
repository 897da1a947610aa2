// The `templint` process: wires the real streams to runCli.
import { fstatSync, readFileSync } from 'node:fs';

const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const argv = process.argv.slice(2);

// A reader that stops early (`templint ... | head`, or `2>&1 | head`) is not an error of ours: the run goes
// on unheard (a closed stream takes writes without a word) and ends with its own exit code. It ended at the
// error with exit code 0 when the run had not set one yet, so a run with errors under `| head` passed a
// pipeline with `set -o pipefail`. A write that fails otherwise (a full disk under `> report.sarif`) is a
// fault of the run: said in one line on standard error, exit 2, as `-o` says it (it threw with a stack
// trace and exit 1, leaving a cut report).
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') return;
    if (stream === process.stdout) process.stderr.write(`templint: cannot write the report to standard output (${error.code ?? error.message}).\n`);
    process.exit(2);
  });
}

// SIGINT, SIGTERM and SIGHUP wait for the file being written: a handler runs between the synchronous steps
// of a write (temporary file, flush, rename), never inside one, so a kill leaves no hidden temporary copy
// and no half-written file. Worker threads (--concurrency) write on their own: the run gives a `stop` that
// lets each finish its file first. Then the signal is raised again, and the process ends as it would
// have; a second signal meanwhile ends it at once.
const onInterrupt = handleInterrupts();

function handleInterrupts(): (stop: () => Promise<void>) => () => void {
  let stopWork: (() => Promise<void>) | undefined;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      const raise = (): void => {
        process.kill(process.pid, signal);
      };
      if (stopWork === undefined) raise();
      else void stopWork().then(raise, raise);
    });
  }
  return (stop) => {
    stopWork = stop;
    return () => {
      if (stopWork === stop) stopWork = undefined;
    };
  };
}

/** Standard input is a pipe, a socket or a file (`< payload.json`), not a terminal or a device. */
function stdinIsPiped(): boolean {
  try {
    const stats = fstatSync(0);
    return stats.isFIFO() || stats.isFile() || stats.isSocket();
  } catch {
    return false;
  }
}

/** Standard input's bytes, up to one past `maxBytes`: an endless input is cut there, not held whole. */
async function readStdin(maxBytes: number): Promise<Uint8Array> {
  // Node reads a folder given as standard input (`templint --stdin < dir`) as empty text, without an error.
  if (fstatSync(0).isDirectory()) throw new Error('it is a folder');
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    // Leaving the loop ends the stream: the rest is never read.
    if (length > maxBytes) break;
  }
  return Buffer.concat(chunks, Math.min(length, maxBytes + 1));
}

/**
 * The working directory, or why there is none: a shell left standing in a folder that a checkout or an
 * `rm -rf` removed makes `process.cwd()` throw ENOENT (it said "internal error" with a stack trace).
 */
function workingDirectory(): string | NodeJS.ErrnoException {
  try {
    return process.cwd();
  } catch (error) {
    return error as NodeJS.ErrnoException;
  }
}

async function main(): Promise<number> {
  // `templint --version` answers before loading the rules: start-up is what it measures.
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
    process.stdout.write(`v${version}\n`);
    return 0;
  }
  // The CLI's work is one module (and the chunks it loads) that the build bundles (scripts/bundle-cli.mjs): Node loads a few files
  // instead of some 150. It is the only way the bin runs, in the published package and in the tests.
  const cwd = workingDirectory();
  if (typeof cwd !== 'string') {
    process.stderr.write(`templint: cannot read the working directory (${cwd.code === 'ENOENT' ? 'ENOENT: it was removed or renamed' : (cwd.code ?? cwd.message)}); cd to a folder that exists and run templint again.\n`);
    return 2;
  }
  const { runCli } = (await import(new URL('./run.bundle.js', import.meta.url).href)) as typeof import('./run.js');
  return runCli(argv, {
    cwd,
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
    readStdin: process.stdin.isTTY ? undefined : readStdin,
    stdinPiped: stdinIsPiped(),
    version,
    onInterrupt,
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`templint: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  },
);
