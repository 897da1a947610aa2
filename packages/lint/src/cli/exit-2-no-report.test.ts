// A run that exits 2 for a usage, config or pattern error prints no report, as ESLint prints none: `-f json`
// printed `[]`, which a consumer read as "no problems". SARIF alone writes its log, which says the run
// failed. Run through the built bin, as users and CI run it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';
import { templint } from './templint-process.test-support.js';
import { scratchFolder } from './scratch-folder.test-support.js';

/** A scratch folder holding these files. */
const scratch = (files: Record<string, string>): string => scratchFolder('templint-exit-2-', files);

const broken = JSON.stringify({ ...MINIMAL_REQUEST, provider_integration_chat_id: '' }, null, 2);

describe('no report on exit 2', () => {
  // One run of the bin per test: a loaded machine takes seconds for each.
  test.each(['json', 'stylish', 'github'])('a pattern that matches no file: nothing on standard output with -f %s (any format but sarif)', async (format) => {
    const dir = scratch({ 'templates/a.json': broken });
    expect(await templint(['-f', format, 'templates', 'nothere'], { cwd: dir })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'templint: No files matching the pattern "nothere" were found.\n',
    });
  });

  test('-o writes no report, and leaves a report that is there as it was', async () => {
    const dir = scratch({ 'templates/a.json': broken, 'old-report.json': '[{"kept":true}]' });
    expect((await templint(['-f', 'json', '-o', 'new-report.json', 'nothere'], { cwd: dir })).code).toBe(2);
    expect(existsSync(join(dir, 'new-report.json'))).toBe(false);
    expect((await templint(['-f', 'json', '-o', 'old-report.json', 'templates', 'nothere'], { cwd: dir })).code).toBe(2);
    expect(readFileSync(join(dir, 'old-report.json'), 'utf8')).toBe('[{"kept":true}]');
  });

  test('a folder whose files are all passed over: no report', async () => {
    const dir = scratch({ 'conf/a.json': '{"a":1}' });
    expect(await templint(['-f', 'json', 'conf'], { cwd: dir })).toMatchObject({ code: 2, stdout: '' });
  });

  const badConfig = { 'templint.config.json': '{"rules":{"no-such-rule":"error"}}', 'a.json': broken };
  test.each([
    ['a config naming an unknown rule', badConfig, ['-f', 'json', 'a.json']],
    ['--rule naming an unknown rule', { 'a.json': broken }, ['-f', 'json', '--rule', 'no-such-rule: error', '.']],
    ['an unknown option', badConfig, ['-f', 'json', '--no-such-option', '.']],
  ])('%s: no report', async (_, files, args) => {
    expect(await templint(args, { cwd: scratch(files) })).toMatchObject({ code: 2, stdout: '' });
  });

  test('sarif writes its log all the same, saying the run failed, to standard output or -o', async () => {
    const dir = scratch({ 'conf/a.json': '{"a":1}' });
    const run = await templint(['-f', 'sarif', '-o', 'run.sarif', 'conf'], { cwd: dir });
    expect(run.code).toBe(2);
    const log = JSON.parse(readFileSync(join(dir, 'run.sarif'), 'utf8')) as { runs: { results: unknown[]; invocations: { executionSuccessful: boolean; toolExecutionNotifications: { message: { text: string } }[] }[] }[] };
    expect(log.runs[0]?.results).toEqual([]);
    expect(log.runs[0]?.invocations[0]?.executionSuccessful).toBe(false);
    expect(log.runs[0]?.invocations[0]?.toolExecutionNotifications[0]?.message.text).toMatch(/^You are linting "conf", but all of the files matching the glob pattern "conf" are ignored\.\n/);
  });
});
