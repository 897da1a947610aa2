// `pnpm docs:update`: rewrites the rule table of README.md (between the rules markers) from the rule
// metadata of the built @templint/core, and each package's API list from its entry's exports. The root
// script runs `tsc -b` first, so dist is current.
import { readFileSync, writeFileSync } from 'node:fs';
import { rules } from '@templint/core';
import { ruleDescriptions } from '@templint/core/meta';
import { publicApi, writeApiLists } from './public-api.mjs';
import { renderRulesTable, replaceBetweenMarkers } from './rules-table.mjs';

const readmeUrl = new URL('../README.md', import.meta.url);
const readme = readFileSync(readmeUrl, 'utf8');
const updated = writeApiLists(replaceBetweenMarkers(readme, renderRulesTable(rules, ruleDescriptions)), publicApi());
if (updated === readme) {
  console.log(`README.md: the rule table and API lists are up to date (${rules.length} rules).`);
} else {
  writeFileSync(readmeUrl, updated);
  console.log(`README.md: rule table and API lists rewritten (${rules.length} rules).`);
}
