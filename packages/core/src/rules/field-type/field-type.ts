import type { JsonPath } from '../../diagnostic.js';
import { isObject, jsonTypeOf, own, type JsonObject } from '../../internal/json.js';
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
    if (model.root) checkObject(model.root, REQUEST_SHAPE, [], emit);
    if (model.data) checkObject(model.data, TEMPLATE_DATA_SHAPE, ['chat_template_data'], emit);
  },
});

function checkObject(object: JsonObject, shape: ObjectShape, path: (string | number)[], report: Report): void {
  for (const field in shape) {
    const fieldShape = shape[field];
    if (!fieldShape) continue;
    const value = own(object, field);
    path.push(field);
    if (value === undefined) {
      if (fieldShape.required) report('required', [...path], { field });
    } else {
      checkValue(value, fieldShape, field, path, report);
    }
    path.pop();
  }
}

function checkValue(value: unknown, shape: FieldShape, field: string, path: (string | number)[], report: Report): void {
  const type = typeOf(value);
  if (type === 'other' || !shape.types.includes(type)) {
    report('wrongType', [...path], { field, expected: describeTypes(shape.types), actual: jsonTypeOf(value) });
    return;
  }
  if (Array.isArray(value)) {
    if (shape.minItems !== undefined && value.length < shape.minItems) report('tooFewItems', [...path], { field, min: shape.minItems });
    const items = shape.items;
    if (!items) return;
    value.forEach((item: unknown, index) => {
      path.push(index);
      checkValue(item, items, `${field}[${String(index)}]`, path, report);
      path.pop();
    });
  } else if (shape.fields && isObject(value)) {
    checkObject(value, shape.fields, path, report);
  }
}

function typeOf(value: unknown): JsonType | 'other' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'number':
      return Number.isFinite(value) ? 'number' : 'other';
    case 'boolean':
      return 'boolean';
    case 'object':
      return 'object';
    default:
      return 'other';
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
