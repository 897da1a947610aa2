// What --fix writes through (issue 21 point 19): a 245-character file name could never be fixed (its
// temporary name passed the 255-byte limit), and a kill during the write could leave a hidden temporary
// copy beside the file.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { temporaryPathFor } from './temporary-name.js';
import { templintInProcess } from './templint-in-process.test-support.js';
import { BIN } from './templint-process.test-support.js';

// A typo'd key (a certain fix: renamed), otherwise a request with no error.
const fixable = {
  provider_integration_chat_id: 'pi_1',
  chat_template_data: { chat_template_name: 'hello', chat_language_id: 2, chat_template_category_id: 2, chat_template_bdy: { chat_template_body_value: 'Hi' } },
};

describe('temporaryPathFor', () => {
  test.each([
    ['a 245-character ASCII name', `${'a'.repeat(240)}.json`],
    ['a 255-byte name of two-byte characters', `${'é'.repeat(125)}.json`],
    ['a name of four-byte characters', `${'😀'.repeat(62)}.json`],
  ])('%s: the temporary name stays within 255 bytes, hidden, cut at a character', (_case, name) => {
    const temporary = basename(temporaryPathFor(join('/some/folder', name)));
    expect(Buffer.byteLength(temporary)).toBeLessThanOrEqual(255);
    expect(temporary.startsWith(`.${name.slice(0, 10)}`)).toBe(true);
    expect(temporary).toMatch(/\.templint-\d+-[0-9a-f]{12}\.tmp$/);
    expect(temporary).not.toContain('\uFFFD');
    // No lone surrogate: the cut fell between whole characters.
    expect(temporary).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  test('a short name is kept whole', () => {
    expect(basename(temporaryPathFor('/x/order.json'))).toMatch(/^\.order\.json\.templint-\d+-[0-9a-f]{12}\.tmp$/);
  });
});

describe('--fix of a file with a 245-character name', () => {
  test('is fixed, and leaves no temporary file (it failed with ENAMETOOLONG)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'templint-long-name-'));
    const name = `${'n'.repeat(240)}.json`;
    writeFileSync(join(dir, name), JSON.stringify(fixable, null, 2));
    const run = await templintInProcess([name, '--fix'], { cwd: dir });
    expect(run.stdout).not.toContain('ENAMETOOLONG');
    expect(readFileSync(join(dir, name), 'utf8')).toContain('"chat_template_body"');
    expect(readdirSync(dir)).toEqual([name]);
  });
});

/**
 * Runs `templint . --fix` in `dir`, sends `signal` once `ready()` holds (polled every 2 ms; at once if the
 * run ended first), and gives how the process ended.
 */
async function fixUntil(dir: string, ready: () => boolean, signal: NodeJS.Signals, flags: readonly string[] = []): Promise<{ readonly signal: NodeJS.Signals | null; readonly code: number | null }> {
  const child = spawn(process.execPath, [BIN, '.', '--fix', '--no-color', ...flags], { cwd: dir, env: { PATH: process.env.PATH ?? '' }, stdio: 'ignore' });
  const exited = new Promise<{ readonly signal: NodeJS.Signals | null; readonly code: number | null }>((resolve) => {
    child.once('exit', (code, ended) => {
      resolve({ signal: ended, code });
    });
  });
  await new Promise<void>((resolve) => {
    const poll = setInterval(() => {
      if (ready() || child.exitCode !== null) {
        clearInterval(poll);
        child.kill(signal);
        resolve();
      }
    }, 2);
  });
  return exited;
}

describe('a kill while --fix writes', () => {
  test.each([[[]], [['--concurrency', '2']]])('SIGTERM mid-run leaves every file whole (original or fixed) and no hidden temporary copy (flags: %j)', async (flags: string[]) => {
    const dir = mkdtempSync(join(tmpdir(), 'templint-kill-'));
    // Big enough that each write takes a while, so the kill can land inside one.
    const padding = { chat_template_description: 'x'.repeat(16_000_000) };
    const original = JSON.stringify({ ...fixable, chat_template_data: { ...fixable.chat_template_data, ...padding } }, null, 2);
    const names = Array.from({ length: 3 }, (_, index) => `t${String(index)}.json`);
    for (const name of names) writeFileSync(join(dir, name), original);
    // Kill it while a temporary file is there: inside a write.
    // With threads, the thread writes: the process waits for it to finish the file in hand (it left one 3 runs of 4).
    const { signal, code } = await fixUntil(dir, () => readdirSync(dir).some((name) => name.includes('.templint-')), 'SIGTERM', flags);
    expect([signal, code]).not.toEqual([null, 2]);
    expect(readdirSync(dir).filter((name) => name.includes('.templint-'))).toEqual([]);
    for (const name of names) {
      const text = readFileSync(join(dir, name), 'utf8');
      const whole = text === original || (text.length > original.length - 100 && text.includes('"chat_template_body"') && JSON.parse(text) !== null);
      expect({ name, whole }).toEqual({ name, whole: true });
    }
  }, 60_000);

  test('SIGINT mid-run ends the run between two files, as ESLint ends at Ctrl-C, not after the last file', async () => {
    // It ended only once every file was fixed: the run never let the event loop turn, so the handler waited.
    const dir = mkdtempSync(join(tmpdir(), 'templint-interrupt-'));
    const original = JSON.stringify(fixable, null, 2);
    const names = Array.from({ length: 1000 }, (_, index) => `t${String(index).padStart(4, '0')}.json`);
    for (const name of names) writeFileSync(join(dir, name), original);
    // Interrupt once the first file is fixed: the run is under way, with hundreds of files to go (it stops
    // after one or two: 3,000 files only made the lint pass before the fixes longer, 6 s against 1 s).
    const { signal } = await fixUntil(dir, () => readFileSync(join(dir, names[0] ?? ''), 'utf8') !== original, 'SIGINT');
    expect(signal).toBe('SIGINT');
    const fixed = names.filter((name) => readFileSync(join(dir, name), 'utf8') !== original);
    expect(fixed.length).toBeGreaterThan(0);
    expect(fixed.length).toBeLessThan(names.length);
    // Every file whole: original, or fixed and valid JSON.
    for (const name of fixed) expect(JSON.parse(readFileSync(join(dir, name), 'utf8'))).toMatchObject({ chat_template_data: { chat_template_body: { chat_template_body_value: 'Hi' } } });
  }, 60_000);
});
