import type { RuleOptions } from '../diagnostic.js';

/**
 * One option of a rule, declared once as plain data: its type, default and bounds. The validator's check
 * of a caller's settings, the CLI's config check and the ESLint plugin's `meta.schema` are all derived
 * from it, so they accept and refuse the same values. Numbers are the only kind of option a rule has yet;
 * another kind is another member of this union.
 */
export interface OptionDeclaration {
  readonly type: 'number';
  readonly default: number;
  /** The smallest value accepted (inclusive). */
  readonly minimum: number;
  /** The largest value accepted (inclusive): every number option has one, so no value reaches Infinity. */
  readonly maximum: number;
}

/** A rule's options by name. */
export type OptionDeclarations = Readonly<Record<string, OptionDeclaration>>;

/** The default value of every declared option. */
export function defaultOptionsOf(declarations: OptionDeclarations): RuleOptions {
  const defaults: Record<string, number> = {};
  for (const [name, declaration] of Object.entries(declarations)) defaults[name] = declaration.default;
  return defaults;
}

/** What is wrong with one option's value, or undefined when the declaration accepts it. */
export function optionValueProblem(declaration: OptionDeclaration, value: unknown): string | undefined {
  if (typeof value === 'number' && value >= declaration.minimum && value <= declaration.maximum) return undefined;
  const got = typeof value === 'number' ? String(value) : typeof value === 'string' && value.length <= 40 ? JSON.stringify(value) : `type ${typeof value}`;
  return `must be a number from ${String(declaration.minimum)} to ${String(declaration.maximum)}, got ${got}`;
}
