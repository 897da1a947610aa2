import { defineProject } from 'vitest/config';

export default defineProject({
  ssr: { resolve: { conditions: ['@templint/source'] } },
  test: {
    name: 'sandbox',
    include: ['src/**/*.test.ts'],
    // The bin test runs the built dist/ (through the committed shim): build it first when missing or stale.
    globalSetup: ['../../tests/support/build-packages.ts'],
  },
});
