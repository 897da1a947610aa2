import { defineProject } from 'vitest/config';

export default defineProject({
  ssr: { resolve: { conditions: ['@templint/source'] } },
  test: {
    name: 'sandbox',
    include: ['src/**/*.test.ts'],
  },
});
