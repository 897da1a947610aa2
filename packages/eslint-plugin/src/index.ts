// The public face of @templint/eslint-plugin: every core rule as `templint/<rule-id>` on ESLint's JSON language.
import { readFileSync } from 'node:fs';
import { createPlugin, type TemplintPlugin } from './create-plugin.js';

export type { TemplintPlugin } from './create-plugin.js';
export type { TemplintRule } from './create-rule.js';
export { templintSettings, type TemplintSettings } from './settings.js';

const { name, version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string };

/** templint's chat message template rules as ESLint rules for JSON files (`templint/<rule-id>`). */
const plugin: TemplintPlugin = createPlugin({ name, version });

export default plugin;
