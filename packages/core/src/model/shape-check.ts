// The one walk over a request, against its one description (spec/create-request.ts). It finds what does
// not fit the description (wrong types, missing required fields, too few items, unknown keys: the
// field-type and unknown-field rules report them) and hands each object that is a part of the template
// to a visitor (the model builder), so a request is walked once for its shape and its model.
// The description is read into a plan once, when the module loads (a lookup table per object, type bits per
// field). The walk's depth is the description's, whatever the input.
import { asPlainObject, isObject, type JsonObject } from '../internal/json.js';
import type { FieldShape, ItemShape, JsonType, ObjectShape, PartName } from '../spec/create-request.js';
import { REQUEST_SHAPE } from '../spec/request-shape.js';
import { ROOT, type Place } from './place.js';
import type { ShapeProblem } from './shape-problem.js';

export type { ShapeProblem } from './shape-problem.js';

/** Told of each part of the template as the walk meets it: `enter` before its fields are walked, `leave` after. */
export interface PartVisitor {
  enter(part: PartName, object: JsonObject, place: Place): void;
  leave(part: PartName, object: JsonObject, place: Place): void;
}

/** Walks a request (none when it is no object: `request-shape` reports that); returns its shape problems. */
export function walkRequest(request: unknown, visitor: PartVisitor | undefined): ShapeProblem[] {
  const problems: ShapeProblem[] = [];
  if (isObject(request)) walkObject(request, REQUEST_PLAN, ROOT, problems, visitor);
  return problems;
}

/** Every shape problem of a request, without a model. */
export function checkShape(request: unknown): ShapeProblem[] {
  return walkRequest(request, undefined);
}

interface ObjectPlan {
  /** A lookup table without a prototype, so no inherited key (`constructor`, `__proto__`) is found. */
  readonly fields: Readonly<Record<string, FieldPlan | undefined>>;
  readonly known: readonly string[];
  /** The required fields whose absence field-type reports. */
  readonly required: readonly string[];
  readonly part: PartName | undefined;
}

interface ItemPlan {
  readonly types: readonly JsonType[];
  /** The types' bits (TYPE_BITS), tested against the bit of a value's type. */
  readonly typeBits: number;
  readonly object: ObjectPlan | undefined;
}

interface FieldPlan extends ItemPlan {
  /** Another rule reports its type: the walk only descends into it, after its object's own keys. */
  readonly apart: boolean;
  readonly nullIsAbsent: boolean;
  readonly minItems: number | undefined;
  readonly items: ItemPlan | undefined;
}

const TYPE_BITS: Readonly<Record<JsonType, number>> = { string: 1, number: 2, boolean: 4, null: 8, object: 16, array: 32 };
const OBJECT_BIT = TYPE_BITS.object;
const ARRAY_BIT = TYPE_BITS.array;

/** The bit of a value's JSON type; 0 for what is no JSON (NaN, Infinity, undefined, functions). */
function typeBitOf(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return TYPE_BITS.string;
    case 'number':
      return Number.isFinite(value) ? TYPE_BITS.number : 0;
    case 'boolean':
      return TYPE_BITS.boolean;
    case 'object':
      return value === null ? TYPE_BITS.null : Array.isArray(value) ? ARRAY_BIT : OBJECT_BIT;
    default:
      return 0;
  }
}

function planItem(spec: ItemShape): ItemPlan {
  let typeBits = 0;
  for (const type of spec.types) typeBits |= TYPE_BITS[type];
  return { types: spec.types, typeBits, object: spec.object ? planObject(spec.object) : undefined };
}

function planField(spec: FieldShape): FieldPlan {
  return {
    ...planItem(spec),
    apart: spec.typeReportedBy !== undefined,
    nullIsAbsent: spec.nullIsAbsent === true,
    minItems: spec.minItems,
    items: spec.items ? planItem(spec.items) : undefined,
  };
}

function planObject(spec: ObjectShape): ObjectPlan {
  const entries = Object.entries(spec.fields);
  return {
    fields: Object.assign(Object.create(null) as Record<string, FieldPlan>, Object.fromEntries(entries.map(([key, field]) => [key, planField(field)]))),
    known: entries.map(([key]) => key),
    required: entries.filter(([, field]) => field.required === true && field.absenceReportedBy === undefined).map(([key]) => key),
    part: spec.part,
  };
}

/** The create request's plan, made once from its description. */
const REQUEST_PLAN: ObjectPlan = planObject(REQUEST_SHAPE);

function walkObject(object: JsonObject, plan: ObjectPlan, place: Place, problems: ShapeProblem[], visitor: PartVisitor | undefined): void {
  // A plain object (what JSON.parse makes) has no inherited enumerable keys: skip the own-key test then.
  const plain = Object.getPrototypeOf(object) === Object.prototype;
  // The visitor reads the part's own keys directly: a plain copy when the object is not plain.
  const part = visitor && plan.part !== undefined ? (plain ? object : asPlainObject(object)) : undefined;
  if (part && plan.part) visitor?.enter(plan.part, part, place);
  // Fields whose type another rule reports are walked after the object's own keys, so problems keep the
  // order of the parts they are in (the request's fields before its template's).
  let apart: string[] | undefined;
  for (const key in object) {
    if (!plain && !Object.hasOwn(object, key)) continue;
    const field = plan.fields[key];
    if (field === undefined) problems.push({ kind: 'unknownKey', path: place.path(key), field: key, known: plan.known });
    else if (!field.apart) walkField(object[key], field, key, place, problems, visitor);
    else if (field.object && isObject(object[key])) (apart ??= []).push(key);
  }
  for (const key of plan.required) {
    if (!Object.hasOwn(object, key)) problems.push({ kind: 'required', path: place.path(key), field: key });
  }
  if (apart !== undefined) {
    for (const key of apart) {
      const objectPlan = plan.fields[key]?.object;
      const value = object[key];
      if (objectPlan && isObject(value)) walkObject(value, objectPlan, place.at(key), problems, visitor);
    }
  }
  if (part && plan.part) visitor?.leave(plan.part, part, place);
}

/** A field's value at `object[key]`; `place` is the object's. */
function walkField(value: unknown, field: FieldPlan, key: string, place: Place, problems: ShapeProblem[], visitor: PartVisitor | undefined): void {
  const bit = typeBitOf(value);
  if ((field.typeBits & bit) === 0) {
    if (value !== null || !field.nullIsAbsent) problems.push({ kind: 'wrongType', path: place.path(key), field: key, expected: field.types, actual: value });
    return;
  }
  if (bit === OBJECT_BIT && field.object) {
    walkObject(value as JsonObject, field.object, place.at(key), problems, visitor);
    return;
  }
  if (bit !== ARRAY_BIT) return;
  const array = value as readonly unknown[];
  if (field.minItems !== undefined && array.length < field.minItems) {
    problems.push({ kind: 'tooFewItems', path: place.path(key), field: key, min: field.minItems });
  }
  const { items } = field;
  if (!items) return;
  const arrayPlace = place.at(key);
  for (let index = 0; index < array.length; index += 1) {
    const item: unknown = array[index];
    const itemBit = typeBitOf(item);
    if ((items.typeBits & itemBit) === 0) {
      problems.push({ kind: 'wrongType', path: arrayPlace.path(index), field: `${key}[${String(index)}]`, expected: items.types, actual: item });
    } else if (itemBit === OBJECT_BIT && items.object) {
      walkObject(item as JsonObject, items.object, arrayPlace.at(index), problems, visitor);
    }
  }
}
