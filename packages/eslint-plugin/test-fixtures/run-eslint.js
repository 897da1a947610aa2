// Runs real ESLint in a plain Node process, as the eslint command and editors do: the plugin is
// '@templint/eslint-plugin' resolved by Node itself (its built dist/), not by the test runner.
// Usage: node run-eslint.js '<jobs as JSON>'; prints one JSON object.
import { ESLint } from 'eslint';
import json from '@eslint/json';
import templint from '@templint/eslint-plugin';

/** @type {{ name: string, configFile?: string, settings?: unknown, patterns: string[], settingsOf?: string, language?: string, withJsonRules?: boolean }[]} */
const jobs = JSON.parse(process.argv[2] ?? '[]');
const output = { plugin: { url: import.meta.resolve('@templint/eslint-plugin'), meta: templint.meta }, runs: {} };

for (const job of jobs) {
  const options = job.configFile
    ? { overrideConfigFile: job.configFile }
    : {
        overrideConfigFile: true,
        overrideConfig: [
          ...(job.withJsonRules ? [{ files: ['**/*.json'], language: 'json/json', ...json.configs.recommended }] : []),
          templint.configs.recommended,
          ...(job.language ? [{ files: ['**/*.json'], language: job.language }] : []),
          ...(job.settings ? [{ settings: { templint: job.settings } }] : []),
        ],
      };
  const eslint = new ESLint({ cwd: process.cwd(), ...options });
  try {
    const results = await eslint.lintFiles(job.patterns);
    const config = job.settingsOf ? await eslint.calculateConfigForFile(job.settingsOf) : undefined;
    output.runs[job.name] = { results, settings: config?.settings?.templint };
  } catch (error) {
    output.runs[job.name] = { error: error instanceof Error ? error.message : String(error) };
  }
}
process.stdout.write(JSON.stringify(output));
