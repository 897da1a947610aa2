// The one list of test projects. vitest 4 no longer reads this file by itself:
// vitest.config.ts imports it, so adding a package means adding one line here. Projects start in this
// order (vitest.config.ts): the longest first, so the run does not end on one of them alone.
export default [
  'tests/code-style/vitest.config.ts',
  'packages/playground/vitest.config.ts',
  'packages/lint/vitest.config.ts',
  'packages/preview/vitest.config.ts',
  'packages/core/vitest.config.ts',
  'tests/vitest.config.ts',
  'packages/eslint-plugin/vitest.config.ts',
  'packages/client/vitest.config.ts',
  'packages/sandbox/vitest.config.ts',
  'tests/browser/vitest.config.ts',
];
