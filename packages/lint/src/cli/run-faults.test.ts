// The CLI under faults, in process: runCli with buffers for streams and a file system that fails on
// purpose (a full disk, a folder that cannot be listed, an edit saved while --fix writes). Tests run as
// root here, where chmod 000 does not stop a read, so unreadable folders are made by the injected layer.
import { execFileSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { defaultCatalog } from '@templint/core';
import { describe, expect, test } from 'vitest';
import type { LintResult } from '../lint-result.js';
import { nodeFileSystem, type CliFileSystem } from './file-system.js';
import { MAX_LINTED_FILE_BYTES } from '../read/read-file.js';
import { MAX_STDIN_BYTES, runCli, type CliIo } from './run.js';

const fixable = `{
  "provider_integration_chat_id": "pi_1",
  "chat_template_data": {
    "chat_template_name": "hello",
    "chat_language_id": 2,
    "chat_template_category_id": 2,
    "chat_template_bdy": { "chat_template_body_value": "Hi" }
  }
}
`;
const fixed = fixable.replace('"chat_template_bdy"', '"chat_template_body"');
const valid = fixed;

interface Outcome {
  readonly code: number;
  readonly results: LintResult[];
  readonly stderr: string;
}

async function run(args: string[], cwd: string, options: { fs?: CliFileSystem; stdin?: Uint8Array; onStdin?: () => void } = {}): Promise<Outcome> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    cwd,
    env: {},
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    readStdin:
      options.stdin === undefined
        ? undefined
        : (maxBytes) => {
            options.onStdin?.();
            return Promise.resolve((options.stdin ?? new Uint8Array()).subarray(0, maxBytes + 1));
          },
    version: '0.0.0',
    ...(options.fs ? { fs: options.fs } : {}),
  };
  const code = await runCli([...args, '-f', 'json'], io);
  return { code, results: JSON.parse(stdout) as LintResult[], stderr };
}

