// The config eslint-cache.test.ts runs with `eslint --cache`: the catalog file is named by
// TEMPLINT_TEST_CATALOG, through templintSettings (its content hash in the settings) unless
// TEMPLINT_TEST_PLAIN_PATH is set (the path alone, as before).
import templint, { templintSettings } from '@templint/eslint-plugin';

const catalog = process.env.TEMPLINT_TEST_CATALOG ?? '';
const settings = process.env.TEMPLINT_TEST_PLAIN_PATH ? { catalog } : templintSettings({ catalog });

export default [{ ...templint.configs.recommended, files: ['templates/**/*.json'], settings: { templint: settings } }];
