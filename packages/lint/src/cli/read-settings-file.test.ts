// One reader for every settings file (issue 21 point 9): a FIFO blocked the run forever and /dev/zero grew
// to gigabytes when named as the config, the catalog, the existing names, the Flow ids or `--config`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { MAX_GLOB_LENGTH } from './file-filter.js';
import { MAX_SETTINGS_FILE_BYTES, readSettingsFile } from '../read/read-settings-file.js';
import { templintInProcess } from './templint-in-process.test-support.js';

let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'templint-settings-files-'));
  execFileSync('mkfifo', [join(dir, 'fifo.json')]);
  symlinkSync('/dev/zero', join(dir, 'zero.json'));
  writeFileSync(join(dir, 'a.json'), '{}');
});

describe('readSettingsFile', () => {
  test('refuses a FIFO and a character device before reading a byte', () => {
    expect(readSettingsFile(join(dir, 'fifo.json'))).toEqual({ problem: 'not a regular file (a FIFO): only regular files are read as settings' });
    expect(readSettingsFile(join(dir, 'zero.json'))).toEqual({ problem: 'not a regular file (a character device): only regular files are read as settings' });
  });

  test('refuses a file past the bound, reading at most one byte more', () => {
    const big = join(dir, 'big.json');
    // A sparse file: its size without writing (or holding) the bytes.
    writeFileSync(big, '[');
    truncateSync(big, MAX_SETTINGS_FILE_BYTES + 1);
    expect(readSettingsFile(big)).toEqual({ problem: `the file is larger than ${String(MAX_SETTINGS_FILE_BYTES / 1024 / 1024)} MiB, the most templint reads from it` });
  });

  test('refuses UTF-16 with where and why; accepts a UTF-8 byte-order mark', () => {
    const utf16 = join(dir, 'utf16.json');
    writeFileSync(utf16, Buffer.from('\uFEFF["a"]', 'utf16le'));
    expect(readSettingsFile(utf16)).toMatchObject({ problem: expect.stringMatching(/^the file is not valid UTF-8: byte 0xFF at line 1, column 1 .*UTF-16/) as unknown });
    const bom = join(dir, 'bom.json');
    writeFileSync(bom, '\uFEFF["a"]');
    expect(readSettingsFile(bom)).toEqual({ value: ['a'], text: '["a"]' });
  });

  test('a missing file and bad JSON are named', () => {
    expect(readSettingsFile(join(dir, 'missing.json'))).toEqual({ problem: 'cannot read the file (ENOENT)' });
    writeFileSync(join(dir, 'bad.json'), '{');
    expect(readSettingsFile(join(dir, 'bad.json'))).toMatchObject({ problem: expect.stringMatching(/^not valid JSON/) as unknown });
    // Where, as an editor shows it: a line and column, not an offset.
    writeFileSync(join(dir, 'trailing-comma.json'), '{\n  "files": ["templates/**/*.json"],\n}\n');
    const trailing = readSettingsFile(join(dir, 'trailing-comma.json'));
    expect('problem' in trailing ? trailing.problem : '').toMatch(/^not valid JSON \(.+ at line 3, column 1\)$/);
  });

  test('a comment or an unquoted word is placed too (V8 gives no position for them, only the file\'s first lines as they are)', () => {
    writeFileSync(join(dir, 'comment.json'), '{\n  "ignores": ["old/"],\n  "files": // the templates\n    ["templates/**/*.json"]\n}\n');
    expect(readSettingsFile(join(dir, 'comment.json'))).toEqual({ problem: "not valid JSON (Unexpected character '/' found at line 3, column 12)" });
    writeFileSync(join(dir, 'word.json'), '{\n  "rules": {\n    "template-name-format": off\n  }\n}\n');
    expect(readSettingsFile(join(dir, 'word.json'))).toEqual({ problem: "not valid JSON (Unexpected character 'o' found at line 3, column 29)" });
  });
});

