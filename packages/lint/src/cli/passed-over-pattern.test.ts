// A folder, glob or "." whose every file templint passes over (no create request in it, ignored, outside
// `files`) ends the run as ESLint 10 ends it for a pattern of ignored files: exit 2, its sentence on
// standard error, no report, nothing linted. Run through the built bin, as users run it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';
import { templint } from './templint-process.test-support.js';
import { scratchFolder } from './scratch-folder.test-support.js';

/** A scratch folder holding these files. */
const scratch = (files: Record<string, string>): string => scratchFolder('templint-passed-over-', files);

const template = JSON.stringify(MINIMAL_REQUEST, null, 2);
// A typo'd key (chat_template_bdy) that --fix renames.
const fixable = JSON.stringify({ ...MINIMAL_REQUEST, chat_template_data: { ...MINIMAL_REQUEST.chat_template_data, chat_template_body: undefined, chat_template_bdy: { chat_template_body_value: 'Hello there' } } }, null, 2);
const NO_CREATE_REQUEST = 'None of its JSON files holds a create request, so templint passes them over; name them in "files" of templint.config.json to lint them anyway.';

describe('a pattern whose files are all passed over', () => {
  // One run of the bin per test: a loaded machine takes seconds for each.
  test.each([
    ['conf', ''],
    ['conf/*.json', ''],
    ['.', 'conf'],
  ])('%j (in "%s"), whose JSON files hold no create request: exit 2, ESLint\'s sentence and why, no report', async (pattern, folder) => {
    const dir = scratch({ 'conf/a.json': '{"a":1}', 'conf/b.json': '{"b":1}' });
    expect(await templint([pattern, '-f', 'json'], { cwd: join(dir, folder) })).toEqual({
      code: 2,
      stdout: '',
      stderr: `templint: You are linting "${pattern}", but all of the files matching the glob pattern "${pattern}" are ignored.\n${NO_CREATE_REQUEST}\n`,
    });
  });

  test('a folder outside every "files" glob says so', async () => {
    const dir = scratch({ 'templint.config.json': '{"files":["templates/**/*.json"]}', 'conf/a.json': template });
    expect(await templint(['conf'], { cwd: dir })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'templint: You are linting "conf", but all of the files matching the glob pattern "conf" are ignored.\nNo "files" glob of templint.config.json names them; add one that does to lint them.\n',
    });
  });

  test('nothing is linted or fixed before the error, as ESLint judges every pattern first', async () => {
    const dir = scratch({ 'templates/a.json': fixable, 'conf/a.json': '{"a":1}' });
    const run = await templint(['templates', 'conf', '--fix'], { cwd: dir });
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(readFileSync(join(dir, 'templates', 'a.json'), 'utf8')).toBe(fixable);
  });

  test.each([[['--concurrency', '2']], [['--cache']]])('%j ends the same way, and writes no cache', async (flags) => {
    // The answer a run without the flag gives (the tests above).
    const dir = scratch({ 'conf/a.json': '{"a":1}', 'conf/b.json': '{"b":1}' });
    expect(await templint(['conf', ...flags], { cwd: dir })).toEqual({
      code: 2,
      stdout: '',
      stderr: `templint: You are linting "conf", but all of the files matching the glob pattern "conf" are ignored.\n${NO_CREATE_REQUEST}\n`,
    });
    expect(existsSync(join(dir, '.templintcache'))).toBe(false);
  });

  test('--no-error-on-unmatched-pattern passes it over in silence, exit 0', async () => {
    const dir = scratch({ 'conf/a.json': '{"a":1}' });
    expect(await templint(['conf', '--no-error-on-unmatched-pattern'], { cwd: dir })).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});

describe('what stays as it was', () => {
  test('a folder where one file holds a create request is linted, the others passed over in silence', async () => {
    const dir = scratch({ 'conf/a.json': '{"a":1}', 'conf/z.json': JSON.stringify({ ...MINIMAL_REQUEST, provider_integration_chat_id: '' }) });
    const run = await templint(['conf', '-f', 'json'], { cwd: dir });
    expect(run.code).toBe(1);
    expect((JSON.parse(run.stdout) as { filePath: string }[]).map((result) => result.filePath)).toEqual([join(dir, 'conf', 'z.json')]);
  });

  test('a file named on the command line keeps ESLint\'s warning and exit 0 (lint-staged passes package.json)', async () => {
    const dir = scratch({ 'package.json': '{"name":"shop"}' });
    const run = await templint(['package.json'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('0:0  warning  File ignored because no matching configuration was supplied.');
  });

  test('a pattern that matches no file keeps "No files matching"', async () => {
    const dir = scratch({ 'conf/notes.txt': 'not json' });
    expect(await templint(['conf'], { cwd: dir })).toEqual({ code: 2, stdout: '', stderr: 'templint: No files matching the pattern "conf" were found.\n' });
  });

  test('--stdin reads standard input and leaves a passed-over pattern alone', async () => {
    const dir = scratch({ 'conf/a.json': '{"a":1}' });
    const run = await templint(['--stdin', 'conf', '-f', 'json'], { cwd: dir, input: template });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject([{ filePath: '<stdin>', errorCount: 0 }]);
  });
});
