import type { JsonPath } from '../../diagnostic.js';
import { jsonTypeOf } from '../../internal/json.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import { REQUEST_SHAPE, TEMPLATE_DATA_SHAPE, type FieldShape, type JsonType, type ObjectShape } from '../../spec/request-shape.js';

type Report = (messageId: 'wrongType' | 'required' | 'tooFewItems', path: JsonPath, data: Record<string, string | number>) => void;

export const fieldType: RuleDefinition = defineRule({
  id: 'field-type',
  description: 'Every field of the spec tables has its JSON type, and the fields a part cannot do without are there.',
  severity: 'error',
  specSection: '2.1-2.7',
  messages: {
    wrongType: '`{{field}}` must be {{expected}}; found {{actual}}.',
    required: '`{{field}}` is required here; add it.',
    tooFewItems: '`{{field}}` must hold at least {{min}} item(s); it is empty.',
  },
  check({ model, report }) {
    const emit: Report = (messageId, path, data) => {
      report({ messageId, path, data });
    };
    if (model.root) checkObject(model.root, COMPILED_REQUEST, [], emit);
    if (model.data) checkObject(model.data, COMPILED_DATA, ['chat_template_data'], emit);
  },
});

// The spec tables compiled once: a bit mask of accepted types and the required keys per object, so a
// request is checked by walking only the keys it has (this rule runs on every keystroke in an editor).
const BITS: Readonly<Record<JsonType, number>> = { string: 1, number: 2, boolean: 4, null: 8, object: 16, array: 32 };

interface CompiledField {
  readonly shape: FieldShape;
  readonly mask: number;
  readonly fields: CompiledObject | undefined;
  readonly items: CompiledField | undefined;
}

interface CompiledObject {
  readonly byKey: ReadonlyMap<string, CompiledField>;
  readonly required: readonly string[];
}

function compileObject(shape: ObjectShape): CompiledObject {
  const byKey = new Map<string, CompiledField>();
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    byKey.set(key, compileField(field));
    if (field.required) required.push(key);
  }
  return { byKey, required };
}

function compileField(shape: FieldShape): CompiledField {
  return {
    shape,
    mask: shape.types.reduce((mask, type) => mask | BITS[type], 0),
    fields: shape.fields ? compileObject(shape.fields) : undefined,
    items: shape.items ? compileField(shape.items) : undefined,
  };
}

const COMPILED_REQUEST = compileObject(REQUEST_SHAPE);
const COMPILED_DATA = compileObject(TEMPLATE_DATA_SHAPE);

function checkObject(object: Readonly<Record<string, unknown>>, compiled: CompiledObject, path: (string | number)[], report: Report): void {
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const field = compiled.byKey.get(key);
    if (!field) continue;
    path.push(key);
    checkValue(object[key], field, key, path, report);
    path.pop();
  }
  for (const key of compiled.required) {
    if (!Object.hasOwn(object, key)) report('required', [...path, key], { field: key });
  }
}

function checkValue(value: unknown, field: CompiledField, name: string, path: (string | number)[], report: Report): void {
  const bit = typeBit(value);
  if ((field.mask & bit) === 0) {
    report('wrongType', [...path], { field: name, expected: describeTypes(field.shape.types), actual: jsonTypeOf(value) });
    return;
  }
  if (bit === BITS.array) {
    const items = value as readonly unknown[];
    const min = field.shape.minItems;
    if (min !== undefined && items.length < min) report('tooFewItems', [...path], { field: name, min });
    const itemField = field.items;
    if (!itemField) return;
    for (let index = 0; index < items.length; index += 1) {
      path.push(index);
      checkValue(items[index], itemField, `${name}[${String(index)}]`, path, report);
      path.pop();
    }
  } else if (bit === BITS.object && field.fields) {
    checkObject(value as Readonly<Record<string, unknown>>, field.fields, path, report);
  }
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

const ARTICLES: Readonly<Record<JsonType, string>> = {
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  null: 'null',
  object: 'an object',
  array: 'an array',
};

function describeTypes(types: readonly JsonType[]): string {
  return types.map((type) => ARTICLES[type]).join(' or ');
}