function scratch(files: Record<string, string | Uint8Array> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'templint-faults-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

function failing(code: string): Error {
  return Object.assign(new Error(`${code}: injected`), { code });
}

/** Only the user's files: no temporary file left behind. */
function namesIn(dir: string): string[] {
  return readdirSync(dir).sort();
}

describe('--fix writes atomically', () => {
  test('keeps the file’s mode and fixes it', async () => {
    const dir = scratch({ 'a.json': fixable });
    chmodSync(join(dir, 'a.json'), 0o640);
    const outcome = await run(['a.json', '--fix'], dir);
    expect(outcome.code).toBe(0);
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe(fixed);
    expect(statSync(join(dir, 'a.json')).mode & 0o7777).toBe(0o640);
    expect(namesIn(dir)).toEqual(['a.json']);
  });

  test('writes through a symbolic link to the file it names, keeping the link', async () => {
    const dir = scratch({ 'real.json': fixable });
    mkdirSync(join(dir, 'links'));
    symlinkSync(join(dir, 'real.json'), join(dir, 'links', 'a.json'));
    expect((await run(['links/a.json', '--fix'], dir)).code).toBe(0);
    expect(lstatSync(join(dir, 'links', 'a.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'real.json'), 'utf8')).toBe(fixed);
  });

  // A temporary file refused (EACCES) is a folder that is not writable: said so, as the file itself may be.
  const unwritableFolder = 'Cannot write the fixed file (EACCES): its folder is not writable, and templint writes a fixed file beside it first, so a failure never leaves half a file; the file is unchanged.';
  for (const [call, code, message] of [
    ['writeSync', 'ENOSPC', undefined],
    ['openSync', 'EACCES', unwritableFolder],
    ['openSync', 'EROFS', undefined],
    ['fsyncSync', 'EIO', undefined],
    ['renameSync', 'EXDEV', undefined],
  ] as const) {
    test(`a failing ${call} (${code}) leaves the original whole, removes the temporary file and exits 2 naming the file`, async () => {
      const dir = scratch({ 'a.json': fixable });
      const fs: CliFileSystem = {
        ...nodeFileSystem,
        // openSync fails only for the temporary file (the one created), so the original is still read.
        [call]: (...args: unknown[]) => {
          if (call !== 'openSync' || String(args[0]).endsWith('.tmp')) throw failing(code);
          return (nodeFileSystem.openSync as (...rest: unknown[]) => number)(...args);
        },
      };
      const outcome = await run(['a.json', '--fix'], dir, { fs });
      expect(outcome.code).toBe(2);
      expect(outcome.results).toMatchObject([{ filePath: join(dir, 'a.json'), fatalErrorCount: 1, messages: [{ fatal: true, message: message ?? `Cannot write the fixed file (${code}); the file is unchanged.` }] }]);
      expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe(fixable);
      expect(namesIn(dir)).toEqual(['a.json']);
    });
  }

  test('a read-only file is not fixed (the rename alone would replace it): exit 2 naming the error, the file as it was', async () => {
    // Tests run as root, whom write(2) lets write a read-only file: the refusal is injected as a user meets it.
    const dir = scratch({ 'a.json': fixable });
    chmodSync(join(dir, 'a.json'), 0o444);
    const fs: CliFileSystem = {
      ...nodeFileSystem,
      canWriteSync: (path) => {
        if ((nodeFileSystem.statSync(path).mode & 0o222) === 0) throw failing('EACCES');
      },
    };
    const outcome = await run(['a.json', '--fix'], dir, { fs });
    expect(outcome.code).toBe(2);
    expect(outcome.results[0]?.messages[0]?.message).toBe('Cannot write the fixed file (EACCES); the file is unchanged.');
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe(fixable);
    expect(statSync(join(dir, 'a.json')).mode & 0o7777).toBe(0o444);
    expect(namesIn(dir)).toEqual(['a.json']);
  });

  test('an edit saved while --fix writes is kept, and the run exits 2 saying so', async () => {
    const dir = scratch({ 'a.json': fixable });
    const edited = fixable.replace('"Hi"', '"Hello from the editor"');
    const fs: CliFileSystem = {
      ...nodeFileSystem,
      fsyncSync: (fd) => {
        nodeFileSystem.fsyncSync(fd);
        writeFileSync(join(dir, 'a.json'), edited);
      },
    };
    const outcome = await run(['a.json', '--fix'], dir, { fs });
    expect(outcome.code).toBe(2);
    expect(outcome.results[0]?.messages[0]?.message).toBe('The file changed after templint read it: the fixes were not written (run --fix again).');
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe(edited);
    expect(namesIn(dir)).toEqual(['a.json']);
  });

  test('a same-size edit that keeps the modification time is caught by comparing the content', async () => {
    const dir = scratch({ 'a.json': fixable });
    const path = join(dir, 'a.json');
    const edited = fixable.replace('"Hi"', '"Yo"');
    const fs: CliFileSystem = {
      ...nodeFileSystem,
      fsyncSync: (fd) => {
        nodeFileSystem.fsyncSync(fd);
        const { atime, mtime } = statSync(path);
        writeFileSync(path, edited);
        utimesSync(path, atime, mtime);
      },
    };
    const outcome = await run(['a.json', '--fix'], dir, { fs });
    expect(outcome.code).toBe(2);
    expect(readFileSync(path, 'utf8')).toBe(edited);
  });
});

describe('text that is not UTF-8', () => {
  // A latin-1 é (0xE9) inside the template name, on line 4.
  const bytes = Buffer.from(fixable.replace('"hello"', '"caf\u00e9"'), 'latin1');

  test('is a fatal problem with the line, column and byte offset of the bad byte, and --fix leaves it alone', async () => {
    const dir = scratch({ 'a.json': bytes });
    for (const args of [['a.json'], ['a.json', '--fix']]) {
      const outcome = await run(args, dir);
      // A lint problem of the file, as ESLint counts a parse error: exit 1 (issue 20; it was 2).
      expect(outcome.code).toBe(1);
      const offset = bytes.indexOf(0xe9);
      expect(outcome.results[0]?.messages).toEqual([
        {
          ruleId: null,
          fatal: true,
          severity: 2,
          message: `The file is not valid UTF-8: byte 0xE9 at line 4, column 31 (byte offset ${String(offset)}). Save it as UTF-8; templint does not read or rewrite other encodings.`,
          line: 4,
          column: 31,
        },
      ]);
      expect(readFileSync(join(dir, 'a.json')).equals(bytes)).toBe(true);
    }
  });

  test('a walk reports a UTF-16 or latin-1 file that names a request as a fatal problem, and passes over one that does not', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(fixable, 'utf16le')]);
    const notOurs = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"name": "a package"}', 'utf16le')]);
    const dir = scratch({ 'powershell.json': utf16, 'latin1.json': bytes, 'other.json': notOurs });
    for (const args of [['.'], ['.', '--fix']]) {
      const outcome = await run(args, dir);
      expect(outcome.code).toBe(1);
      expect(outcome.results.map((result) => result.filePath).sort()).toEqual([join(dir, 'latin1.json'), join(dir, 'powershell.json')]);
      expect(outcome.results.find((result) => result.filePath.endsWith('powershell.json'))?.messages[0]).toMatchObject({
        fatal: true,
        message: expect.stringContaining("It starts with a UTF-16 byte-order mark (as PowerShell's `>` writes).") as unknown,
      });
      expect(readFileSync(join(dir, 'powershell.json')).equals(utf16)).toBe(true);
      expect(readFileSync(join(dir, 'latin1.json')).equals(bytes)).toBe(true);
    }
  });

  test('on standard input too', async () => {
    const outcome = await run(['-'], scratch(), { stdin: bytes });
    expect(outcome.code).toBe(1);
    expect(outcome.results[0]?.messages[0]).toMatchObject({ fatal: true, line: 4, column: 31 });
  });

  test('a byte-order mark is accepted, positions start after it, and --fix keeps it', async () => {
    const dir = scratch({ 'a.json': `\uFEFF${fixable}` });
    const linted = await run(['a.json'], dir);
    expect(linted.results[0]?.messages.find((message) => message.ruleId === 'unknown-field')).toMatchObject({ line: 7, column: 5 });
    expect((await run(['a.json', '--fix'], dir)).code).toBe(0);
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe(`\uFEFF${fixed}`);
  });
});

