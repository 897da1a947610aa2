import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    // Type tests (`*.test-d.ts`, as valibot keeps them): tsc checks them, each `expectTypeOf` a test.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    // Rule tests share no state; reusing one module graph spares re-importing fast-check per file.
    isolate: false,
  },
});
