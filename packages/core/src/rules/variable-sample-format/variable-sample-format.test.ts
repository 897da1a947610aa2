import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, row } from '../../testing/builders.js';
import { normalRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'variable-sample-format';
const SAMPLE = ['chat_template_data', 'chat_template_body', 'chat_template_body_variable_data', 0, 'chat_template_dynamic_variable_sample_value'];

function withSample(sample: string): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), SAMPLE, sample);
}

describe('variable-sample-format', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('reports a sample of only spaces, at the sample', () => {
    expect(diagnosticsOf(withSample('   '), RULE)).toEqual([
      expect.objectContaining({ messageId: 'blank', path: SAMPLE, data: { place: 'body', variable: '{{1}}' }, severity: 'warning' }),
    ]);
  });

  test('leaves an empty sample to variable-sample-required', () => {
    expect(diagnosticsOf(withSample(''), RULE)).toEqual([]);
  });

  test('reports a sample that is a placeholder, at the sample', () => {
    expect(diagnosticsOf(withSample('{{1}}'), RULE)).toEqual([
      expect.objectContaining({ messageId: 'placeholder', path: SAMPLE, data: { place: 'body', variable: '{{1}}', sample: '{{1}}' } }),
    ]);
  });

  test('reports [name], <name> and {name}, even with spaces around', () => {
    for (const sample of ['[name]', '<name>', '{name}', ' [customer name] ']) {
      expect(diagnosticsOf(withSample(sample), RULE), sample).toMatchObject([{ messageId: 'placeholder', data: { sample } }]);
    }
  });

  test('reports a sample that holds a {{placeholder}} among words', () => {
    expect(diagnosticsOf(withSample('Dear {{name}}'), RULE)).toMatchObject([{ messageId: 'placeholder' }]);
  });

  test('accepts realistic values, brackets inside them included', () => {
    for (const sample of ['Maria', '[Limited] offer [today]', '<3', 'a {b} c', 'Order #1042 (paid)']) {
      expect(diagnosticsOf(withSample(sample), RULE), sample).toEqual([]);
    }
  });

  test('checks the rows of a dynamic URL', () => {
    const request = withValue(normalRequest(), ['chat_template_data', 'chat_template_button', 0], buttons.website('Track', 'https://shop.example.com/{{1}}', [row('1', '<order id>')]));
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      {
        messageId: 'placeholder',
        path: ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 1, 'chat_template_button_field_data_variable', 0, 'chat_template_dynamic_variable_sample_value'],
        data: { place: 'button field', sample: '<order id>' },
      },
    ]);
  });

  const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,10}[A-Za-z]$/);

  test.prop([word, fc.constantFrom(['[', ']'], ['<', '>'], ['{', '}'], ['{{', '}}']), fc.stringMatching(/^ {0,2}$/)])(
    'a word wrapped in one pair of brackets is reported as a placeholder; the word alone is not',
    (text, [open, close], space) => {
      expect(diagnosticsOf(withSample(`${space}${open}${text}${close}${space}`), RULE).map((diagnostic) => diagnostic.messageId)).toEqual(['placeholder']);
      expect(diagnosticsOf(withSample(text), RULE)).toEqual([]);
    },
  );
});