describe('walk faults are reported, never skipped', () => {
  const unreadable = (name: string): CliFileSystem => ({
    ...nodeFileSystem,
    readdirSync: (path) => {
      if (path.endsWith(name)) throw failing('EACCES');
      return nodeFileSystem.readdirSync(path);
    },
  });

  test('a file whose name is not UTF-8 (`lat\\xe9.json`, from a Latin-1 system) is said to be so, not missing, and the other files are linted', async () => {
    const dir = scratch({ 'good.json': valid });
    // Node.js lists the name with U+FFFD for the byte, a name it cannot open again: it read as ENOENT.
    writeFileSync(Buffer.concat([Buffer.from(`${dir}/lat`), Buffer.from([0xe9]), Buffer.from('.json')]), valid);
    const outcome = await run(['.'], dir);
    expect(outcome.code).toBe(2);
    expect(outcome.results.map((result) => [result.filePath.slice(dir.length + 1), result.fatalErrorCount])).toEqual([
      ['good.json', 0],
      ['lat\uFFFD.json', 1],
    ]);
    expect(outcome.results[1]?.messages.map((message) => message.message)).toEqual(['Cannot read the file: its name is not valid UTF-8 (shown with \uFFFD), and Node.js cannot open it by that name; rename it.']);
  });

  test('an unreadable subdirectory exits 2 naming it (it used to pass in silence)', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'payloads', 'locked'), { recursive: true });
    writeFileSync(join(dir, 'payloads', 'good.json'), valid);
    const outcome = await run(['payloads'], dir, { fs: unreadable('locked') });
    expect(outcome.code).toBe(2);
    expect(outcome.results).toMatchObject([
      { filePath: join(dir, 'payloads', 'good.json'), errorCount: 0 },
      { filePath: join(dir, 'payloads', 'locked'), messages: [{ fatal: true, message: 'Cannot read the directory (EACCES).' }] },
    ]);
  });

  test('an unreadable directory named on the command line is reported as unreadable, not as no match', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'locked'));
    const outcome = await run(['locked'], dir, { fs: unreadable('locked') });
    expect(outcome.code).toBe(2);
    expect(outcome.results).toMatchObject([{ filePath: join(dir, 'locked'), messages: [{ message: 'Cannot read the directory (EACCES).' }] }]);
  });

  test('a FIFO and a link to /dev/zero named *.json are refused as not regular files, without blocking or reading', async () => {
    const dir = scratch({ 'good.json': valid });
    execFileSync('mkfifo', [join(dir, 'x.json')]);
    symlinkSync('/dev/zero', join(dir, 'z.json'));
    const outcome = await run(['.'], dir);
    expect(outcome.code).toBe(2);
    expect(outcome.results).toMatchObject([
      { filePath: join(dir, 'good.json'), errorCount: 0 },
      { filePath: join(dir, 'x.json'), messages: [{ fatal: true, message: 'Not a regular file (a FIFO): only regular files are linted.' }] },
      { filePath: join(dir, 'z.json'), messages: [{ fatal: true, message: 'Not a regular file (a character device): only regular files are linted.' }] },
    ]);
  });

  test('a FIFO named on the command line is refused too', async () => {
    const dir = scratch();
    execFileSync('mkfifo', [join(dir, 'x.json')]);
    const outcome = await run(['x.json'], dir);
    expect(outcome.code).toBe(2);
    expect(outcome.results[0]?.messages[0]?.message).toBe('Not a regular file (a FIFO): only regular files are linted.');
  });

  test('a symbolic link to a directory named *.json is walked, and a link back up is not followed again', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'real'));
    writeFileSync(join(dir, 'real', 'inner.json'), valid);
    symlinkSync(join(dir, 'real'), join(dir, 'folder.json'));
    symlinkSync(dir, join(dir, 'real', 'loop'));
    const outcome = await run(['.'], dir);
    expect(outcome.code).toBe(0);
    expect(outcome.results.map((result) => result.filePath)).toEqual([join(dir, 'folder.json', 'inner.json')]);
  });
});

