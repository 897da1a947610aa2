import { defineProject } from 'vitest/config';

export default defineProject({
  ssr: { resolve: { conditions: ['@templint/source'] } },
  test: {
    name: 'sandbox',
    include: ['src/**/*.test.ts'],
    // The bin test runs the built dist/ (through the committed shim): build it first when missing or stale.
    globalSetup: ['../../tests/support/build-packages.ts'],
    // No module-level state (tests/module-state.test.ts): one module graph for all the test files spares
    // importing ESLint, core and the plugin again for each (alone, eslint-plugin: 30 -> 21-24 s of CPU; sandbox: 10 -> 7-8).
    isolate: false,
  },
});
