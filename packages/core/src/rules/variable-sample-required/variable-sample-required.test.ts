import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const SAMPLE = ['chat_template_data', 'chat_template_body', 'chat_template_body_variable_data', 0, 'chat_template_dynamic_variable_sample_value'];

describe('variable-sample-required', () => {
  test('accepts rows with samples', () => {
    expect(diagnosticsOf(normalRequest(), 'variable-sample-required')).toEqual([]);
  });

  test('reports a missing sample at the missing key', () => {
    const request = withValue(normalRequest(), SAMPLE, undefined);
    expect(diagnosticsOf(request, 'variable-sample-required')).toMatchObject([{ messageId: 'missing', path: SAMPLE, data: { key: '1' } }]);
  });

  test('reports an empty sample', () => {
    const request = withValue(normalRequest(), SAMPLE, '');
    expect(diagnosticsOf(request, 'variable-sample-required')).toMatchObject([{ messageId: 'empty', path: SAMPLE }]);
  });

  test('reports a null sample as missing', () => {
    const request = withValue(normalRequest(), SAMPLE, null);
    expect(diagnosticsOf(request, 'variable-sample-required')).toMatchObject([{ messageId: 'missing' }]);
  });

  test.prop([fc.string({ minLength: 1 })])('any non-empty sample is accepted', (sample) => {
    expect(diagnosticsOf(withValue(normalRequest(), SAMPLE, sample), 'variable-sample-required')).toEqual([]);
  });
});

describe('variable-sample-required and rows of the wrong type', () => {
  test('a row that is not an object is left to field-type', () => {
    const request = withValue(normalRequest(), ['chat_template_data', 'chat_template_body', 'chat_template_body_variable_data', 0], 0);
    expect(diagnosticsOf(request, 'variable-sample-required')).toEqual([]);
  });
});