describe('walks', () => {
  test('a folder named again, or inside one already walked, still matches and its files are linted once', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'payloads', 'nested'), { recursive: true });
    writeFileSync(join(dir, 'payloads', 'nested', 'a.json'), valid);
    const outcome = await run(['payloads', 'payloads/nested', 'payloads'], dir);
    expect(outcome.code).toBe(0);
    expect(outcome.results.map((result) => result.filePath)).toEqual([join(dir, 'payloads', 'nested', 'a.json')]);
  });
});

describe('standard input', () => {
  test('is read once, however often "-" is given', async () => {
    let reads = 0;
    const outcome = await run(['-', '-'], scratch(), { stdin: Buffer.from(valid), onStdin: () => (reads += 1) });
    expect(reads).toBe(1);
    expect(outcome.results.map((result) => result.filePath)).toEqual(['<stdin>']);
  });

  test('past its limit is a fatal problem with a clear message', async () => {
    const outcome = await run(['-'], scratch(), { stdin: new Uint8Array(MAX_STDIN_BYTES + 1) });
    expect(outcome.code).toBe(2);
    expect(outcome.results[0]?.messages[0]?.message).toBe('Standard input is larger than 64 MiB, the most templint reads from it; pass the file by name instead.');
  });
});

describe('a linted file', () => {
  test('a linted file past its limit is a fatal problem for that file, read no further, and the others are linted', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'a.json'), valid);
    // Sparse: the size is there, the blocks are not, and nothing of it is read.
    const huge = join(dir, 'huge.json');
    writeFileSync(huge, '');
    truncateSync(huge, MAX_LINTED_FILE_BYTES + 1);
    const outcome = await run(['a.json', 'huge.json'], dir);
    expect(outcome.code).toBe(2);
    expect(outcome.results.map((result) => basename(result.filePath))).toEqual(['a.json', 'huge.json']);
    expect(outcome.results[0]?.fatalErrorCount).toBe(0);
    expect(outcome.results[1]?.messages.map((message) => [message.fatal, message.message])).toEqual([[true, 'The file is larger than 256 MiB, the most templint reads from it.']]);
  });
});

