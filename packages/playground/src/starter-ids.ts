// The starters' ids, apart from their texts (which only the bundle has): each language names every one.

/**
 * The starters' ids: the examples' file names without `.json`, in file order. Listed here so that each
 * language names every starter (page-words.ts); a test checks the list against examples/valid.
 */
export const STARTER_IDS = [
  'authentication--login-code',
  'carousel--summer-collection',
  'interactive-cta-url--invoice-link',
  'interactive-flow--table-booking',
  'interactive-list--menu',
  'interactive-reply-buttons--delivery-feedback',
  'interactive-text--auto-reply',
  'normal--named-variables',
  'normal--order-update',
] as const;
/** A starter's id, e.g. `carousel--summer-collection`. */
export type StarterId = (typeof STARTER_IDS)[number];
