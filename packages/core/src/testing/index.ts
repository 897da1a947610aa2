// Test support shared by templint's packages: fixtures, builders, generators of valid requests and
// targeted mutations. Imported as `@templint/core/testing`; needs fast-check (an optional peer), and
// is never part of the browser bundle (the package's main entry does not import it).
export * from './arbitraries.js';
export * from './array-work.js';
export * from './builders.js';
export * from './fixtures.js';
export * from './helpers.js';
export * from './mutations.js';
export * from './rule-tester.js';
export * from './set-rule-tester.js';