describe('reports are written whole or not at all', () => {
  for (const [call, code] of [
    ['writeSync', 'ENOSPC'],
    ['fsyncSync', 'EIO'],
    ['renameSync', 'EXDEV'],
  ] as const) {
    test(`a failing ${call} (${code}) keeps the report already there and leaves no temporary file`, async () => {
      // A file with a problem, so the report has bytes to write.
      const dir = scratch({ 'a.json': fixable, 'report.txt': 'the last good report\n' });
      const fs: CliFileSystem = {
        ...nodeFileSystem,
        [call]: () => {
          throw failing(code);
        },
      };
      let stderr = '';
      const io: CliIo = { cwd: dir, env: {}, stdout: { write: () => true }, stderr: { write: (text: string) => (stderr += text) }, readStdin: undefined, version: '0.0.0', fs };
      const exit = await runCli(['a.json', '-o', 'report.txt'], io);
      expect(exit).toBe(2);
      expect(stderr).toContain(code);
      expect(readFileSync(join(dir, 'report.txt'), 'utf8')).toBe('the last good report\n');
      expect(namesIn(dir)).toEqual(['a.json', 'report.txt']);
    });
  }

  test('a report replaces the last one in one rename', async () => {
    const dir = scratch({ 'a.json': fixable, 'report.txt': 'old\n' });
    let renames = 0;
    const fs: CliFileSystem = {
      ...nodeFileSystem,
      renameSync: (from, to) => {
        renames += 1;
        nodeFileSystem.renameSync(from, to);
      },
    };
    const io: CliIo = { cwd: dir, env: {}, stdout: { write: () => true }, stderr: { write: () => true }, readStdin: undefined, version: '0.0.0', fs };
    expect(await runCli(['a.json', '-o', 'report.txt'], io)).toBe(1);
    expect(renames).toBe(1);
    expect(readFileSync(join(dir, 'report.txt'), 'utf8')).toContain('chat_template_bdy');
    expect(namesIn(dir)).toEqual(['a.json', 'report.txt']);
  });

  test('a report keeps the mode of the file it replaces', async () => {
    const dir = scratch({ 'a.json': fixable, 'report.txt': 'old\n' });
    chmodSync(join(dir, 'report.txt'), 0o600);
    const io: CliIo = { cwd: dir, env: {}, stdout: { write: () => true }, stderr: { write: () => true }, readStdin: undefined, version: '0.0.0' };
    expect(await runCli(['a.json', '-o', 'report.txt'], io)).toBe(1);
    expect(statSync(join(dir, 'report.txt')).mode & 0o7777).toBe(0o600);
  });

  test('through a symbolic link, the file it names gets the report and the link stays a link', async () => {
    const dir = scratch({ 'a.json': fixable, 'real.txt': 'old\n' });
    symlinkSync(join(dir, 'real.txt'), join(dir, 'link.txt'));
    const io: CliIo = { cwd: dir, env: {}, stdout: { write: () => true }, stderr: { write: () => true }, readStdin: undefined, version: '0.0.0' };
    expect(await runCli(['a.json', '-o', 'link.txt'], io)).toBe(1);
    expect(lstatSync(join(dir, 'link.txt')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'real.txt'), 'utf8')).toContain('chat_template_bdy');
    expect(namesIn(dir)).toEqual(['a.json', 'link.txt', 'real.txt']);
  });

  test('a device (-o /dev/null) is written through, never renamed over: it replaced the device with a file', async () => {
    // The device is played by a file the injected file system calls a character device, so no run of
    // this test can replace the machine's /dev/null.
    const dir = scratch({ 'a.json': fixable, 'device': '' });
    const device = join(dir, 'device');
    let renamedOver = false;
    const fs: CliFileSystem = {
      ...nodeFileSystem,
      statSync: (path) => {
        const stats = nodeFileSystem.statSync(path);
        return path === device ? Object.assign(Object.create(stats) as typeof stats, { isFile: () => false, isCharacterDevice: () => true }) : stats;
      },
      renameSync: (from, to) => {
        if (to === device) renamedOver = true;
        nodeFileSystem.renameSync(from, to);
      },
    };
    const io: CliIo = { cwd: dir, env: {}, stdout: { write: () => true }, stderr: { write: () => true }, readStdin: undefined, version: '0.0.0', fs };
    expect(await runCli(['a.json', '-o', 'device'], io)).toBe(1);
    expect(renamedOver).toBe(false);
    expect(readFileSync(device, 'utf8')).toContain('chat_template_bdy');
    expect(namesIn(dir)).toEqual(['a.json', 'device']);
  });

  test('-o naming a file the run lints is refused, exit 2: the template is not replaced by the report (as ESLint would)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'templint-o-over-'));
    const template = JSON.stringify({ provider_integration_chat_id: 'pi_1', chat_template_data: { chat_template_bdy: 1 } }, null, 2);
    writeFileSync(join(dir, 'a.json'), template);
    let stderr = '';
    const io: CliIo = { cwd: dir, env: {}, stdout: { write: () => true }, stderr: { write: (text: string) => (stderr += text) }, readStdin: undefined, version: '0.0.0' };
    expect(await runCli(['a.json', '-o', 'a.json'], io)).toBe(2);
    expect(stderr).toContain('templint: not writing the report over "a.json": it is a file this run lints; name another -o.\n');
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe(template);
    // A report of an earlier run in the linted folder holds no create request: passed by, and written anew.
    writeFileSync(join(dir, 'report.json'), '[]');
    expect(await runCli(['.', '-f', 'json', '-o', 'report.json'], io)).toBe(1);
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'))).toHaveLength(1);
    rmSync(dir, { recursive: true, force: true });
  });

  test('-o naming the config the run reads (found, through a link, or given with -c) is refused, exit 2: the config is not replaced by the report', async () => {
    // The config is no template, so the report was written over it: the next run failed on a config of text.
    const dir = mkdtempSync(join(tmpdir(), 'templint-o-config-'));
    const config = JSON.stringify({ rules: { 'template-name-derived': 'off' } });
    writeFileSync(join(dir, 'a.json'), JSON.stringify({ provider_integration_chat_id: 'pi_1', chat_template_data: { chat_template_bdy: 1 } }));
    writeFileSync(join(dir, 'templint.config.json'), config);
    writeFileSync(join(dir, 'other.json'), config);
    symlinkSync('templint.config.json', join(dir, 'report.txt'));
    let stderr = '';
    const io: CliIo = { cwd: dir, env: {}, stdout: { write: () => true }, stderr: { write: (text: string) => (stderr += text) }, readStdin: undefined, version: '0.0.0' };
    expect(await runCli(['a.json', '-o', 'templint.config.json'], io)).toBe(2);
    expect(stderr).toContain('templint: not writing the report over "templint.config.json": it is a config file this run reads; name another -o.\n');
    expect(await runCli(['a.json', '-o', 'report.txt'], io)).toBe(2);
    expect(await runCli(['a.json', '-c', 'other.json', '-o', 'other.json'], io)).toBe(2);
    expect(readFileSync(join(dir, 'templint.config.json'), 'utf8')).toBe(config);
    expect(readFileSync(join(dir, 'other.json'), 'utf8')).toBe(config);
    // A config the run does not read is still JSON that is no report: left as it is.
    expect(await runCli(['a.json', '-c', 'other.json', '-o', 'templint.config.json'], io)).toBe(2);
    expect(stderr).toContain('templint: not writing the report over "templint.config.json": it holds JSON that is no templint report');
    expect(readFileSync(join(dir, 'templint.config.json'), 'utf8')).toBe(config);
    rmSync(dir, { recursive: true, force: true });
  });

  test('-o writes over an earlier report or a text, never over JSON that is no report (a catalog, a list, package.json): exit 2, the file left whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'templint-o-json-'));
    writeFileSync(join(dir, 'a.json'), JSON.stringify({ provider_integration_chat_id: 'pi_1', chat_template_data: { chat_template_bdy: 1 } }));
    let stderr = '';
    const io: CliIo = { cwd: dir, env: {}, stdout: { write: () => true }, stderr: { write: (text: string) => (stderr += text) }, readStdin: undefined, version: '0.0.0' };
    const kept = {
      'catalog.json': JSON.stringify(defaultCatalog),
      'names.json': '\uFEFF  ["order_update"]\n',
      'package.json': JSON.stringify({ name: 'app', private: true }, null, 2),
    };
    for (const [name, text] of Object.entries(kept)) {
      writeFileSync(join(dir, name), text);
      stderr = '';
      expect(await runCli(['a.json', '-f', 'json', '-o', name], io)).toBe(2);
      expect(stderr).toContain(`templint: not writing the report over "${name}": it holds JSON that is no templint report`);
      expect(readFileSync(join(dir, name), 'utf8')).toBe(text);
    }
    // Written over, as ESLint writes: each format's earlier report, an empty list, any text.
    for (const [format, earlier] of [['json', '[]'], ['json', ''], ['sarif', ''], ['stylish', 'notes\n']] as const) {
      if (earlier === '') await runCli(['a.json', '-f', format, '-o', `earlier.${format}`], io);
      else writeFileSync(join(dir, `earlier.${format}`), earlier);
      expect(await runCli(['a.json', '-f', format, '-o', `earlier.${format}`], io)).toBe(1);
      expect(readFileSync(join(dir, `earlier.${format}`), 'utf8')).toContain('a.json');
    }
    rmSync(dir, { recursive: true, force: true });
  });

  test('under "files": ["**/*.json"], a walk still passes a report of an earlier run by, and still refuses -o over a template', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'templint-o-files-'));
    const template = JSON.stringify({ provider_integration_chat_id: 'pi_1', chat_template_data: { chat_template_bdy: 1 } }, null, 2);
    writeFileSync(join(dir, 'a.json'), template);
    writeFileSync(join(dir, 'templint.config.json'), JSON.stringify({ files: ['**/*.json'] }));
    const io: CliIo = { cwd: dir, env: {}, stdout: { write: () => true }, stderr: { write: () => true }, readStdin: undefined, version: '0.0.0' };
    // The second run linted the first run's report as a broken template, and refused to write over it (exit 2).
    for (const run of [1, 2]) {
      expect(await runCli(['.', '-f', 'json', '-o', 'report.json'], io), `run ${String(run)}`).toBe(1);
      expect((JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { filePath: string }[]).map((result) => result.filePath)).toEqual([join(dir, 'a.json')]);
    }
    expect(await runCli(['.', '-f', 'json', '-o', 'a.json'], io)).toBe(2);
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe(template);
    rmSync(dir, { recursive: true, force: true });
  });
});
