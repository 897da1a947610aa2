import { readFileSync } from 'node:fs';
import json from '@eslint/json';
import { rules as coreRules } from '@templint/core';
import { ruleDescriptions } from '@templint/core/meta';
import type { ESLint } from 'eslint';
import { defineConfig } from 'eslint/config';
import { describe, expect, test } from 'vitest';
import plugin, { type TemplintSettings } from './index.js';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string };

describe('@templint/eslint-plugin', () => {
  test('names itself from package.json', () => {
    expect(plugin.meta).toEqual({ name: packageJson.name, version: packageJson.version, namespace: 'templint' });
  });

  test("fits ESLint's own types: a plugin, and a config that defineConfig accepts", () => {
    const asPlugin: ESLint.Plugin = plugin;
    const settings: TemplintSettings = { catalog: 'platform-catalog.json', existingTemplateNames: ['order_update'], flowIds: ['1234567890'] };
    const config = defineConfig([{ ...plugin.configs.recommended, files: ['templates/**/*.json'], settings: { templint: settings } }]);
    expect(asPlugin).toBe(plugin);
    expect(config).toHaveLength(1);
  });

  test('has one rule per core rule, under the same id', () => {
    expect(Object.keys(plugin.rules)).toEqual(coreRules.map((rule) => rule.id));
  });

  test.each(coreRules.map((rule) => [rule.id, rule] as const))('%s takes its metadata from core unchanged', (id, core) => {
    const defaults = core.defaultOptions;
    expect(plugin.rules[id]?.meta).toEqual({
      type: 'problem',
      docs: { description: ruleDescriptions[id], url: core.docsUrl, recommended: true },
      messages: core.messages,
      schema: defaults ? [{ type: 'object', properties: expect.any(Object) as unknown, additionalProperties: false }] : [],
      ...(defaults ? { defaultOptions: [defaults] } : {}),
      ...(core.fixable ? { fixable: 'code' } : {}),
      ...(core.hasSuggestions ? { hasSuggestions: true } : {}),
      languages: ['json/json', 'templint/json'],
    });
  });
});

test("variable-density's schema is its options declaration: type and bounds, no other key", () => {
  expect(plugin.rules['variable-density']?.meta?.schema).toEqual([
    {
      type: 'object',
      properties: { wordsPerVariable: { type: 'number', minimum: 0, maximum: 1024 } },
      additionalProperties: false,
    },
  ]);
});

describe('configs.recommended', () => {
  const { recommended } = plugin.configs;

  test('lints JSON files with the JSON language, registering both plugins', () => {
    expect(recommended).toMatchObject({ name: 'templint/recommended', files: ['**/*.json'], language: 'json/json' });
    expect(recommended.plugins).toEqual({ json, templint: plugin });
  });

  test('turns on exactly the error-severity core rules as errors, the warning ones as warnings, and leaves off those off by default', () => {
    const expected = Object.fromEntries(coreRules.map((rule) => [`templint/${rule.id}`, rule.offByDefault === true ? 'off' : rule.severity === 'error' ? 'error' : 'warn']));
    expect(expected['templint/button-desktop-support']).toBe('off');
    expect(recommended.rules).toEqual(expected);
    const errors = Object.entries(recommended.rules ?? {}).filter(([, severity]) => severity === 'error');
    expect(errors.map(([id]) => id)).toEqual(coreRules.filter((rule) => rule.severity === 'error').map((rule) => `templint/${rule.id}`));
  });
});
