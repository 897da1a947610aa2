/**
 * A rule's tooling-only metadata, in `rules/<id>/<id>.meta.ts` beside the rule: what the CLI, the ESLint
 * plugin, SARIF and the docs show, and validation never reads. It lives apart from `RuleDefinition` so a
 * browser bundle of the validator does not carry it (`@templint/core/meta` gathers it).
 */
export interface RuleMeta {
  /** One line: what the rule checks. */
  readonly description: string;
}
