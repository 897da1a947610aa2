import json from '@eslint/json';
import { ruleManifest } from '@templint/core/meta';
import type { ESLint, Linter } from 'eslint';
import { createRule } from './create-rule.js';
import type { TemplintRule } from './templint-rule.js';
import type { PluginRuntime } from './engine.js';
import { guardedJsonLanguage } from './guarded-language.js';

/** How a plugin object gets the engine (engine.ts): the package loads it on first use, a test may hand it in. */
export type EngineLoader = () => { createRuntime(): PluginRuntime };

/** The plugin: its rules by core rule id and its `recommended` flat config. */
export interface TemplintPlugin extends ESLint.Plugin {
  readonly meta: { readonly name: string; readonly version: string; readonly namespace: string };
  /** `templint/json`: @eslint/json's JSON language with the CLI's nesting guard before its parser. */
  readonly languages: { readonly json: ReturnType<typeof guardedJsonLanguage> };
  readonly rules: Readonly<Record<string, TemplintRule>>;
  readonly configs: {
    /**
     * Lints `**\/*.json` with @eslint/json's language (`json/json`, so @eslint/json's own rules run beside
     * these); every core rule on at its default severity.
     */
    readonly recommended: Linter.Config;
  };
}

/**
 * A plugin object with every core rule as `templint/<rule-id>`. It owns what its rules share across
 * files (each file's one validation, the resolved settings, one validator per settings), so nothing
 * lives at module level and two plugin objects share nothing. The engine is loaded when ESLint first runs
 * one of its rules.
 */
export function createPlugin(meta: { readonly name: string; readonly version: string }, loadEngine: EngineLoader): TemplintPlugin {
  let made: PluginRuntime | undefined;
  const runtime = (): PluginRuntime => (made ??= loadEngine().createRuntime());
  const recommended: Linter.Config = {
    name: 'templint/recommended',
    files: ['**/*.json'],
    // @eslint/json's language: its rules declare `json/json` only, and ESLint refuses a config whose language
    // they do not declare, so a user's @eslint/json rules on the same files keep working. `templint/json` (the
    // same language behind the CLI's nesting guard) is for configs without them (docs/editor.md).
    language: 'json/json',
    plugins: {},
    rules: Object.fromEntries(ruleManifest.map((rule) => [`templint/${rule.id}`, rule.offByDefault === true ? 'off' : rule.severity === 'error' ? 'error' : 'warn'])),
  };
  const plugin: TemplintPlugin = {
    meta: { name: meta.name, version: meta.version, namespace: 'templint' },
    languages: { json: guardedJsonLanguage() },
    rules: Object.fromEntries(ruleManifest.map((rule) => [rule.id, createRule(rule, runtime)])),
    configs: { recommended },
  };
  // The config registers @eslint/json (for `json/json`) and this plugin (for `templint/json`) under their usual names.
  recommended.plugins = { json, templint: plugin };
  return plugin;
}
