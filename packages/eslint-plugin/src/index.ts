// The public face of @templint/eslint-plugin: every core rule as `templint/<rule-id>` on ESLint's JSON language.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createPlugin, type EngineLoader, type TemplintPlugin } from './create-plugin.js';

export type { TemplintPlugin } from './create-plugin.js';
export type { TemplintRule } from './templint-rule.js';
export { templintSettings, type TemplintSettings } from './templint-settings.js';

const { name, version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string };

/**
 * The engine, loaded synchronously (ESLint makes rules synchronously) through the package's own `./engine`
 * export: Node 20.19 and later (`engines`) `require` an ES module; the bundled entry and engine share chunks.
 */
const loadEngine: EngineLoader = () => createRequire(import.meta.url)('@templint/eslint-plugin/engine') as ReturnType<EngineLoader>;

/** templint's chat message template rules as ESLint rules for JSON files (`templint/<rule-id>`). */
const plugin: TemplintPlugin = createPlugin({ name, version }, loadEngine);

export default plugin;
