// What the shape walk (shape-check.generated.ts) finds, and the small helpers its generated code calls.
import type { JsonPath } from '../diagnostic.js';
import type { JsonType } from '../spec/request-shape.js';

export { isObject } from '../internal/json.js';

export type ShapeProblem =
  | { readonly kind: 'wrongType'; readonly path: JsonPath; readonly field: string; readonly expected: readonly JsonType[]; readonly actual: unknown }
  | { readonly kind: 'required'; readonly path: JsonPath; readonly field: string }
  | { readonly kind: 'tooFewItems'; readonly path: JsonPath; readonly field: string; readonly min: number }
  | { readonly kind: 'unknownKey'; readonly path: JsonPath; readonly field: string; readonly known: readonly string[] };

/** A JSON number: finite (NaN and Infinity are no JSON). */
export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

// The problems are built only when reporting; `path` is the walk's stack of keys to the object holding `key`.

export function wrongType(path: readonly (string | number)[], key: string, actual: unknown, expected: readonly JsonType[]): ShapeProblem {
  return { kind: 'wrongType', path: [...path, key], field: key, expected, actual };
}

/** An array item of the wrong type; `path` already ends with the array's key. Messages name it `rows[2]`. */
export function wrongItemType(path: readonly (string | number)[], key: string, index: number, actual: unknown, expected: readonly JsonType[]): ShapeProblem {
  return { kind: 'wrongType', path: [...path, index], field: `${key}[${String(index)}]`, expected, actual };
}

export function requiredKey(path: readonly (string | number)[], key: string): ShapeProblem {
  return { kind: 'required', path: [...path, key], field: key };
}

export function tooFewItems(path: readonly (string | number)[], key: string, min: number): ShapeProblem {
  return { kind: 'tooFewItems', path: [...path, key], field: key, min };
}

export function unknownKey(path: readonly (string | number)[], key: string, known: readonly string[]): ShapeProblem {
  return { kind: 'unknownKey', path: [...path, key], field: key, known };
}
