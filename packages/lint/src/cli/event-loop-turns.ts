// A run lints file after file synchronously: without a turn of the event loop, a signal's handler
// (main.ts) ran only once every file was linted, so Ctrl-C on a long run waited for its end, and --fix wrote
// every file first (found by QA: 12,000 files, SIGINT at 0.4 s, exit at the run's end).

/** How long a run may go without letting the event loop turn (a signal handled within about this). */
export const TURN_INTERVAL_MS = 50;

/**
 * A function to await between two files: a turn of the event loop (`setImmediate`) once `intervalMs` have
 * passed since the last one, else nothing. Between files, never inside a write.
 */
export function eventLoopTurns(intervalMs: number = TURN_INTERVAL_MS): () => Promise<void> | undefined {
  let last = performance.now();
  return () => {
    const now = performance.now();
    if (now - last < intervalMs) return undefined;
    last = now;
    return new Promise((resolve) => {
      setImmediate(resolve);
    });
  };
}
