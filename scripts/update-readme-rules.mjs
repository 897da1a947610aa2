// `pnpm docs:update`: rewrites what the docs restate from the code. In README.md: the rule table (between
// the rules markers) from the rule metadata of the built @templint/core, each package's API list from its
// entry's exports, and the CLI samples (between the cli-sample markers) from the built CLI's real output.
// In docs/rules/<id>.md: the messages list (between the messages markers) from the rule's messages. In
// docs/catalog.md: the example catalog's tables from `defaultCatalog`. The root script runs `tsc -b` first,
// so dist is current; the CLI bundle is built here.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultCatalog, rules } from '@templint/core';
import { ruleManifest } from '@templint/core/meta';
import { cliSamples, updateSamples } from './cli-samples.mjs';
import { updateExampleCatalog } from './example-catalog-doc.mjs';
import { publicApi, writeApiLists } from './public-api.mjs';
import { updateMessages } from './rule-messages.mjs';
import { renderRulesTable, replaceBetweenMarkers } from './rules-table.mjs';

const root = new URL('../', import.meta.url);
const ROOT = fileURLToPath(root).replace(/\/$/, '');

/**
 * Writes `text` to `url` when it differs from what is there; says which.
 * @param {URL} url
 * @param {string} text
 * @returns {boolean} whether the file was rewritten
 */
function write(url, text) {
  if (readFileSync(url, 'utf8') === text) return false;
  writeFileSync(url, text);
  return true;
}

/**
 * The built CLI's standard output for `args`, run from the repository root without colour. Exit 1 (lint
 * errors) is what a sample shows; any other exit is a broken build.
 * @param {string[]} args
 * @returns {Promise<string>}
 */
function runBuiltCli(args) {
  const run = spawnSync(process.execPath, [fileURLToPath(new URL('packages/lint/bin/templint.js', root)), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '' },
  });
  if (run.status !== 0 && run.status !== 1) throw new Error(`templint ${args.join(' ')} exited ${String(run.status)}: ${run.stderr}`);
  return Promise.resolve(run.stdout);
}

// The samples run the bundle, as the bin does: build it from the dist `tsc -b` just wrote.
await (await import('./bundle-cli.mjs')).bundleAll();

const readmeUrl = new URL('README.md', root);
const readme = readFileSync(readmeUrl, 'utf8');
const withTable = writeApiLists(replaceBetweenMarkers(readme, renderRulesTable(ruleManifest)), publicApi());
const rewritten = write(readmeUrl, updateSamples(withTable, await cliSamples(runBuiltCli, ROOT)));
console.log(`README.md: the rule table, API lists and CLI samples ${rewritten ? 'rewritten' : 'are up to date'} (${rules.length} rules).`);

// A rule without its page yet (a new rule's page is written after its file) is named, not a crash: the
// docs test fails until the page exists, and the next run fills in its messages.
const missingPages = rules.filter((rule) => !existsSync(new URL(`docs/rules/${rule.id}.md`, root)));
for (const rule of missingPages) console.log(`docs/rules/${rule.id}.md: no page yet; write it, then run pnpm docs:update again.`);
const pages = rules.filter((rule) => {
  const url = new URL(`docs/rules/${rule.id}.md`, root);
  return !missingPages.includes(rule) && write(url, updateMessages(readFileSync(url, 'utf8'), rule.messages));
});
console.log(`docs/rules: ${pages.length > 0 ? `messages rewritten in ${pages.map((rule) => rule.id).join(', ')}` : 'every messages list is up to date'}.`);

const catalogUrl = new URL('docs/catalog.md', root);
const catalogRewritten = write(catalogUrl, updateExampleCatalog(readFileSync(catalogUrl, 'utf8'), defaultCatalog));
console.log(`docs/catalog.md: the example catalog's tables ${catalogRewritten ? 'rewritten' : 'are up to date'}.`);
