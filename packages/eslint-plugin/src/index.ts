// The public face of @templint/eslint-plugin: every core rule as `templint/<rule-id>` on ESLint's JSON language.
import { readFileSync } from 'node:fs';
import json from '@eslint/json';
import { rules as coreRules } from '@templint/core';
import type { ESLint, Linter } from 'eslint';
import { createRule, type TemplintRule } from './create-rule.js';

export type { TemplintRule } from './create-rule.js';
export type { TemplintSettings } from './settings.js';

/** The plugin: its rules by core rule id and its `recommended` flat config. */
export interface TemplintPlugin extends ESLint.Plugin {
  readonly meta: { readonly name: string; readonly version: string; readonly namespace: string };
  readonly rules: Readonly<Record<string, TemplintRule>>;
  readonly configs: {
    /** Lints `**\/*.json` with ESLint's JSON language; every core rule on at its default severity. */
    readonly recommended: Linter.Config;
  };
}

const { name, version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string };

const recommended: Linter.Config = {
  name: 'templint/recommended',
  files: ['**/*.json'],
  language: 'json/json',
  plugins: {},
  rules: Object.fromEntries(coreRules.map((rule) => [`templint/${rule.id}`, rule.severity === 'error' ? 'error' : 'warn'])),
};

/** templint's chat message template rules as ESLint rules for JSON files (`templint/<rule-id>`). */
const plugin: TemplintPlugin = {
  meta: { name, version, namespace: 'templint' },
  rules: Object.fromEntries(coreRules.map((rule) => [rule.id, createRule(rule)])),
  configs: { recommended },
};

// The config registers this plugin and @eslint/json (for `language: 'json/json'`) under their usual names.
recommended.plugins = { json, templint: plugin };

export default plugin;
