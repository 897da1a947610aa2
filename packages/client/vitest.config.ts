import { defineProject } from 'vitest/config';

export default defineProject({
  ssr: { resolve: { conditions: ['@templint/source'] } },
  test: {
    name: 'client',
    // Its tests run built output: build it first when missing or stale (a no-op after `pnpm build`).
    globalSetup: ['../../tests/support/build-packages.ts'],
    include: ['src/**/*.test.ts'],
    // Type tests (`*.test-d.ts`, as valibot keeps them): tsc checks them, each `expectTypeOf` a test.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    // Test files share no state (no module-level state anywhere, see issue 25): one module graph for all of
    // them spares re-importing core, the CLI and their dependencies for every file.
    isolate: false,
  },
});
