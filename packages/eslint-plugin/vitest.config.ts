import { defineProject } from 'vitest/config';

export default defineProject({
  ssr: { resolve: { conditions: ['@templint/source'] } },
  test: {
    name: 'eslint-plugin',
    // Its tests run built output: build it first when missing or stale (a no-op after `pnpm build`).
    globalSetup: ['../../tests/support/build-packages.ts'],
    include: ['src/**/*.test.ts'],
  },
});
