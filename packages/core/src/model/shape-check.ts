// One walk over the request against the spec's field tables (spec/request-shape.ts), shared by the
// field-type and unknown-field rules: wrong types, missing required fields, empty arrays, unknown keys.
import type { JsonPath } from '../diagnostic.js';
import { REQUEST_SHAPE, TEMPLATE_DATA_SHAPE, type FieldShape, type JsonType, type ObjectShape } from '../spec/request-shape.js';

export type ShapeProblem =
  | { readonly kind: 'wrongType'; readonly path: JsonPath; readonly field: string; readonly expected: readonly JsonType[]; readonly actual: unknown }
  | { readonly kind: 'required'; readonly path: JsonPath; readonly field: string }
  | { readonly kind: 'tooFewItems'; readonly path: JsonPath; readonly field: string; readonly min: number }
  | { readonly kind: 'unknownKey'; readonly path: JsonPath; readonly field: string; readonly known: readonly string[] };

/** Keys a payload file may carry beside the spec's fields: `$schema` links it to the JSON Schema. */
const ROOT_EXTRA_KEYS: ReadonlySet<string> = new Set(['$schema']);

const BITS: Readonly<Record<JsonType, number>> = { string: 1, number: 2, boolean: 4, null: 8, object: 16, array: 32 };

interface CompiledField {
  readonly shape: FieldShape;
  readonly mask: number;
  /** An object field walked on its own (chat_template_data): skipped by its parent's walk. */
  readonly skip: boolean;
  /** Only its type is checked (no fields, items or minimum): checked in place, without a call. */
  readonly leaf: boolean;
  readonly required: boolean;
  readonly fields: CompiledObject | undefined;
  readonly items: CompiledField | undefined;
}

interface CompiledObject {
  /** A null-prototype table: a key of the request finds nothing inherited. */
  readonly byKey: Readonly<Record<string, CompiledField | undefined>>;
  readonly required: readonly string[];
  readonly known: readonly string[];
}

// The tables compiled once: a bit mask of accepted types and the required keys per object, so a request
// is checked by walking only the keys it has.
function compileObject(shape: ObjectShape): CompiledObject {
  const byKey: Record<string, CompiledField | undefined> = Object.create(null) as Record<string, CompiledField | undefined>;
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    byKey[key] = compileField(field);
    if (field.required) required.push(key);
  }
  return { byKey, required, known: Object.keys(shape) };
}

function compileField(shape: FieldShape): CompiledField {
  return {
    shape,
    mask: shape.types.reduce((mask, type) => mask | BITS[type], 0),
    skip: shape.types.length === 1 && shape.types[0] === 'object' && !shape.fields,
    leaf: !shape.fields && !shape.items && shape.minItems === undefined,
    required: shape.required === true,
    fields: shape.fields ? compileObject(shape.fields) : undefined,
    items: shape.items ? compileField(shape.items) : undefined,
  };
}

const COMPILED_REQUEST = compileObject({ ...REQUEST_SHAPE, chat_template_data: { types: ['object'] } });
const COMPILED_DATA = compileObject(TEMPLATE_DATA_SHAPE);

/** Every shape problem of a request whose root (and `chat_template_data`, when an object) is given. */
export function checkShape(root: Readonly<Record<string, unknown>> | undefined, data: Readonly<Record<string, unknown>> | undefined): ShapeProblem[] {
  const problems: ShapeProblem[] = [];
  if (root) checkObject(root, COMPILED_REQUEST, [], problems, ROOT_EXTRA_KEYS);
  if (data) checkObject(data, COMPILED_DATA, ['chat_template_data'], problems, undefined);
  return problems;
}

function checkObject(
  object: Readonly<Record<string, unknown>>,
  compiled: CompiledObject,
  path: (string | number)[],
  problems: ShapeProblem[],
  extraKeys: ReadonlySet<string> | undefined,
): void {
  // A plain object (what JSON.parse makes) has no inherited enumerable keys: skip the own-key test then.
  const plain = Object.getPrototypeOf(object) === Object.prototype;
  // Required keys seen: when all are, the missing-key pass is skipped.
  let requiredSeen = 0;
  for (const key in object) {
    if (!plain && !Object.hasOwn(object, key)) continue;
    const field = compiled.byKey[key];
    if (!field) {
      if (!extraKeys?.has(key)) problems.push({ kind: 'unknownKey', path: [...path, key], field: key, known: compiled.known });
      continue;
    }
    // chat_template_data itself is request-shape's to report, and walked on its own.
    if (field.required) requiredSeen += 1;
    if (field.skip) continue;
    const value = object[key];
    if (field.leaf) {
      // Most fields: a type check here, without growing the path (spelled out only when reporting).
      if ((field.mask & typeBit(value)) === 0) problems.push({ kind: 'wrongType', path: [...path, key], field: key, expected: field.shape.types, actual: value });
      continue;
    }
    path.push(key);
    checkValue(value, field, key, path, problems);
    path.pop();
  }
  if (requiredSeen === compiled.required.length) return;
  for (const key of compiled.required) {
    if (!Object.hasOwn(object, key)) problems.push({ kind: 'required', path: [...path, key], field: key });
  }
}

function checkValue(value: unknown, field: CompiledField, name: string, path: (string | number)[], problems: ShapeProblem[]): void {
  const bit = typeBit(value);
  if ((field.mask & bit) === 0) {
    problems.push({ kind: 'wrongType', path: [...path], field: displayName(name, path), expected: field.shape.types, actual: value });
    return;
  }
  if (bit === BITS.array) {
    const items = value as readonly unknown[];
    const min = field.shape.minItems;
    if (min !== undefined && items.length < min) problems.push({ kind: 'tooFewItems', path: [...path], field: displayName(name, path), min });
    const itemField = field.items;
    if (!itemField) return;
    for (let index = 0; index < items.length; index += 1) {
      path.push(index);
      checkValue(items[index], itemField, name, path, problems);
      path.pop();
    }
  } else if (bit === BITS.object && field.fields) {
    checkObject(value as Readonly<Record<string, unknown>>, field.fields, path, problems, undefined);
  }
}

/** The field's name as messages show it: `rows[2]` for an array item (built only when reporting). */
function displayName(name: string, path: readonly (string | number)[]): string {
  const last = path.at(-1);
  return typeof last === 'number' ? `${name}[${String(last)}]` : name;
}

/** The type's bit; 0 for values JSON cannot hold (undefined, functions, NaN, Infinity). */
function typeBit(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return BITS.string;
    case 'number':
      return Number.isFinite(value) ? BITS.number : 0;
    case 'boolean':
      return BITS.boolean;
    case 'object':
      return value === null ? BITS.null : Array.isArray(value) ? BITS.array : BITS.object;
    default:
      return 0;
  }
}
