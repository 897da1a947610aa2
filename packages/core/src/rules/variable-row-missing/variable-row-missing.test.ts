import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { carouselRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const BODY = ['chat_template_data', 'chat_template_body'];

describe('variable-row-missing', () => {
  test('accepts a body whose variables all have rows (keys with or without braces)', () => {
    expect(diagnosticsOf(normalRequest(), 'variable-row-missing')).toEqual([]);
  });

  test('reports a variable without a row, at the placeholder', () => {
    const request = withValue(normalRequest(), BODY, body('Hi {{1}} and {{2}}', [row('1', 'Ana')]));
    expect(diagnosticsOf(request, 'variable-row-missing')).toMatchObject([
      { messageId: 'noRow', path: [...BODY, 'chat_template_body_value'], range: [13, 18], data: { variable: '{{2}}' } },
    ]);
  });

  test('reports a missing rows array once, at the missing key', () => {
    const request = withValue(normalRequest(), [...BODY, 'chat_template_body_variable_data'], undefined);
    expect(diagnosticsOf(request, 'variable-row-missing')).toMatchObject([
      { messageId: 'noRows', path: [...BODY, 'chat_template_body_variable_data'], data: { count: 2 } },
    ]);
  });

  test('checks dynamic button URLs', () => {
    const rows = ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 1, 'chat_template_button_field_data_variable'];
    const request = withValue(normalRequest(), rows, []);
    expect(diagnosticsOf(request, 'variable-row-missing')).toMatchObject([{ messageId: 'noRow', data: { place: 'button field' } }]);
  });

  test('checks the carousel header', () => {
    const rows = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_header_dynamic_variable'];
    const request = withValue(carouselRequest(), rows, undefined);
    expect(diagnosticsOf(request, 'variable-row-missing')).toMatchObject([{ messageId: 'noRows', path: rows }]);
  });

  test.prop([fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 6 }), fc.nat()])(
    'dropping one row of a fully described body yields exactly one report for that variable',
    (numbers, pick) => {
      const missing = numbers[pick % numbers.length] ?? 1;
      const text = numbers.map((number) => `{{${String(number)}}}`).join(' ');
      const rows = numbers.filter((number) => number !== missing).map((number) => row(String(number), 'x'));
      const request = withValue(normalRequest(), BODY, body(text, rows));
      expect(diagnosticsOf(request, 'variable-row-missing').map((diagnostic) => diagnostic.data?.key)).toEqual([String(missing)]);
    },
  );
});
