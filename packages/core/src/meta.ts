// `@templint/core/meta`: the rules' tooling-only metadata, apart from the main entry so that a browser
// bundle of the validator does not carry it. Validation never needs it.
export { ruleDescriptions } from './rules/descriptions.js';
export type { RuleMeta } from './rule-meta.js';
