// A cache, report or preview path through a file (`--cache-location package.json/x`) names the file in the way,
// where the message gave mkdir's bare EEXIST. Run through the built bin, as users run it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';
import { templint } from './templint-process.test-support.js';

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'templint-write-failure-'));
  writeFileSync(join(dir, 'a.json'), JSON.stringify(MINIMAL_REQUEST));
  writeFileSync(join(dir, 'package.json'), '{"name":"shop"}');
  return dir;
}

describe('a path through a file', () => {
  test('--cache-location package.json/x says package.json is a file, not a folder; the run exits as it would (0), package.json untouched', async () => {
    const dir = scratch();
    const run = await templint(['a.json', '--cache', '--cache-location', 'package.json/x'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`templint: cannot write the cache to "${dir}/package.json/x": "${dir}/package.json" is a file, not a folder (EEXIST).\n`);
    const deeper = await templint(['a.json', '--cache', '--cache-location', 'package.json/x/y'], { cwd: dir });
    expect(deeper.stderr).toContain(`templint: cannot write the cache to "${dir}/package.json/x/y": "${dir}/package.json" is a file, not a folder (ENOTDIR).\n`);
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe('{"name":"shop"}');
  });

  test('-o package.json/report.txt says it the same way, shown as given, exit 2', async () => {
    const dir = scratch();
    const run = await templint(['a.json', '-o', 'package.json/report.txt'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('templint: cannot write the report to "package.json/report.txt": "package.json" is a file, not a folder (EEXIST).\n');
  });

  test('preview -o page.html of two files, page.html a file: each page says page.html is a file, not a folder, exit 2', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'b.json'), JSON.stringify(MINIMAL_REQUEST));
    writeFileSync(join(dir, 'page.html'), 'kept');
    const run = await templint(['preview', 'a.json', 'b.json', '-o', 'page.html'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('templint: cannot write the preview to "page.html/a.html": "page.html" is a file, not a folder (EEXIST).\n');
    expect(run.stderr).toContain('templint: cannot write the preview to "page.html/b.html": "page.html" is a file, not a folder (EEXIST).\n');
    expect(readFileSync(join(dir, 'page.html'), 'utf8')).toBe('kept');
  });
});
