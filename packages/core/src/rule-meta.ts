import type { RuleDefinition } from './rule.js';

/**
 * A rule's tooling-only metadata: what the CLI, the ESLint plugin, SARIF and the docs show, and validation
 * never reads. Each rule file exports it as `meta` beside its rule; `@templint/core/meta` gathers it.
 */
export interface RuleMeta {
  /**
   * One line: what the rule checks. A function, so that a bundle which never asks for it (the validator's)
   * drops the text when it tree-shakes: the main entry's registry imports only the rules.
   */
  readonly description: () => string;
  /**
   * The spec section a `spec` rule comes from, such as `2.4` or `8`: the README's rules table, the docs and
   * SARIF show it; validation never reads it, so it stays out of a bundle of the validator too.
   */
  readonly specSection?: string;
}

/**
 * A rule as tooling shows it without running it (`ruleManifest` of `@templint/core/meta`): the data of its
 * definition, without its check, with its description and spec section.
 */
export type RuleManifestEntry = Omit<RuleDefinition, 'check' | 'checkSet'> & { readonly description: string; readonly specSection?: string };
