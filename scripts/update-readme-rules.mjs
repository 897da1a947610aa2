// `pnpm docs:update`: rewrites the rule table of README.md (between the rules markers) from the rule
// metadata of the built @templint/core. The root script runs `tsc -b` first, so dist is current.
import { readFileSync, writeFileSync } from 'node:fs';
import { rules } from '@templint/core';
import { renderRulesTable, replaceBetweenMarkers } from './rules-table.mjs';

const readmeUrl = new URL('../README.md', import.meta.url);
const readme = readFileSync(readmeUrl, 'utf8');
const updated = replaceBetweenMarkers(readme, renderRulesTable(rules));
if (updated === readme) {
  console.log(`README.md: the rule table is up to date (${rules.length} rules).`);
} else {
  writeFileSync(readmeUrl, updated);
  console.log(`README.md: rule table rewritten (${rules.length} rules).`);
}
