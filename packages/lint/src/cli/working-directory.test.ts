// The CLI run from a folder that no longer exists: a real subprocess of bin/templint.js (the built dist).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';

const BIN = fileURLToPath(new URL('../../bin/templint.js', import.meta.url));

describe('the working directory', () => {
  test('one removed while the shell stood in it is said in one line, exit 2, not an internal error', () => {
    const root = mkdtempSync(join(tmpdir(), 'templint-cwd-'));
    const file = join(root, 'a.json');
    writeFileSync(file, JSON.stringify(MINIMAL_REQUEST));
    // The shell enters the folder, removes it, then starts templint there (as after `git checkout` or `rm -rf`).
    const gone = join(root, 'gone');
    const result = spawnSync('sh', ['-c', 'mkdir "$1" && cd "$1" && rmdir "$1" && exec "$2" "$3" "$4"', 'sh', gone, process.execPath, BIN, file], { encoding: 'utf8' });
    expect(result.stderr).toBe('templint: cannot read the working directory (ENOENT: it was removed or renamed); cd to a folder that exists and run templint again.\n');
    expect(result.stdout).toBe('');
    expect(result.status).toBe(2);
  });
});
