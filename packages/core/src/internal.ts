// `@templint/core/internal`: helpers templint's own packages share. Unstable: no semver promise; not
// for applications (use the main entry).
export { closest } from './internal/closest.js';
export { INTERACTIVE_ITEM_SUB_TYPE } from './spec/decisions.js';
export {
  BUTTON_FIELD_LIMITS,
  CATALOG_BUTTON_TEXT,
  CODE_EXPIRATION_MAX_MINUTES,
  CODE_EXPIRATION_MIN_MINUTES,
  COPY_CODE_TEXTS,
} from './spec/limits.js';
export { settingOf } from './validator/rule-setting.js';
