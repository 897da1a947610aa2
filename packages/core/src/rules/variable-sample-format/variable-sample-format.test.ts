import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, row } from '../../testing/builders.js';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { variableSampleFormat } from './variable-sample-format.js';

const RULE = 'variable-sample-format';
const SAMPLE = ['chat_template_data', 'chat_template_body', 'chat_template_body_variable_data', 0, 'chat_template_dynamic_variable_sample_value'];
const BUTTON = ['chat_template_data', 'chat_template_button', 0];
const URL_SAMPLE = [...BUTTON, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 1, 'chat_template_button_field_data_variable', 0, 'chat_template_dynamic_variable_sample_value'];

function withSample(sample: string): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), SAMPLE, sample);
}

new RuleTester({ describe, test }).run(variableSampleFormat, {
  valid: [
    ...validFixtureCases(),
    { name: 'an empty sample, which is variable-sample-required\'s to report', request: withSample('') },
    { name: 'brackets around words inside a value', request: withSample('[Limited] offer [today]') },
    { name: 'a value that only starts with a bracket', request: withSample('<3') },
    { name: 'braces inside a value', request: withSample('a {b} c') },
    { name: 'a value with a bracketed part at its end', request: withSample('Order #1042 (paid)') },
  ],
  invalid: [
    {
      name: 'a sample of only spaces, at the sample',
      request: withSample('   '),
      errors: [{ messageId: 'blank', severity: 'warning', path: SAMPLE, data: { place: 'body', variable: '{{1}}' } }],
    },
    {
      name: 'a sample that is a placeholder, at the sample',
      request: withSample('{{1}}'),
      errors: [{ messageId: 'placeholder', path: SAMPLE, data: { place: 'body', variable: '{{1}}', sample: '{{1}}' } }],
    },
    { name: 'a [name] sample', request: withSample('[name]'), errors: [{ messageId: 'placeholder', path: SAMPLE, data: { place: 'body', variable: '{{1}}', sample: '[name]' } }] },
    { name: 'a <name> sample', request: withSample('<name>'), errors: [{ messageId: 'placeholder', path: SAMPLE, data: { place: 'body', variable: '{{1}}', sample: '<name>' } }] },
    { name: 'a {name} sample', request: withSample('{name}'), errors: [{ messageId: 'placeholder', path: SAMPLE, data: { place: 'body', variable: '{{1}}', sample: '{name}' } }] },
    {
      name: 'a bracketed sample with spaces around',
      request: withSample(' [customer name] '),
      errors: [{ messageId: 'placeholder', path: SAMPLE, data: { place: 'body', variable: '{{1}}', sample: ' [customer name] ' } }],
    },
    {
      name: 'a sample that holds a {{placeholder}} among words',
      request: withSample('Dear {{name}}'),
      errors: [{ messageId: 'placeholder', path: SAMPLE, data: { place: 'body', variable: '{{1}}', sample: 'Dear {{name}}' } }],
    },
    {
      name: 'a placeholder sample in the rows of a dynamic URL',
      request: withValue(normalRequest(), BUTTON, buttons.website('Track', 'https://shop.example.com/{{1}}', [row('1', '<order id>')])),
      errors: [{ messageId: 'placeholder', path: URL_SAMPLE, data: { place: 'button field', variable: '{{1}}', sample: '<order id>' } }],
    },
  ],
});

describe('variable-sample-format properties', () => {
  const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,10}[A-Za-z]$/);

  test.prop([word, fc.constantFrom(['[', ']'], ['<', '>'], ['{', '}'], ['{{', '}}']), fc.stringMatching(/^ {0,2}$/)])(
    'a word wrapped in one pair of brackets is reported as a placeholder; the word alone is not',
    (text, [open, close], space) => {
      expect(diagnosticsOf(withSample(`${space}${open}${text}${close}${space}`), RULE).map((diagnostic) => diagnostic.messageId)).toEqual(['placeholder']);
      expect(diagnosticsOf(withSample(text), RULE)).toEqual([]);
    },
  );
});
