// User-timing entries around the work a typing pause brings (the validation, the preview, the lint pass):
// DevTools' Performance panel shows them by name, and `pnpm bench` (section g) reads them from the page.
// Only the last entry of each name is kept, so a long session does not pile them up.

/** What the playground's timed work is called in the page's performance timeline. */
export type TimingName = 'templint:validate' | 'templint:preview' | 'templint:lint';

/** Runs `work` and records its duration as a `performance.measure` entry named `name`. */
export function timed<T>(name: TimingName, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    performance.clearMeasures(name);
    performance.measure(name, { start, end: performance.now() });
  }
}
