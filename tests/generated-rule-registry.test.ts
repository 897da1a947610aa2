// core's rule registries are generated from the folders under packages/core/src/rules/
// (scripts/generate-rule-registry.mjs): the checked-in files must be what the generator makes of them.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { rules } from '@templint/core';
import { camelCaseOf, generateRuleRegistry, renderDescriptions, renderRegistry, RULES_DIR, ruleIds } from '../scripts/generate-rule-registry.mjs';

describe('the generated rule registries', () => {
  test.each(generateRuleRegistry().map(({ file, text }) => ({ name: file.pathname.replace(/^.*\/src\//, ''), file, text })))(
    '$name is what the generator makes of the rule folders (run `pnpm docs:update` after adding or removing a rule)',
    ({ file, text }) => {
      expect(readFileSync(file, 'utf8')).toBe(text);
    },
  );

  test('list every rule folder, alphabetical, and nothing else', () => {
    const ids = ruleIds();
    expect(ids).toEqual([...ids].sort());
    expect(rules.map((rule) => rule.id)).toEqual(ids);
  });

  test('list only rule folders that hold their tests (`<id>.test.ts`, a RuleTester table)', () => {
    expect(ruleIds().filter((id) => !existsSync(new URL(`${id}/${id}.test.ts`, RULES_DIR)))).toEqual([]);
  });

  test('name each rule by its id in camelCase and read its description from its `meta`', () => {
    expect(camelCaseOf('header-text-max-length')).toBe('headerTextMaxLength');
    expect(renderRegistry(['demo-rule'])).toContain("import { demoRule } from './demo-rule/demo-rule.js';");
    expect(renderDescriptions(['demo-rule'])).toContain("  'demo-rule': demoRuleMeta.description(),");
  });
});
