import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  ssr: { resolve: { conditions: ['@templint/source'] } },
  test: {
    name: 'repo',
    // Its tests run built output: build it first when missing or stale (a no-op after `pnpm build`).
    globalSetup: ['./support/build-packages.ts'],
    include: ['**/*.test.ts'],
    // browser/ (headless Chromium) and code-style/ (ESLint over the repository) are projects of their own.
    exclude: [...configDefaults.exclude, 'browser/**', 'code-style/**'],
    // The files share no state (tests/module-state.test.ts): one module graph spares re-importing for each
    // (about 13 s of CPU).
    isolate: false,
  },
});
