// What a run of the CLI reads and writes through: the process in `main.ts`, buffers and injected faults in
// tests. Its own file, so the subcommands (init, catalog pull, preview) and the run share it without
// importing each other.
import type { ColorStream } from './color.js';
import type { CliFileSystem } from './file-system.js';

/** Where the CLI reads and writes; the real process in `main.ts`, buffers in tests. */
export interface CliIo {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: { write(text: string): unknown } & ColorStream;
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean };
  /**
   * Standard input's bytes, read to its end or until more than `maxBytes` came (then at most
   * `maxBytes + 1` are returned, and the rest is never read); undefined when it is a terminal.
   */
  readonly readStdin: ((maxBytes: number) => Promise<Uint8Array>) | undefined;
  /**
   * Whether standard input is a pipe or a file, read when no file is named; false for a device such as
   * /dev/null (a cron job, `docker run` without `-i`), which `-` or `--stdin` still reads. True when not said.
   */
  readonly stdinPiped?: boolean;
  readonly version: string;
  /** The file system the run reads, walks and writes (the real one unless a test injects faults). */
  readonly fs?: CliFileSystem;
  /** `fetch` for `catalog pull` and `init` (the global one unless a test gives another). */
  readonly fetch?: typeof fetch;
  /**
   * Gives the process what to do on SIGINT, SIGTERM or SIGHUP before it ends, while worker threads lint
   * and write files: `stop` asks them to finish the file in hand and start no other, and resolves when
   * they have. Returns the function that takes it back. Absent in tests that send no signal.
   */
  readonly onInterrupt?: (stop: () => Promise<void>) => () => void;
}

