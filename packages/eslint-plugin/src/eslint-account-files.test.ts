// settings.templint.existingTemplates and deletedTemplateNames named by their files, as templint.config.json
// names them. An editor's ESLint server loads eslint.config.js once and keeps it, so the plugin reads a
// changed file again; `eslint --cache` keys results by the config, so templintSettings puts each file's
// content hash in it. Real ESLint in a plain Node process, on the built plugin (as eslint.test.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Linter } from 'eslint';
import { afterAll, describe, expect, test } from 'vitest';
import type { TemplintSettings } from './index.js';

const fixturesDir = fileURLToPath(new URL('../test-fixtures/', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'templint-eslint-account-'));
const BATCH = 'set/batch.json';

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

interface Job {
  readonly name: string;
  readonly patterns: readonly string[];
  readonly settings: TemplintSettings;
  readonly hashed?: boolean;
  readonly cacheLocation?: string;
  readonly rewrite?: readonly { readonly path: string; readonly text: string; readonly mtime: number }[];
}

type Results = readonly { readonly messages: readonly Linter.LintMessage[] }[];

interface Run {
  readonly results?: Results;
  readonly resultsAfter?: Results;
  readonly error?: string;
}

/** Runs one job with real ESLint in a child Node process (test-fixtures/run-eslint.js). */
function runEslint(job: Job): Run {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const child = spawnSync(process.execPath, [join(fixturesDir, 'run-eslint.js'), JSON.stringify([job])], { cwd: fixturesDir, env, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`run-eslint.js failed (${String(child.status)}):\n${child.stderr}`);
  const run = (JSON.parse(child.stdout) as { runs: Record<string, Run> }).runs[job.name];
  if (!run) throw new Error(`no run ${job.name}`);
  return run;
}

/** Each templint set-rule message of set/batch.json, as `line: message`. */
function setMessages(results: Results | undefined, error?: string): string[] {
  if (!results) throw new Error(`ESLint failed: ${error ?? 'no results'}`);
  return (results[0]?.messages ?? []).filter((message) => /^templint\/template-name-(duplicate|deleted)$/.test(message.ruleId ?? '')).map((message) => `${String(message.line)}: ${message.message}`);
}

/**
 * A snapshot holding `promo` (batch.json's third request, line 27) under this id: ids 42 and 43 make files
 * of one size, so only the mtime tells the second from the first.
 */
function snapshot(id: number): string {
  return JSON.stringify([
    {
      chat_template_id: id,
      provider_integration_chat_id: 'pi_0001',
      chat_template_data: [{ chat_template_name: 'promo', chat_template_category_id: 2, chat_language_data: { chat_language_id: 2 }, chat_template_body: { chat_template_body_value: 'Old sale.' } }],
    },
  ]);
}

/** Deleted names of one size: `old_promo` is batch.json's fourth request (line 38), `new_promo` none. */
const DELETED = JSON.stringify(['old_promo']);
const NOT_DELETED = JSON.stringify(['new_promo']);

/** Writes a file with this mtime (seconds), as run-eslint.js does: no test waits for the clock. */
function write(path: string, text: string, mtime: number): string {
  writeFileSync(path, text);
  utimesSync(path, mtime, mtime);
  return path;
}

const T1 = 1_700_000_000;
const T2 = T1 + 60;

describe('one ESLint instance (an editor) and a file settings.templint names', () => {
  test('a rewritten snapshot file is read again: the report follows the new snapshot', () => {
    const path = write(join(dir, 'templates.json'), snapshot(42), T1);
    const run = runEslint({ name: 'snapshot', patterns: [BATCH], settings: { existingTemplates: path }, rewrite: [{ path, text: snapshot(43), mtime: T2 }] });
    expect(setMessages(run.results, run.error).filter((message) => message.startsWith('27: '))).toEqual([expect.stringContaining("the account's template `promo` (id 42)")]);
    expect(setMessages(run.resultsAfter, run.error).filter((message) => message.startsWith('27: '))).toEqual([expect.stringContaining("the account's template `promo` (id 43)")]);
  });

  test('a rewritten deleted-names file is read again: a name no longer in it is no longer reported', () => {
    const path = write(join(dir, 'deleted-names.json'), DELETED, T1);
    const run = runEslint({ name: 'deleted', patterns: [BATCH], settings: { deletedTemplateNames: path }, rewrite: [{ path, text: NOT_DELETED, mtime: T2 }] });
    expect(setMessages(run.results, run.error).filter((message) => message.startsWith('38: '))).toEqual([expect.stringContaining('old_promo')]);
    expect(setMessages(run.resultsAfter, run.error).filter((message) => message.startsWith('38: '))).toEqual([]);
  });
});

describe('eslint --cache and the files settings.templint names', () => {
  /** Two `eslint --cache` runs (two processes, as two commands), with `change` between them. */
  function twice(name: string, settings: TemplintSettings, hashed: boolean, change: () => void): [string[], string[]] {
    const job: Job = { name, patterns: [BATCH], settings, hashed, cacheLocation: join(dir, `${name}.cache`) };
    const first = runEslint(job);
    change();
    const second = runEslint(job);
    return [setMessages(first.results, first.error), setMessages(second.results, second.error)];
  }

  test('with templintSettings, a changed snapshot file is a changed config: the second run is not stale', () => {
    const path = write(join(dir, 'cached-templates.json'), snapshot(42), T1);
    const [first, second] = twice('snapshot-hashed', { existingTemplates: path }, true, () => write(path, snapshot(43), T2));
    expect(first).toContainEqual(expect.stringContaining('(id 42)'));
    expect(second).toContainEqual(expect.stringContaining('(id 43)'));
    expect(second).not.toContainEqual(expect.stringContaining('(id 42)'));
  });

  test('with templintSettings, a changed deleted-names file is a changed config: the second run is not stale', () => {
    const path = write(join(dir, 'cached-deleted.json'), DELETED, T1);
    const [first, second] = twice('deleted-hashed', { deletedTemplateNames: path }, true, () => write(path, NOT_DELETED, T2));
    expect(first.filter((message) => message.startsWith('38: '))).toHaveLength(1);
    expect(second.filter((message) => message.startsWith('38: '))).toEqual([]);
  });

  test('the path alone (without templintSettings) gives the stale answer the hash prevents', () => {
    const path = write(join(dir, 'plain-templates.json'), snapshot(42), T1);
    const [first, second] = twice('snapshot-plain', { existingTemplates: path }, false, () => write(path, snapshot(43), T2));
    // What the cache says: the same as before (a fresh cache reads the new file: the first test above).
    expect(second).toEqual(first);
    expect(second).toContainEqual(expect.stringContaining('(id 42)'));
  });
});

describe('a bad file in settings.templint.existingTemplates or deletedTemplateNames', () => {
  const error = (settings: TemplintSettings, hashed = false): string | undefined => runEslint({ name: 'bad', patterns: [BATCH], settings, hashed }).error;

  test('stops the run with one error naming the setting and the file, in the CLI config\'s words', () => {
    const notAList = write(join(dir, 'not-a-list.json'), '{"chat_template_data": []}', T1);
    expect(error({ existingTemplates: notAList })).toContain(
      `settings.templint.existingTemplates: ${notAList}: must be a JSON array of template records or create requests (or a "Get template details" answer)`,
    );
    const byIntegration = write(join(dir, 'by-integration.json'), '{"pi_0001": "old_promo"}', T1);
    expect(error({ deletedTemplateNames: byIntegration })).toContain(`settings.templint.deletedTemplateNames: ${byIntegration}: pi_0001: must be a JSON array of strings`);
  });

  test('a file that is not there, given by its absolute path, is named once, by the rules and by templintSettings', () => {
    const missing = join(dir, 'missing.json');
    // Given absolute, the path is said once.
    const said = `settings.templint.existingTemplates: ${missing}: cannot read the file (ENOENT)`;
    expect(error({ existingTemplates: missing })).toContain(said);
    expect(error({ existingTemplates: missing }, true)).toContain(said);
  });
});
