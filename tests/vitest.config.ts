import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  ssr: { resolve: { conditions: ['@templint/source'] } },
  test: {
    name: 'repo',
    // Its tests run built output: build it first when missing or stale (a no-op after `pnpm build`).
    globalSetup: ['./support/build-packages.ts'],
    include: ['**/*.test.ts'],
    // browser/ is its own project (tests/browser/vitest.config.ts): headless Chromium.
    exclude: [...configDefaults.exclude, 'browser/**'],
  },
});
