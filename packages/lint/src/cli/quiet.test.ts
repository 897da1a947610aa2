// `--quiet` as ESLint 10's: only errors are printed (a file without one is not printed at all); the
// warnings still count toward `--max-warnings` when it is given; `--fix` applies errors' fixes only.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';
import { templintInProcess } from './templint-in-process.test-support.js';

const data = MINIMAL_REQUEST.chat_template_data;
// A misspelt footer key: a warning (unknown-field) with a fix.
const warningOnly = { ...MINIMAL_REQUEST, chat_template_data: { ...data, chat_template_footr: { chat_template_footer_value: 'Thanks' } } };
// The same, and a name that breaks its format: an error (template-name-format) with a fix.
const errorAndWarning = {
  ...warningOnly,
  chat_template_data: { ...warningOnly.chat_template_data, chat_template_name: 'Order-Shipped', chat_template_body: { chat_template_body_value: 'Your order has shipped' } },
};

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'templint-quiet-'));
  writeFileSync(join(dir, 'warn.json'), JSON.stringify(warningOnly, null, 2));
  writeFileSync(join(dir, 'both.json'), JSON.stringify(errorAndWarning, null, 2));
  return dir;
}

describe('--quiet', () => {
  test('prints errors only; a file with warnings only is not printed, and the run exits 0', async () => {
    const dir = folder();
    const run = await templintInProcess(['warn.json', 'both.json', '--quiet', '-f', 'json'], { cwd: dir });
    const results = JSON.parse(run.stdout) as { filePath: string; messages: { ruleId: string }[]; warningCount: number }[];
    expect(results.map((result) => [result.filePath.slice(dir.length + 1), result.messages.map((message) => message.ruleId), result.warningCount])).toEqual([['both.json', ['template-name-format'], 0]]);
    expect(run.code).toBe(1);
    expect(await templintInProcess(['warn.json', '--quiet', '-f', 'json'], { cwd: dir })).toMatchObject({ code: 0, stdout: '[]\n' });
  });

  test('the warnings it does not print still count toward --max-warnings', async () => {
    const dir = folder();
    const run = await templintInProcess(['warn.json', '--quiet', '--max-warnings', '0'], { cwd: dir });
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toMatch(/\ntemplint found too many warnings \(maximum: 0\)\.\n$/);
    expect((await templintInProcess(['warn.json', '--quiet', '--max-warnings', '1'], { cwd: dir })).code).toBe(0);
  });

  test('--fix applies the errors\' fixes only; without --quiet, the warnings\' too', async () => {
    const quiet = folder();
    await templintInProcess(['both.json', '--quiet', '--fix'], { cwd: quiet });
    const fixedQuietly = JSON.parse(readFileSync(join(quiet, 'both.json'), 'utf8')) as { chat_template_data: Record<string, unknown> };
    expect(fixedQuietly.chat_template_data.chat_template_name).toBe('order_shipped');
    expect(Object.keys(fixedQuietly.chat_template_data)).toContain('chat_template_footr');
    const loud = folder();
    await templintInProcess(['both.json', '--fix'], { cwd: loud });
    const fixed = JSON.parse(readFileSync(join(loud, 'both.json'), 'utf8')) as { chat_template_data: Record<string, unknown> };
    expect(fixed.chat_template_data.chat_template_name).toBe('order_shipped');
    expect(Object.keys(fixed.chat_template_data)).toContain('chat_template_footer');
    // --fix-dry-run shows the same choice.
    const dry = await templintInProcess(['warn.json', '--quiet', '--fix-dry-run'], { cwd: folder() });
    expect(dry.stdout).not.toContain('chat_template_footer"');
  });
});
