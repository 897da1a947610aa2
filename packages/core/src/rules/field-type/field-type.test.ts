import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { button, field } from '../../testing/builders.js';
import { carouselRequest, flowRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { fieldType } from './field-type.js';

const LANGUAGE = ['chat_template_data', 'chat_language_id'];
const BUTTON_TYPE = ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_type_id'];
const BUTTON_DATA = ['chat_template_data', 'chat_template_button', 1, 'chat_template_button_data'];
const CARD_TEXT = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_body', 'chat_template_body_value'];
const ROW = ['chat_template_data', 'chat_template_body', 'chat_template_body_variable_data', 0];
/** The value of field `index` of the first button's entry. */
const FIELD_VALUE = (index: number): (string | number)[] => ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', index, 'chat_template_button_sub_type_field_value'];

new RuleTester({ describe, test }).run(fieldType, {
  valid: [
    { name: 'a normal request whose fields all have their spec types (chat_template_id null, as the spec allows)', request: normalRequest() },
    { name: 'a carousel request whose fields all have their spec types', request: carouselRequest() },
    { name: 'a request that is not an object, left to request-shape', request: [] },
    { name: 'a chat_template_data that is not an object, left to request-shape', request: withValue(normalRequest(), ['chat_template_data'], 'x') },
    // Spec 2.6: "a string, or an array for object-type fields".
    {
      name: 'a Flow payload sent as an array (an object-type field)',
      request: withValue(flowRequest(), ['chat_template_data', 'chat_template_button', 0], button(3, 5, [field(10, 'Button text', 'Book'), field(11, 'Flow', '1234567890'), { ...field(12, 'Flow payload', 'x'), chat_template_button_sub_type_field_value: [{ screen: 'START' }] }])),
    },
    { name: 'an empty array as a button text: button-field-required reports it as blank', request: withValue(normalRequest(), FIELD_VALUE(0), []) },
  ],
  invalid: [
    {
      name: 'a website button text sent as an array: a text field takes a string (spec 2.6)',
      request: withValue(normalRequest(), FIELD_VALUE(0), ['Track order']),
      errors: [{ messageId: 'wrongType', path: FIELD_VALUE(0), data: { field: 'chat_template_button_sub_type_field_value', expected: 'a string', actual: 'array' } }],
    },
    { name: 'a website URL sent as an array', request: withValue(normalRequest(), FIELD_VALUE(1), ['https://shop.example.com']), errors: [{ messageId: 'wrongType', path: FIELD_VALUE(1) }] },
    {
      name: 'a number id sent as a string, at the field',
      request: withValue(normalRequest(), LANGUAGE, '2'),
      errors: [{ messageId: 'wrongType', path: LANGUAGE, data: { field: 'chat_language_id', expected: 'a number', actual: 'string' } }],
    },
    {
      name: 'a nullable field of another type, naming both allowed types',
      request: withValue(normalRequest(), ['chat_template_type_id'], 'carousel'),
      errors: [{ messageId: 'wrongType', path: ['chat_template_type_id'], data: { field: 'chat_template_type_id', expected: 'a number or null', actual: 'string' } }],
    },
    {
      name: 'a boolean flag sent as a string',
      request: withValue(normalRequest(), ['flag_named_parameter'], 'false'),
      errors: [{ messageId: 'wrongType', path: ['flag_named_parameter'], data: { field: 'flag_named_parameter', expected: 'a boolean', actual: 'string' } }],
    },
    {
      name: 'a missing button type id, at the missing key',
      request: withValue(normalRequest(), BUTTON_TYPE, undefined),
      errors: [{ messageId: 'required', path: BUTTON_TYPE, data: { field: 'chat_template_button_type_id' } }],
    },
    {
      name: 'an empty button data array',
      request: withValue(normalRequest(), BUTTON_DATA, []),
      errors: [{ messageId: 'tooFewItems', path: BUTTON_DATA, data: { field: 'chat_template_button_data', min: 1 } }],
    },
    {
      name: 'a field of the wrong type inside a carousel card',
      request: withValue(carouselRequest(), CARD_TEXT, 42),
      errors: [{ messageId: 'wrongType', path: CARD_TEXT, data: { field: 'chat_template_body_value', expected: 'a string', actual: 'number' } }],
    },
    {
      name: 'a variable row that is not an object',
      request: withValue(normalRequest(), ROW, 'Maria'),
      errors: [{ messageId: 'wrongType', path: ROW, data: { expected: 'an object', actual: 'string' } }],
    },
  ],
});

describe('field-type properties', () => {
  const numberFields = [
    LANGUAGE,
    ['chat_template_data', 'chat_template_category_id'],
    ['chat_template_data', 'chat_template_header', 'chat_template_header_type_id'],
    BUTTON_TYPE,
    ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_id'],
  ];
  const notNumbers = fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }), fc.dictionary(fc.string(), fc.integer(), { maxKeys: 2 }));

  test.prop([fc.constantFrom(...numberFields), notNumbers])('any non-number in a number field is reported once, at that field', (path, value) => {
    const diagnostics = diagnosticsOf(withValue(normalRequest(), path, value), 'field-type');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]?.path).toEqual(path);
  });
});
