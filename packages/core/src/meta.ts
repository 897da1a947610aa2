// `@templint/core/meta`: the rules' tooling-only metadata, apart from the main entry so that a browser
// bundle of the validator does not carry it. Validation never needs it.
export { ruleDescriptions, ruleSpecSections } from './rules/descriptions.js';
// Every rule's data and description as one literal, for tooling that shows rules without running them (the
// ESLint plugin's entry): it loads no rule's code.
export { ruleManifest } from './rules/manifest.js';
export type { RuleManifestEntry, RuleMeta } from './rule-meta.js';
