import type { JSONRuleDefinition } from '@eslint/json';
import type { RuleOptions } from '@templint/core';

/** A templint rule as ESLint sees it: a rule for ESLint's JSON language (`json/json`), with core's options. */
export type TemplintRule = JSONRuleDefinition<{ RuleOptions: [RuleOptions?]; MessageIds: string }>;
