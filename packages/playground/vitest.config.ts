import { defineProject } from 'vitest/config';

export default defineProject({
  ssr: { resolve: { conditions: ['@templint/source'] } },
  test: {
    name: 'playground',
    // Its tests run built output: build it first when missing or stale (a no-op after `pnpm build`).
    globalSetup: ['../../tests/support/build-packages.ts'],
    include: ['src/**/*.test.ts'],
    // The Chromium test builds the site and starts a browser: more than the default 5 s on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
