import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { bundleIsCurrent } from './entry.js';

const dir = mkdtempSync(join(tmpdir(), 'templint-entry-'));

/** A file modified at `seconds` (since the epoch). */
function file(name: string, seconds: number): URL {
  const path = join(dir, name);
  writeFileSync(path, '');
  utimesSync(path, seconds, seconds);
  return pathToFileURL(path);
}

describe('bundleIsCurrent', () => {
  test('takes a bundle made after both builds', () => {
    expect(bundleIsCurrent(file('a.bundle.js', 300), [file('a-lint', 100), file('a-core', 200)])).toBe(true);
  });

  test('passes a bundle by when either build is newer (a `tsc -b` without the bundle step)', () => {
    expect(bundleIsCurrent(file('b.bundle.js', 150), [file('b-lint', 100), file('b-core', 200)])).toBe(false);
    expect(bundleIsCurrent(file('c.bundle.js', 150), [file('c-lint', 200), file('c-core', 100)])).toBe(false);
  });

  test('passes by a missing bundle', () => {
    expect(bundleIsCurrent(pathToFileURL(join(dir, 'none.bundle.js')), [file('d-lint', 100)])).toBe(false);
  });

  test('takes the bundle when there is no build info to compare (an installed package)', () => {
    expect(bundleIsCurrent(file('e.bundle.js', 100), [pathToFileURL(join(dir, 'no-build-info'))])).toBe(true);
  });
});