describe('every settings file of the CLI goes through it', () => {
  test.each([
    ['--config', ['a.json', '--config', 'fifo.json'], 'fifo.json: not a regular file (a FIFO)'],
    ['--config /dev/zero', ['a.json', '--config', 'zero.json'], 'zero.json: not a regular file (a character device)'],
    ['--catalog', ['a.json', '--catalog', 'fifo.json'], 'fifo.json: not a regular file (a FIFO)'],
    ['--existing-names', ['a.json', '--existing-names', 'zero.json'], 'zero.json: not a regular file (a character device)'],
    ['--flow-ids', ['a.json', '--flow-ids', 'fifo.json'], 'fifo.json: not a regular file (a FIFO)'],
  ])('%s', async (_name, args, message) => {
    const run = await templintInProcess(args, { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`templint: ${message}`);
  });

  test.each([['catalog'], ['existingTemplateNames'], ['flowIds']])('the config\'s %s naming a FIFO', async (key) => {
    const configured = mkdtempSync(join(dir, 'config-'));
    writeFileSync(join(configured, 'templint.config.json'), JSON.stringify({ [key]: '../fifo.json' }));
    const run = await templintInProcess(['../a.json'], { cwd: configured });
    expect(run).toMatchObject({ code: 2, stderr: expect.stringContaining('../fifo.json: not a regular file (a FIFO)') as unknown });
  });

  test('a templint.config.json that is a FIFO, found by the upward search', async () => {
    const found = mkdtempSync(join(dir, 'found-'));
    execFileSync('mkfifo', [join(found, 'templint.config.json')]);
    const run = await templintInProcess(['../a.json'], { cwd: found });
    expect(run).toMatchObject({ code: 2, stderr: expect.stringContaining('templint.config.json: not a regular file (a FIFO)') as unknown });
  });

  test.each([
    ['to a missing file (a shared config not checked out)', '../shared/templint.config.json', 'ENOENT'],
    ['to itself', 'templint.config.json', 'ELOOP'],
  ])('a templint.config.json that is a symbolic link %s is the folder\'s config, and an error', async (_name, target, code) => {
    // It was passed over in silence: the run took the config of a folder above, or none, and exited 0.
    const linked = mkdtempSync(join(dir, 'linked-'));
    symlinkSync(target, join(linked, 'templint.config.json'));
    writeFileSync(join(linked, 'a.json'), '{}');
    const said = `templint: templint.config.json: cannot read the file (${code})\n`;
    expect(await templintInProcess(['a.json'], { cwd: linked })).toMatchObject({ code: 2, stdout: '', stderr: said });
    // `preview` (and `catalog pull`, for its catalogMapping) look the config up the same way.
    expect(await templintInProcess(['preview', 'a.json'], { cwd: linked })).toMatchObject({ code: 2, stdout: '', stderr: said });
  });
});

describe('glob length (issue 21 point 17)', () => {
  test('a config `files` glob of 60,000 slashes is a settings error, not an internal one with the regex', async () => {
    const configured = mkdtempSync(join(dir, 'glob-'));
    writeFileSync(join(configured, 'templint.config.json'), JSON.stringify({ files: ['/'.repeat(60_000)] }));
    writeFileSync(join(configured, 'x.json'), '{}');
    const run = await templintInProcess(['.'], { cwd: configured });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`files: cannot use the glob "${'/'.repeat(80)}..." (60000 characters; the most is ${String(MAX_GLOB_LENGTH)})`);
    expect(run.stderr.length).toBeLessThan(1000);
  });

  test('a glob of exactly the most is compiled and matched', async () => {
    const configured = mkdtempSync(join(dir, 'glob-'));
    writeFileSync(join(configured, 'templint.config.json'), JSON.stringify({ files: [`${'*/'.repeat((MAX_GLOB_LENGTH - 6) / 2)}*.json`.padStart(MAX_GLOB_LENGTH, '*')] }));
    writeFileSync(join(configured, 'x.json'), '{}');
    const run = await templintInProcess(['.'], { cwd: configured });
    expect(run.stderr).not.toContain('cannot use the glob');
  });

  test('a command-line glob past the most is a fault of that pattern, not an internal error', async () => {
    const run = await templintInProcess([`${'*/'.repeat(MAX_GLOB_LENGTH)}*.json`], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).not.toContain('internal error');
    expect(run.stdout).toContain('ENAMETOOLONG');
  });
});
