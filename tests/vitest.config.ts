import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  ssr: { resolve: { conditions: ['@templint/source'] } },
  test: {
    name: 'repo',
    include: ['**/*.test.ts'],
    // browser/ is its own project (tests/browser/vitest.config.ts): headless Chromium.
    exclude: [...configDefaults.exclude, 'browser/**'],
  },
});
