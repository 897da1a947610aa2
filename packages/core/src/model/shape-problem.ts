// What the shape walk (shape-check.ts) finds, for the field-type and unknown-field rules.
import type { JsonPath } from '../diagnostic.js';
import type { JsonType } from '../spec/create-request.js';

export type ShapeProblem =
  | { readonly kind: 'wrongType'; readonly path: JsonPath; readonly field: string; readonly expected: readonly JsonType[]; readonly actual: unknown }
  | { readonly kind: 'required'; readonly path: JsonPath; readonly field: string }
  | { readonly kind: 'tooFewItems'; readonly path: JsonPath; readonly field: string; readonly min: number }
  | { readonly kind: 'unknownKey'; readonly path: JsonPath; readonly field: string; readonly known: readonly string[] };
