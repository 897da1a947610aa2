import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

describe('request-shape', () => {
  test('accepts an object with a chat_template_data object', () => {
    expect(diagnosticsOf(normalRequest(), 'request-shape')).toEqual([]);
  });

  test('reports an array request at the root path', () => {
    expect(diagnosticsOf([normalRequest()], 'request-shape')).toMatchObject([{ messageId: 'notObject', path: [], data: { actual: 'array' } }]);
  });

  test('reports a missing chat_template_data at the missing key', () => {
    const request = withValue(normalRequest(), ['chat_template_data'], undefined);
    expect(diagnosticsOf(request, 'request-shape')).toMatchObject([{ messageId: 'missingData', path: ['chat_template_data'] }]);
  });

  test('reports a chat_template_data that is an array', () => {
    const request = withValue(normalRequest(), ['chat_template_data'], []);
    expect(diagnosticsOf(request, 'request-shape')).toMatchObject([{ messageId: 'dataNotObject', data: { actual: 'array' } }]);
  });

  test('an inherited chat_template_data does not count', () => {
    const request: unknown = Object.create({ chat_template_data: normalRequest().chat_template_data });
    expect(diagnosticsOf(request, 'request-shape')).toMatchObject([{ messageId: 'missingData' }]);
  });

  test.prop([fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue()))])(
    'any value that is not an object is reported once at the root',
    (value) => {
      expect(diagnosticsOf(value, 'request-shape')).toMatchObject([{ messageId: 'notObject', path: [] }]);
    },
  );
});
