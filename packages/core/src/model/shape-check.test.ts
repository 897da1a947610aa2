import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { JsonPath } from '../diagnostic.js';
import { CREATE_REQUEST, type FieldSpec, type JsonType, type ObjectSpec } from '../spec/create-request.js';
import { propertyRuns as numRuns, validRequest } from '../testing/arbitraries.js';
import type { JsonRecord } from '../testing/builders.js';
import { nodesOf } from '../testing/mutations.js';
import { checkShape, type ShapeProblem } from './shape-check.js';

// The shape walk against a plain recursive reading of the same description, written apart with copied
// paths and no shared stack: the two must find the same problems in any request.

function jsonType(value: unknown): JsonType | undefined {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'number':
      return Number.isFinite(value) ? 'number' : undefined;
    case 'object':
      return 'object';
    default:
      return undefined;
  }
}

function referenceObject(object: object, spec: ObjectSpec, path: JsonPath, problems: ShapeProblem[]): void {
  const known = Object.keys(spec.fields);
  for (const key of Object.keys(object)) {
    const value = (object as Record<string, unknown>)[key];
    const field = Object.hasOwn(spec.fields, key) ? spec.fields[key] : undefined;
    if (!field) problems.push({ kind: 'unknownKey', path: [...path, key], field: key, known });
    else if (field.typeReportedBy === undefined) referenceField(value, field, key, [...path, key], problems);
    else if (field.object && jsonType(value) === 'object') referenceObject(value as object, field.object, [...path, key], problems);
  }
  for (const [key, field] of Object.entries(spec.fields)) {
    if (field.required === true && field.absenceReportedBy === undefined && !Object.hasOwn(object, key)) problems.push({ kind: 'required', path: [...path, key], field: key });
  }
}

function referenceField(value: unknown, field: Pick<FieldSpec, 'types' | 'minItems' | 'items' | 'object' | 'nullIsAbsent'>, name: string, path: JsonPath, problems: ShapeProblem[]): void {
  if (value === null && field.nullIsAbsent === true) return;
  const type = jsonType(value);
  if (type === undefined || !field.types.includes(type)) {
    problems.push({ kind: 'wrongType', path, field: name, expected: field.types, actual: value });
    return;
  }
  if (Array.isArray(value)) {
    if (field.minItems !== undefined && value.length < field.minItems) problems.push({ kind: 'tooFewItems', path, field: name, min: field.minItems });
    const items = field.items;
    if (items) value.forEach((item: unknown, index) => { referenceField(item, items, `${name}[${String(index)}]`, [...path, index], problems); });
  } else if (type === 'object' && field.object) {
    referenceObject(value as object, field.object, path, problems);
  }
}

function reference(request: JsonRecord): ShapeProblem[] {
  const problems: ShapeProblem[] = [];
  referenceObject(request, CREATE_REQUEST, [], problems);
  return problems;
}

function walked(request: JsonRecord): ShapeProblem[] {
  return checkShape(request);
}

/** Problems in one canonical order: the two walks may meet keys in another order. */
function sorted(problems: readonly ShapeProblem[]): string[] {
  return problems.map((problem) => JSON.stringify(problem, (_key, value: unknown) => (value === undefined ? '<undefined>' : value))).sort();
}

// Keys an edit writes: every key of the tables (so wrong types are frequent) and some that are no field.
const tableKeys = new Set<string>();
const collectKeys = (spec: ObjectSpec): void => {
  for (const [key, field] of Object.entries(spec.fields)) {
    tableKeys.add(key);
    if (field.object) collectKeys(field.object);
    if (field.items?.object) collectKeys(field.items.object);
  }
};
collectKeys(CREATE_REQUEST);
const anyKey = fc.oneof(fc.constantFrom(...tableKeys, '$schema', '__proto__', 'constructor'), fc.string({ maxLength: 6 }));
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, undefined));

type Edit = { readonly at: number; readonly op: 'set'; readonly key: string; readonly value: unknown } | { readonly at: number; readonly op: 'delete'; readonly pick: number };
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ at: fc.nat(), op: fc.constant('set' as const), key: anyKey, value: anyValue }),
  fc.record({ at: fc.nat(), op: fc.constant('delete' as const), pick: fc.nat() }),
);

/** The request with each edit applied to one of its objects or arrays (picked by `at`). */
function edited(request: JsonRecord, edits: readonly Edit[]): JsonRecord {
  const copy = JSON.parse(JSON.stringify(request)) as JsonRecord;
  for (const change of edits) {
    const containers = nodesOf(copy).filter((node) => typeof node.value === 'object' && node.value !== null);
    const target = containers[change.at % containers.length]?.value as Record<string, unknown> | unknown[] | undefined;
    if (!target) continue;
    if (change.op === 'set') {
      // defineProperty: a `__proto__` key is an own key, as JSON.parse makes it.
      const key = Array.isArray(target) ? String(change.at % (target.length + 1)) : change.key;
      Object.defineProperty(target, key, { value: change.value, enumerable: true, writable: true, configurable: true });
    } else {
      const keys = Object.keys(target);
      const key = keys[change.pick % Math.max(1, keys.length)];
      if (key !== undefined && !Array.isArray(target)) Reflect.deleteProperty(target, key);
    }
  }
  return copy;
}

describe('checkShape (read from the request description)', () => {
  test.prop([validRequest], { numRuns })('finds nothing in a valid request', (request) => {
    expect(walked(request)).toEqual([]);
  });

  test.prop([validRequest, fc.array(edit, { minLength: 1, maxLength: 6 })], { numRuns: numRuns * 3 })(
    'finds exactly what a plain reading of the description finds, in any edited request',
    (request, edits) => {
      const changed = edited(request, edits);
      expect(sorted(walked(changed))).toEqual(sorted(reference(changed)));
    },
  );

  test('reads own keys only: an inherited key is neither checked nor unknown', () => {
    const request = Object.assign(Object.create({ inherited_key: 1, chat_template_id: 'not a number' }) as JsonRecord, { provider_integration_chat_id: 'pi' });
    expect(checkShape(request)).toEqual([]);
  });
});
