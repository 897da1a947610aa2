// `eslint --cache` after the catalog file changes (issue 20 point 8): ESLint keys cached results by the
// file and its config, not by files a plugin reads, so a catalog named by its path alone left results
// stale (14 problems instead of 17). templintSettings puts the catalog's content hash in the settings.
// Real ESLint, its own bin, in a child process (as eslint.test.ts, on the built plugin).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';

const pluginDir = fileURLToPath(new URL('../', import.meta.url));
const fixturesDir = join(pluginDir, 'test-fixtures');
const eslintBin = join(pluginDir, 'node_modules', 'eslint', 'bin', 'eslint.js');
const GERMAN = 'templates/settings--german-order-update.json';
const dir = mkdtempSync(join(tmpdir(), 'templint-eslint-cache-'));

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The rule ids real `eslint --cache` reports for the German template, with this catalog file. */
function eslintCached(catalog: string, cacheFile: string, plainPath: boolean): string[] {
  const env: NodeJS.ProcessEnv = { ...process.env, TEMPLINT_TEST_CATALOG: catalog };
  delete env.NODE_OPTIONS;
  if (plainPath) env.TEMPLINT_TEST_PLAIN_PATH = '1';
  const args = [eslintBin, '--config', 'eslint.config.cache.js', '--cache', '--cache-location', cacheFile, '--cache-strategy', 'content', '-f', 'json', GERMAN];
  const child = spawnSync(process.execPath, args, { cwd: fixturesDir, env, encoding: 'utf8' });
  if (child.status !== 0 && child.status !== 1) throw new Error(`eslint failed (${String(child.status)}):\n${child.stderr}`);
  const [result] = JSON.parse(child.stdout) as { messages: { ruleId: string | null }[] }[];
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'fatal');
}

/** A catalog file that knows German (the platform fixture), then one that does not. */
function catalogs(name: string): { file: string; dropGerman: () => void } {
  const file = join(dir, name);
  copyFileSync(join(fixturesDir, 'platform-catalog.json'), file);
  const dropGerman = (): void => {
    const catalog = JSON.parse(readFileSync(file, 'utf8')) as { languages: { code: string }[] };
    writeFileSync(file, JSON.stringify({ ...catalog, languages: catalog.languages.filter((language) => language.code !== 'de') }));
  };
  return { file, dropGerman };
}

// Each case starts ESLint two or three times, one after the other (about a second each alone, twice that
// beside the rest of the test command): vitest's 5 s is a budget for work in the test's own process.
describe('eslint --cache and the catalog file', { timeout: 30_000 }, () => {
  test('with templintSettings, a changed catalog is a changed config: the second run is not stale', () => {
    const { file, dropGerman } = catalogs('hashed.json');
    const cache = join(dir, 'hashed.cache');
    expect(eslintCached(file, cache, false)).not.toContain('templint/known-catalog-id');
    dropGerman();
    expect(eslintCached(file, cache, false)).toContain('templint/known-catalog-id');
  });

  test('the catalog path alone (the habit templintSettings replaces) gives the stale answer the issue saw', () => {
    const { file, dropGerman } = catalogs('plain.json');
    const cache = join(dir, 'plain.cache');
    expect(eslintCached(file, cache, true)).not.toContain('templint/known-catalog-id');
    dropGerman();
    // What the cache says: the same as before. (Without --cache the new catalog is read: checked below.)
    expect(eslintCached(file, cache, true)).not.toContain('templint/known-catalog-id');
    expect(eslintCached(file, join(dir, 'fresh.cache'), true)).toContain('templint/known-catalog-id');
  });
});
