import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { carouselRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

describe('field-type', () => {
  test('accepts a request whose fields all have their spec types', () => {
    expect(diagnosticsOf(normalRequest(), 'field-type')).toEqual([]);
    expect(diagnosticsOf(carouselRequest(), 'field-type')).toEqual([]);
  });

  test('reports a number id sent as a string, at the field', () => {
    const request = withValue(normalRequest(), ['chat_template_data', 'chat_language_id'], '2');
    expect(diagnosticsOf(request, 'field-type')).toMatchObject([
      { messageId: 'wrongType', path: ['chat_template_data', 'chat_language_id'], data: { expected: 'a number', actual: 'string' } },
    ]);
  });

  test('accepts null where the spec allows it', () => {
    const request = withValue(normalRequest(), ['chat_template_id'], null);
    expect(diagnosticsOf(request, 'field-type')).toEqual([]);
  });

  test('names both allowed types for a nullable field', () => {
    const request = withValue(normalRequest(), ['chat_template_type_id'], 'carousel');
    expect(diagnosticsOf(request, 'field-type')).toMatchObject([{ data: { expected: 'a number or null' } }]);
  });

  test('reports a boolean flag sent as a string', () => {
    const request = withValue(normalRequest(), ['flag_named_parameter'], 'false');
    expect(diagnosticsOf(request, 'field-type')).toMatchObject([{ path: ['flag_named_parameter'], data: { expected: 'a boolean' } }]);
  });

  test('reports a missing button type id at the missing key', () => {
    const path = ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_type_id'];
    expect(diagnosticsOf(withValue(normalRequest(), path, undefined), 'field-type')).toMatchObject([{ messageId: 'required', path }]);
  });

  test('reports an empty button data array', () => {
    const path = ['chat_template_data', 'chat_template_button', 1, 'chat_template_button_data'];
    expect(diagnosticsOf(withValue(normalRequest(), path, []), 'field-type')).toMatchObject([{ messageId: 'tooFewItems', path }]);
  });

  test('checks fields inside carousel cards', () => {
    const path = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_body', 'chat_template_body_value'];
    expect(diagnosticsOf(withValue(carouselRequest(), path, 42), 'field-type')).toMatchObject([{ path, data: { actual: 'number' } }]);
  });

  test('reports a variable row that is not an object', () => {
    const path = ['chat_template_data', 'chat_template_body', 'chat_template_body_variable_data', 0];
    expect(diagnosticsOf(withValue(normalRequest(), path, 'Maria'), 'field-type')).toMatchObject([{ path, data: { expected: 'an object' } }]);
  });

  test('leaves the request and chat_template_data themselves to request-shape', () => {
    expect(diagnosticsOf([], 'field-type')).toEqual([]);
    expect(diagnosticsOf(withValue(normalRequest(), ['chat_template_data'], 'x'), 'field-type')).toEqual([]);
  });

  const numberFields = [
    ['chat_template_data', 'chat_language_id'],
    ['chat_template_data', 'chat_template_category_id'],
    ['chat_template_data', 'chat_template_header', 'chat_template_header_type_id'],
    ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_type_id'],
    ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_id'],
  ];
  const notNumbers = fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }), fc.dictionary(fc.string(), fc.integer(), { maxKeys: 2 }));

  test.prop([fc.constantFrom(...numberFields), notNumbers])('any non-number in a number field is reported once, at that field', (path, value) => {
    const diagnostics = diagnosticsOf(withValue(normalRequest(), path, value), 'field-type');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]?.path).toEqual(path);
  });
});
