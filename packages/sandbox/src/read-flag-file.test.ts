import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_SETTINGS_FILE_BYTES } from '@templint/core/internal';
import { afterAll, describe, expect, test } from 'vitest';
import { readFlagFile } from './read-flag-file.js';

const folder = mkdtempSync(join(tmpdir(), 'templint-sandbox-catalog-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('readFlagFile', () => {
  test('reads a regular file as UTF-8 text, without its byte-order mark', () => {
    const file = join(folder, 'catalog.json');
    writeFileSync(file, '\uFEFF{"languages": ["Français"]}');
    expect(readFlagFile(file)).toEqual({ text: '{"languages": ["Français"]}' });
  });

  test('refuses a FIFO at once instead of waiting for a writer', () => {
    const fifo = join(folder, 'fifo.json');
    execFileSync('mkfifo', [fifo]);
    expect(readFlagFile(fifo)).toEqual({ problem: 'not a regular file: only regular files are read' });
  });

  test('refuses a device that never ends, and a folder', () => {
    expect(readFlagFile('/dev/zero')).toEqual({ problem: 'not a regular file: only regular files are read' });
    expect(readFlagFile(folder)).toEqual({ problem: 'cannot read the file: it is a folder' });
  });

  test('refuses a file past the settings limit, a missing file and bytes that are not UTF-8', () => {
    const big = join(folder, 'big.json');
    writeFileSync(big, '');
    truncateSync(big, MAX_SETTINGS_FILE_BYTES + 1);
    expect(readFlagFile(big)).toEqual({ problem: 'the file is larger than 64 MiB, the most the sandbox reads from it' });
    expect(readFlagFile(join(folder, 'missing.json'))).toEqual({ problem: 'cannot read the file (ENOENT)' });
    const latin1 = join(folder, 'latin1.json');
    writeFileSync(latin1, Buffer.from([0x22, 0xe7, 0x22]));
    expect(readFlagFile(latin1)).toEqual({ problem: 'not valid UTF-8' });
  });

  test('docs/client.md states the limit the reader keeps', () => {
    const doc = readFileSync(new URL('../../../docs/client.md', import.meta.url), 'utf8');
    expect(doc).toContain(`a regular file of at most ${String(MAX_SETTINGS_FILE_BYTES / 1024 / 1024)} MiB`);
  });
});
