// eslint.config.js
import { fileURLToPath } from 'node:url';
import templint, { templintSettings } from '@templint/eslint-plugin';

export default [
  {
    ...templint.configs.recommended,
    // Only your template payloads: package.json, tsconfig.json and friends are not templates.
    files: ['templates/**/*.json'],
    settings: {
      // templintSettings adds the content hash of each file it names, so `eslint --cache` sees a changed file.
      templint: templintSettings({
        // The platform's catalog (docs/catalog.md). A relative path is resolved against ESLint's working
        // directory, which editors choose; resolving it next to this file works everywhere.
        catalog: fileURLToPath(new URL('platform-catalog.json', import.meta.url)),
        // Names already used in your provider-integration: turns on templint/template-name-unique.
        existingTemplateNames: ['order_update'],
        // Your Flows' ids: turns on templint/flow-id-known.
        flowIds: ['1234567890'],
      }),
    },
  },
];
