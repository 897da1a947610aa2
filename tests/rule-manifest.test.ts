// `ruleManifest` (packages/core/src/rules/manifest.ts) is generated from the built rules; this keeps it equal
// to what the rules say, so tooling that reads it (the ESLint plugin's entry) never shows a stale message.
import { rules } from '@templint/core';
import { ruleDescriptions, ruleManifest, ruleSpecSections } from '@templint/core/meta';
import { describe, expect, test } from 'vitest';
import { manifestOf, renderManifest } from '../scripts/generate-rule-manifest.mjs';

describe('the rule manifest', () => {
  test('is every rule with its data and description, as the rules say: else run `pnpm docs:update`', () => {
    expect(ruleManifest).toEqual(manifestOf(rules, ruleDescriptions, ruleSpecSections));
  });

  test('holds no function: it is data a tool reads without running a rule', () => {
    const functions = ruleManifest.flatMap((entry) => Object.entries(entry).filter(([, value]) => typeof value === 'function').map(([key]) => `${entry.id}.${key}`));
    expect(functions).toEqual([]);
    expect(ruleManifest.every((entry) => typeof entry.description === 'string' && entry.description.length > 0)).toBe(true);
  });

  test('a rule message changed in a rule file makes the manifest stale', () => {
    const changed = rules.map((rule, index) => (index === 0 ? { ...rule, messages: { ...rule.messages, extra: 'A new message.' } } : rule));
    expect(ruleManifest).not.toEqual(manifestOf(changed, ruleDescriptions, ruleSpecSections));
    expect(renderManifest(manifestOf(rules, ruleDescriptions, ruleSpecSections))).toContain('export const ruleManifest: readonly RuleManifestEntry[] = [');
  });
});
