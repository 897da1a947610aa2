import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    // Rule tests share no state; reusing one module graph spares re-importing fast-check per file.
    isolate: false,
  },
});
