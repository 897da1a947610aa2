// Test support: a scratch folder holding given files, as a user's repository would (never shipped).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new folder under the system's temporary folder holding these files by relative path (folders made as needed). */
export function scratchFolder(prefix: string, files: Readonly<Record<string, string>>): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
