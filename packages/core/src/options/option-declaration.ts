import type { RuleOptions } from '../diagnostic.js';

/**
 * One option of a rule, declared once as plain data: its type, default and bounds. The validator's check
 * of a caller's settings, the CLI's config check and the ESLint plugin's `meta.schema` are all derived
 * from it, so they accept and refuse the same values. Another kind of option is another member of the union.
 */
export type OptionDeclaration = NumberOption | BooleanOption;

/** A number within bounds. */
export interface NumberOption {
  readonly type: 'number';
  readonly default: number;
  /** The smallest value accepted (inclusive). */
  readonly minimum: number;
  /** The largest value accepted (inclusive): every number option has one, so no value reaches Infinity. */
  readonly maximum: number;
}

/** A switch. */
export interface BooleanOption {
  readonly type: 'boolean';
  readonly default: boolean;
}

/** A rule's options by name. */
export type OptionDeclarations = Readonly<Record<string, OptionDeclaration>>;

/** The default value of every declared option. */
export function defaultOptionsOf(declarations: OptionDeclarations): RuleOptions {
  const defaults: Record<string, number | boolean> = {};
  for (const [name, declaration] of Object.entries(declarations)) defaults[name] = declaration.default;
  return defaults;
}

/** What is wrong with one option's value, or undefined when the declaration accepts it. */
export function optionValueProblem(declaration: OptionDeclaration, value: unknown): string | undefined {
  if (declaration.type === 'boolean') return typeof value === 'boolean' ? undefined : `must be true or false, got ${typeof value === 'string' && value.length <= 40 ? JSON.stringify(value) : `type ${typeof value}`}`;
  if (typeof value === 'number' && value >= declaration.minimum && value <= declaration.maximum) return undefined;
  const got = typeof value === 'number' ? String(value) : typeof value === 'string' && value.length <= 40 ? JSON.stringify(value) : `type ${typeof value}`;
  return `must be a number from ${String(declaration.minimum)} to ${String(declaration.maximum)}, got ${got}`;
}
