// The README's rule table is generated from rule metadata; this fails when someone changed a rule
// (or added one) without regenerating it.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ruleManifest } from '@templint/core/meta';
import { RULES_END, RULES_START, renderRulesTable, replaceBetweenMarkers } from '../scripts/rules-table.mjs';

const readmeUrl = new URL('../README.md', import.meta.url);

describe('README.md', () => {
  test('its rule table matches the rule metadata', () => {
    const readme = readFileSync(readmeUrl, 'utf8');
    expect(readme, 'The rule table in README.md is stale: run `pnpm docs:update` and commit README.md.').toBe(
      replaceBetweenMarkers(readme, renderRulesTable(ruleManifest)),
    );
  });
});

describe('renderRulesTable', () => {
  test('links each rule id to its page and escapes pipes in cells', () => {
    const table = renderRulesTable([{ id: 'demo-rule', severity: 'warning', source: 'spec', specSection: '2.4', description: 'Says `a | b`.' }]);
    expect(table).toBe(
      ['| Rule | Description | Severity | Spec |', '|---|---|---|---|', '| [demo-rule](docs/rules/demo-rule.md) | Says `a \\| b`. | warning | 2.4 |'].join('\n'),
    );
  });
});

describe('replaceBetweenMarkers', () => {
  test('replaces only what lies between the markers, and is idempotent', () => {
    const readme = `# x\n\n${RULES_START}\nold table\n${RULES_END}\n\n## Next\n`;
    const once = replaceBetweenMarkers(readme, '| new |');
    expect(once).toBe(`# x\n\n${RULES_START}\n\n| new |\n\n${RULES_END}\n\n## Next\n`);
    expect(replaceBetweenMarkers(once, '| new |')).toBe(once);
  });

  test('throws when a marker is missing', () => {
    expect(() => replaceBetweenMarkers(`# x\n${RULES_START}\n`, '| new |')).toThrow(RULES_END);
  });
});
