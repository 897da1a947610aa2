import type { FieldRole } from '../../catalog/catalog.js';
import { jsonTypeOf } from '../../internal/json.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import type { JsonType } from '../../spec/create-request.js';

/** What tooling shows for field-type. */
export const meta: RuleMeta = {
  description: () => 'Every field of the spec tables has its JSON type, and the fields a part cannot do without are there.',
  specSection: '2.1-2.7',
};

export const fieldType: RuleDefinition = defineRule({
  id: 'field-type',
  severity: 'error',
  source: 'spec',
  messages: {
    wrongType: '`{{field}}` must be {{expected}}; found {{actual}}.',
    required: '`{{field}}` is required here; add it.',
    tooFewItems: '`{{field}}` must hold at least {{min}} {{min|one:item|other:items}}; it is empty.',
  },
  check({ model, report }) {
    for (const problem of model.shapeProblems) {
      switch (problem.kind) {
        case 'wrongType':
          report({ messageId: 'wrongType', path: problem.path, data: { field: problem.field, expected: describeTypes(problem.expected), actual: jsonTypeOf(problem.actual) } });
          break;
        case 'required':
          report({ messageId: 'required', path: problem.path, data: { field: problem.field } });
          break;
        case 'tooFewItems':
          report({ messageId: 'tooFewItems', path: problem.path, data: { field: problem.field, min: problem.min } });
          break;
        default:
          break;
      }
    }
    // Spec 2.6: an array only for object-type fields (a Flow's payloads); the shape walk knows no roles.
    for (const button of model.buttons) {
      for (const field of button.fields) {
        if (Array.isArray(field.value) && field.value.length > 0 && field.role && STRING_ROLES.has(field.role))
          report({ messageId: 'wrongType', path: field.valuePath, data: { field: 'chat_template_button_sub_type_field_value', expected: ARTICLES.string, actual: 'array' } });
      }
    }
  },
});

/** The button field roles whose value is text, never an object-type array (`other`: a field templint cannot judge). */
const STRING_ROLES: ReadonlySet<FieldRole> = new Set(['text', 'url', 'phone', 'offer_code', 'flow_id', 'description']);

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
