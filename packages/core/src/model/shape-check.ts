// One walk over the request against its one description (spec/create-request.ts), shared by the
// field-type and unknown-field rules: wrong types, missing required fields, too few items, unknown keys.
// It reads the description as it goes; its depth is the description's (about a dozen levels), whatever the input.
import type { JsonPath } from '../diagnostic.js';
import { isObject, type JsonObject } from '../internal/json.js';
import { CREATE_REQUEST, type FieldSpec, type JsonType, type ObjectSpec } from '../spec/create-request.js';
import type { ShapeProblem } from './shape-problem.js';

export type { ShapeProblem } from './shape-problem.js';

/** Every shape problem of a request (none when it is no object: `request-shape` reports that). */
export function checkShape(request: unknown): ShapeProblem[] {
  const problems: ShapeProblem[] = [];
  if (isObject(request)) walkObject(request, CREATE_REQUEST, [], problems);
  return problems;
}

function walkObject(object: JsonObject, spec: ObjectSpec, path: (string | number)[], problems: ShapeProblem[]): void {
  const { fields } = spec;
  // Fields whose type another rule reports are walked after the object's own keys, so problems keep
  // the order of the parts they are in (the request's fields before its template's).
  let apart: string[] | undefined;
  for (const key of Object.keys(object)) {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (field === undefined) {
      problems.push({ kind: 'unknownKey', path: [...path, key], field: key, known: Object.keys(fields) });
    } else if (field.typeReportedBy === undefined) {
      walkField(object[key], field, key, path, problems);
    } else if (field.object && isObject(object[key])) {
      (apart ??= []).push(key);
    }
  }
  for (const key in fields) {
    const field = fields[key];
    if (field?.required === true && field.absenceReportedBy === undefined && !Object.hasOwn(object, key)) {
      problems.push({ kind: 'required', path: [...path, key], field: key });
    }
  }
  for (const key of apart ?? []) {
    const objectSpec = fields[key]?.object;
    const value = object[key];
    if (!objectSpec || !isObject(value)) continue;
    path.push(key);
    walkObject(value, objectSpec, path, problems);
    path.pop();
  }
}

/** A field's value at `object[key]`; `path` is the object's. */
function walkField(value: unknown, field: FieldSpec, key: string, path: (string | number)[], problems: ShapeProblem[]): void {
  if (value === null && field.nullIsAbsent === true) return;
  if (!hasType(value, field.types)) {
    problems.push({ kind: 'wrongType', path: [...path, key], field: key, expected: field.types, actual: value });
    return;
  }
  if (field.object && isObject(value)) {
    path.push(key);
    walkObject(value, field.object, path, problems);
    path.pop();
    return;
  }
  if (!Array.isArray(value)) return;
  if (field.minItems !== undefined && value.length < field.minItems) {
    problems.push({ kind: 'tooFewItems', path: [...path, key], field: key, min: field.minItems });
  }
  const { items } = field;
  if (!items) return;
  path.push(key);
  for (let index = 0; index < value.length; index += 1) {
    const item: unknown = value[index];
    if (!hasType(item, items.types)) {
      problems.push({ kind: 'wrongType', path: itemPath(path, index), field: `${key}[${String(index)}]`, expected: items.types, actual: item });
    } else if (items.object && isObject(item)) {
      path.push(index);
      walkObject(item, items.object, path, problems);
      path.pop();
    }
  }
  path.pop();
}

function itemPath(arrayPath: readonly (string | number)[], index: number): JsonPath {
  return [...arrayPath, index];
}

function hasType(value: unknown, types: readonly JsonType[]): boolean {
  for (const type of types) {
    if (TYPE_TESTS[type](value)) return true;
  }
  return false;
}

const TYPE_TESTS: Readonly<Record<JsonType, (value: unknown) => boolean>> = {
  string: (value) => typeof value === 'string',
  // A JSON number is finite: NaN and Infinity are no JSON.
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
  object: isObject,
  array: Array.isArray,
};
