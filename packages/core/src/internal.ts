// `@templint/core/internal`: helpers templint's own packages share. Unstable: no semver promise; not
// for applications (use the main entry).
export { closest } from './internal/closest.js';
