import { defineProject } from 'vitest/config';

export default defineProject({
  ssr: { resolve: { conditions: ['@templint/source'] } },
  test: {
    name: 'lint',
    include: ['src/**/*.test.ts'],
  },
});
