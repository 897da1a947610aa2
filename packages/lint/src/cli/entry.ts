// Which module the `templint` process loads for its work: the one-file bundle (scripts/bundle-cli.mjs)
// when it is up to date, else the modules `tsc -b` wrote. Loading one file instead of some 150 is most of
// a small run's start-up; a bundle older than the last build would run stale code, so it is then passed by.
import { statSync } from 'node:fs';

/** The bundle, beside this module in dist/cli/. */
export const BUNDLE: URL = new URL('./run.bundle.js', import.meta.url);

/**
 * True when the bundle exists and no build it was made from is newer: `builds` are the build-info files
 * `tsc -b` rewrites whenever it rebuilds lint or core (absent in an installed package: nothing to compare).
 */
export function bundleIsCurrent(bundle: URL, builds: readonly URL[]): boolean {
  const made = modifiedAt(bundle);
  if (made === undefined) return false;
  return builds.every((build) => (modifiedAt(build) ?? Number.NEGATIVE_INFINITY) <= made);
}

/** The build-info files of lint and of the core it imports (lint's alone if core cannot be resolved here). */
export function buildInfoFiles(): URL[] {
  const lint = new URL('../.tsbuildinfo', import.meta.url);
  try {
    return [lint, new URL('./.tsbuildinfo', import.meta.resolve('@templint/core'))];
  } catch {
    return [lint];
  }
}

function modifiedAt(file: URL): number | undefined {
  return statSync(file, { throwIfNoEntry: false })?.mtimeMs;
}
