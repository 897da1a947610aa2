// The main job until the templint CLI lands: validate every payload under examples/ with core and
// print its diagnostics. Exits 1 when any file has an error, as a linter does.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { validateTemplate } from '@templint/core';

const root = new URL('../examples/', import.meta.url).pathname;

function* jsonFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* jsonFiles(path);
    else if (entry.name.endsWith('.json')) yield path;
  }
}

let errors = 0;
let warnings = 0;
for (const file of jsonFiles(root)) {
  const name = relative(process.cwd(), file);
  let payload;
  try {
    payload = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.log(`${name}\n  fatal  ${error.message}\n`);
    errors += 1;
    continue;
  }
  const requests = Array.isArray(payload) ? payload : [payload];
  const lines = [];
  requests.forEach((request, index) => {
    for (const diagnostic of validateTemplate(request).diagnostics) {
      const path = [...(Array.isArray(payload) ? [index] : []), ...diagnostic.path].join('.');
      lines.push(`  ${diagnostic.severity.padEnd(7)}  ${diagnostic.message}  ${diagnostic.ruleId}\n           at ${path}`);
      if (diagnostic.severity === 'error') errors += 1;
      else warnings += 1;
    }
  });
  console.log(lines.length === 0 ? `${name}: ok` : `${name}\n${lines.join('\n')}\n`);
}
console.log(`\n${errors + warnings} problems (${errors} errors, ${warnings} warnings)`);
process.exitCode = errors > 0 ? 1 : 0;
