import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { variableSampleRequired } from './variable-sample-required.js';

const ROW = ['chat_template_data', 'chat_template_body', 'chat_template_body_variable_data', 0];
const SAMPLE = [...ROW, 'chat_template_dynamic_variable_sample_value'];

new RuleTester({ describe, test }).run(variableSampleRequired, {
  valid: [
    { name: 'rows with samples', request: normalRequest() },
    { name: 'a row that is not an object, which is field-type\'s to report', request: withValue(normalRequest(), ROW, 0) },
  ],
  invalid: [
    {
      name: 'a missing sample, at the missing key',
      request: withValue(normalRequest(), SAMPLE, undefined),
      errors: [{ messageId: 'missing', path: SAMPLE, data: { place: 'body', key: '1', sampleKey: 'chat_template_dynamic_variable_sample_value' } }],
    },
    { name: 'an empty sample', request: withValue(normalRequest(), SAMPLE, ''), errors: [{ messageId: 'empty', path: SAMPLE, data: { place: 'body', key: '1' } }] },
    {
      name: 'a null sample, as missing',
      request: withValue(normalRequest(), SAMPLE, null),
      errors: [{ messageId: 'missing', path: SAMPLE, data: { place: 'body', key: '1', sampleKey: 'chat_template_dynamic_variable_sample_value' } }],
    },
  ],
});

describe('variable-sample-required properties', () => {
  test.prop([fc.string({ minLength: 1 })])('any non-empty sample is accepted', (sample) => {
    expect(diagnosticsOf(withValue(normalRequest(), SAMPLE, sample), 'variable-sample-required')).toEqual([]);
  });
});
