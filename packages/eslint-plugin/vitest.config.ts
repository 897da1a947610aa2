import { defineProject } from 'vitest/config';

export default defineProject({
  ssr: { resolve: { conditions: ['@templint/source'] } },
  test: {
    name: 'eslint-plugin',
    // Its tests run built output: build it first when missing or stale (a no-op after `pnpm build`).
    globalSetup: ['../../tests/support/build-packages.ts'],
    include: ['src/**/*.test.ts'],
    // No module-level state (tests/module-state.test.ts): one module graph for all the test files spares
    // importing ESLint, core and the plugin again for each (alone, eslint-plugin: 30 -> 21-24 s of CPU; sandbox: 10 -> 7-8).
    isolate: false,
  },
});
