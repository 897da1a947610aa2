// Core's smoke suite in a real browser: Debian's headless Chromium driven by playwright through
// vitest's browser mode. Playwright never downloads a browser here; scripts/ensure-chromium.mjs installs
// /usr/bin/chromium first (the root `test` script runs it).
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium-flags.mjs';


export default defineProject({
  // The browser reads core's TypeScript sources, as the Node projects do (under `ssr.resolve` there).
  // Setting `resolve.conditions` replaces Vite's client defaults, so they are listed after ours.
  resolve: { conditions: ['@templint/source', 'module', 'browser', 'development|production'] },
  // fast-check (for @templint/core/testing) is pre-bundled up front, so no reload happens mid-run.
  optimizeDeps: { include: ['fast-check'] },
  test: {
    name: 'browser',
    include: ['**/*.test.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
