import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row, type JsonRecord } from '../../testing/builders.js';
import { namedRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { variableSampleConsistent } from './variable-sample-consistent.js';

const BODY = ['chat_template_data', 'chat_template_body'];
const ROWS = [...BODY, 'chat_template_body_variable_data'];
const samplePath = (index: number): (string | number)[] => [...ROWS, index, 'chat_template_dynamic_variable_sample_value'];
/** The named fixture with one `{{name}}` in its body and these rows. */
const withNameRows = (rows: JsonRecord[]): JsonRecord => withValue(namedRequest(), BODY, body('Hello {{name}}, welcome to the shop today.', rows));

new RuleTester({ describe, test }).run(variableSampleConsistent, {
  valid: [
    ...Object.entries(validRequests).map(([name, request]) => ({ name: `the valid ${name} fixture`, request: request() })),
    { name: 'rows of one variable with the same sample', request: withNameRows([row('name', 'Ana'), row('name', 'Ana')]) },
    { name: 'a header {{1}} and a body {{1}} with different samples: rows are compared within one text', request: normalRequest() },
    {
      name: 'a second sample that is not a string (field-type reports it)',
      request: withNameRows([row('name', 'Ana'), { chat_template_dynamic_variable_key: 'name', chat_template_dynamic_variable_sample_value: 7 }]),
    },
  ],
  invalid: [
    {
      name: 'a named variable whose second row has another sample, at that sample',
      request: withNameRows([row('name', 'Ana'), row('{{name}}', 'Maria')]),
      errors: [{ messageId: 'differentSample', severity: 'warning', path: samplePath(1), data: { place: 'body', variable: '{{name}}', sample: 'Maria', first: 'Ana' } }],
    },
    {
      name: 'a numbered variable whose second row has another sample',
      request: withValue(normalRequest(), ROWS, [row('1', 'Maria'), row('2', '#1042'), row('{{1}}', 'Ana')]),
      errors: [{ messageId: 'differentSample', path: samplePath(2), data: { place: 'body', variable: '{{1}}', sample: 'Ana', first: 'Maria' } }],
    },
  ],
});

describe('variable-sample-consistent properties', () => {
  test.prop([fc.array(fc.constantFrom('Ana', 'Maria', 'Joe'), { minLength: 1, maxLength: 6 })])(
    'every row whose sample differs from the first row of its key is reported, and only those',
    (samples) => {
      const request = withNameRows(samples.map((sample) => row('name', sample)));
      const expected = samples.flatMap((sample, index) => (sample === samples[0] ? [] : [index]));
      expect(diagnosticsOf(request, 'variable-sample-consistent').map((diagnostic) => diagnostic.path[3])).toEqual(expected);
    },
  );
});
