// Runs real ESLint in a plain Node process, as the eslint command and editors do: the plugin is
// '@templint/eslint-plugin' resolved by Node itself (its built dist/), not by the test runner.
// Usage: node run-eslint.js '<jobs as JSON>'; prints one JSON object.
import { utimesSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import json from '@eslint/json';
import templint, { templintSettings } from '@templint/eslint-plugin';

/**
 * `hashed`: the settings go through templintSettings in this process, as a config file's do when ESLint
 * loads it. `cacheLocation`: `eslint --cache` with that cache file. `rewrite`: after the first lint, these
 * files are written and given this mtime (seconds; set, not the clock's), and the same ESLint instance lints
 * again (`resultsAfter`), as an editor's ESLint server keeps its instance and config while files change.
 * @type {{ name: string, configFile?: string, settings?: unknown, hashed?: boolean, cacheLocation?: string, rewrite?: { path: string, text: string, mtime: number }[], patterns: string[], settingsOf?: string, language?: string, withJsonRules?: boolean }[]}
 */
const jobs = JSON.parse(process.argv[2] ?? '[]');
const output = { plugin: { url: import.meta.resolve('@templint/eslint-plugin'), meta: templint.meta }, runs: {} };

for (const job of jobs) {
  try {
    const settings = job.settings && job.hashed ? templintSettings(job.settings) : job.settings;
    const options = job.configFile
      ? { overrideConfigFile: job.configFile }
      : {
          overrideConfigFile: true,
          overrideConfig: [
            ...(job.withJsonRules ? [{ files: ['**/*.json'], language: 'json/json', ...json.configs.recommended }] : []),
            templint.configs.recommended,
            ...(job.language ? [{ files: ['**/*.json'], language: job.language }] : []),
            ...(settings ? [{ settings: { templint: settings } }] : []),
          ],
        };
    const cache = job.cacheLocation ? { cache: true, cacheLocation: job.cacheLocation } : {};
    const eslint = new ESLint({ cwd: process.cwd(), ...cache, ...options });
    const results = await eslint.lintFiles(job.patterns);
    const config = job.settingsOf ? await eslint.calculateConfigForFile(job.settingsOf) : undefined;
    for (const { path, text, mtime } of job.rewrite ?? []) {
      writeFileSync(path, text);
      utimesSync(path, mtime, mtime);
    }
    const resultsAfter = job.rewrite ? await eslint.lintFiles(job.patterns) : undefined;
    output.runs[job.name] = { results, settings: config?.settings?.templint, ...(resultsAfter ? { resultsAfter } : {}) };
  } catch (error) {
    output.runs[job.name] = { error: error instanceof Error ? error.message : String(error) };
  }
}
process.stdout.write(JSON.stringify(output));
