// `eslint --max-warnings 0 .` as a test project of its own. In the test command before `vitest run`, its
// minute of typed linting ran on one core while the other waited; as a test it runs beside the others, and
// vitest.workspace.ts lists it first so it is not the run's tail.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'eslint',
    include: ['*.test.ts'],
    // One ESLint run over the whole repository with type information: about 63 s alone on 2 cores, more
    // beside the other tests. It is one unit of work, so its limit is the run's, not a test's.
    testTimeout: 600_000,
  },
});
