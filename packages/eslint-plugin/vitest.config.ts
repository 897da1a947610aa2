import { defineProject } from 'vitest/config';

export default defineProject({
  ssr: { resolve: { conditions: ['@templint/source'] } },
  test: {
    name: 'eslint-plugin',
    include: ['src/**/*.test.ts'],
  },
});
