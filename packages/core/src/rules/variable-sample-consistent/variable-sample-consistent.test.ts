import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { namedRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'variable-sample-consistent';
const BODY = ['chat_template_data', 'chat_template_body'];
const ROWS = [...BODY, 'chat_template_body_variable_data'];

describe('variable-sample-consistent', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('reports a named variable whose second row has another sample, at that sample', () => {
    const request = withValue(namedRequest(), BODY, body('Hello {{name}}, welcome to the shop today.', [row('name', 'Ana'), row('{{name}}', 'Maria')]));
    expect(diagnosticsOf(request, RULE)).toEqual([
      expect.objectContaining({
        messageId: 'differentSample',
        path: [...ROWS, 1, 'chat_template_dynamic_variable_sample_value'],
        data: { place: 'body', variable: '{{name}}', sample: 'Maria', first: 'Ana' },
        severity: 'warning',
      }),
    ]);
  });

  test('accepts rows of one variable with the same sample', () => {
    const request = withValue(namedRequest(), BODY, body('Hello {{name}}, welcome to the shop today.', [row('name', 'Ana'), row('name', 'Ana')]));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('reports numbered variables too', () => {
    const request = withValue(normalRequest(), ROWS, [row('1', 'Maria'), row('2', '#1042'), row('{{1}}', 'Ana')]);
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ path: [...ROWS, 2, 'chat_template_dynamic_variable_sample_value'], data: { variable: '{{1}}', sample: 'Ana', first: 'Maria' } }]);
  });

  test('compares the rows of one text only: a header and a body may give {{1}} different samples', () => {
    expect(diagnosticsOf(normalRequest(), RULE)).toEqual([]);
  });

  test('skips samples that are not strings (field-type reports them)', () => {
    const request = withValue(namedRequest(), BODY, body('Hello {{name}}, welcome to the shop today.', [row('name', 'Ana'), { chat_template_dynamic_variable_key: 'name', chat_template_dynamic_variable_sample_value: 7 }]));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test.prop([fc.array(fc.constantFrom('Ana', 'Maria', 'Joe'), { minLength: 1, maxLength: 6 })])(
    'every row whose sample differs from the first row of its key is reported, and only those',
    (samples) => {
      const request = withValue(namedRequest(), BODY, body('Hello {{name}}, welcome to the shop today.', samples.map((sample) => row('name', sample))));
      const expected = samples.flatMap((sample, index) => (sample === samples[0] ? [] : [index]));
      expect(diagnosticsOf(request, RULE).map((diagnostic) => diagnostic.path[3])).toEqual(expected);
    },
  );
});
