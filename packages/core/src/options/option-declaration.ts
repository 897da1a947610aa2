import type { RuleOptions } from '../diagnostic.js';

/**
 * One option of a rule, declared once as plain data: its type, default and bounds. The validator's check
 * of a caller's settings, the CLI's config check and the ESLint plugin's `meta.schema` are all derived
 * from it, so they accept and refuse the same values.
 */
export type OptionDeclaration =
  | {
      readonly type: 'number';
      readonly default: number;
      /** The smallest value accepted (inclusive). */
      readonly minimum: number;
      /** The largest value accepted (inclusive): every number option has one, so no value reaches Infinity. */
      readonly maximum: number;
      readonly description: string;
    }
  | { readonly type: 'boolean'; readonly default: boolean; readonly description: string }
  | { readonly type: 'string'; readonly default: string; readonly values: readonly string[]; readonly description: string };

/** A rule's options by name. */
export type OptionDeclarations = Readonly<Record<string, OptionDeclaration>>;

/** The default value of every declared option. */
export function defaultOptionsOf(declarations: OptionDeclarations): RuleOptions {
  const defaults: Record<string, string | number | boolean> = {};
  for (const [name, declaration] of Object.entries(declarations)) defaults[name] = declaration.default;
  return Object.freeze(defaults);
}

/** What is wrong with one option's value, or undefined when the declaration accepts it. */
export function optionValueProblem(declaration: OptionDeclaration, value: unknown): string | undefined {
  switch (declaration.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && value >= declaration.minimum && value <= declaration.maximum
        ? undefined
        : `must be a number from ${String(declaration.minimum)} to ${String(declaration.maximum)}, got ${shown(value)}`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `must be true or false, got ${shown(value)}`;
    case 'string':
      return typeof value === 'string' && declaration.values.includes(value) ? undefined : `must be one of ${declaration.values.map((item) => JSON.stringify(item)).join(', ')}, got ${shown(value)}`;
  }
}

/** A value as a message shows it: JSON, cut short. */
function shown(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  text ??= `a ${typeof value}`;
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
