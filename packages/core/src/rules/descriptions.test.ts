import { describe, expect, test } from 'vitest';
import { ruleDescriptions } from './descriptions.js';
import { rules } from './index.js';

describe('ruleDescriptions', () => {
  test('has exactly one entry per rule in the registry: no extra id, none missing', () => {
    expect(Object.keys(ruleDescriptions).sort()).toEqual(rules.map((rule) => rule.id).sort());
  });

  test('is keyed alphabetically, like the registry', () => {
    const ids = Object.keys(ruleDescriptions);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toEqual(rules.map((rule) => rule.id));
  });

  test.each(rules.map((rule) => rule.id))('%s has a description of one non-empty line', (id) => {
    const description = ruleDescriptions[id];
    expect(description?.trim()).toBeTruthy();
    expect(description).toBe(description?.trim());
    expect(description).not.toMatch(/[\r\n]/);
  });

  test('cannot be changed at run time', () => {
    expect(Object.isFrozen(ruleDescriptions)).toBe(true);
  });
});
