// `@templint/core/internal`: helpers templint's own packages share. Unstable: no semver promise; not
// for applications (use the main entry).
export { closest } from './internal/closest.js';
export { BUTTON_FIELD_LIMITS } from './spec/limits.js';
export { settingOf } from './validator/rule-setting.js';
