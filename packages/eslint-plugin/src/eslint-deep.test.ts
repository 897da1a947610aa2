// A file nested 100,000 deep, linted by real ESLint with configs.recommended and the plugin's guarded
// language `templint/json` (issue 21 point 19): it read "Parsing error: Maximum call stack size exceeded"; now
// the CLI's message, at the bracket past the limit. configs.recommended keeps @eslint/json's `json/json`, so
// @eslint/json's own rules can run beside templint's (the second test).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintText } from '@templint/lint';
import { afterAll, describe, expect, test } from 'vitest';

const fixturesDir = fileURLToPath(new URL('../test-fixtures/', import.meta.url));
const folder = join(fixturesDir, `deep-${String(process.pid)}`);

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('a deeply nested file in ESLint', () => {
  test('is one parsing error naming the nesting limit, where the CLI puts it', () => {
    mkdirSync(folder, { recursive: true });
    const text = `{"a": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    writeFileSync(join(folder, 'deep.json'), text);
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    const jobs = [{ name: 'deep', patterns: [`deep-${String(process.pid)}/deep.json`], language: 'templint/json' }];
    const child = spawnSync(process.execPath, [join(fixturesDir, 'run-eslint.js'), JSON.stringify(jobs)], { cwd: fixturesDir, env, encoding: 'utf8' });
    expect(child.status).toBe(0);
    const run = (JSON.parse(child.stdout) as { runs: Record<string, { results?: { messages: { message: string; line: number; column: number; fatal?: boolean }[] }[]; error?: string }> }).runs.deep;
    const messages = run?.results?.[0]?.messages ?? [];
    const [cli] = lintText(text, { filePath: 'deep.json' }).messages;
    expect(messages).toMatchObject([{ fatal: true, message: cli?.message, line: cli?.line, column: cli?.column }]);
    expect(cli?.message).toBe('Parsing error: arrays and objects nested deeper than 1000 levels.');
  });

  test('configs.recommended runs beside @eslint/json\'s recommended rules on the same files', () => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'keys.json'), '{"a": 1, "a": 2}');
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    const jobs = [{ name: 'both', patterns: [`deep-${String(process.pid)}/keys.json`], withJsonRules: true }];
    const child = spawnSync(process.execPath, [join(fixturesDir, 'run-eslint.js'), JSON.stringify(jobs)], { cwd: fixturesDir, env, encoding: 'utf8' });
    const run = (JSON.parse(child.stdout) as { runs: Record<string, { results?: { messages: { ruleId: string | null }[] }[]; error?: string }> }).runs.both;
    expect(run?.error).toBeUndefined();
    const ruleIds = (run?.results?.[0]?.messages ?? []).map((message) => message.ruleId);
    expect(ruleIds).toContain('json/no-duplicate-keys');
    expect(ruleIds.some((id) => id?.startsWith('templint/'))).toBe(true);
  });
});
