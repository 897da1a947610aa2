import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, buttons, row, textHeader } from '../../testing/builders.js';
import { normalRequest, replyButtonsRequest } from '../../testing/fixtures.js';
import { buttonFieldValuePath, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { variableSequence } from './variable-sequence.js';

const RULE = 'variable-sequence';
const BODY = ['chat_template_data', 'chat_template_body'];
const VALUE = [...BODY, 'chat_template_body_value'];
const HEADER = ['chat_template_data', 'chat_template_header'];

/** The normal fixture with this body text and a row for each numbered key. */
function withBody(text: string, keys: readonly string[]): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), BODY, body(text, keys.map((key) => row(key, 'x'))));
}

new RuleTester({ describe, test }).run(variableSequence, {
  valid: [
    ...validFixtureCases(),
    { name: '{{1}} and {{2}} in any order, used any number of times', request: withBody('Hi {{2}}, order {{1}} for {{2}} has shipped.', ['1', '2']) },
    { name: 'named variables', request: withBody('Hi {{name}}, see you on {{day}} then.', ['name', 'day']) },
    { name: 'an interactive template', request: withValue(replyButtonsRequest(), BODY, body('Hi {{3}} there', [row('3', 'x')])) },
  ],
  invalid: [
    {
      name: 'numbering that starts at {{2}}, at its first use',
      request: withBody('Hi {{2}}, order {{3}} has shipped.', ['2', '3']),
      errors: [{ messageId: 'notFromOne', severity: 'error', path: VALUE, range: [3, 8], data: { place: 'body', variable: '{{2}}', first: '{{1}}' } }],
    },
    {
      name: 'numbering that starts at {{0}}',
      request: withBody('Hi {{0}}, order {{1}} has shipped.', ['0', '1']),
      errors: [{ messageId: 'notFromOne', path: VALUE, range: [3, 8], data: { place: 'body', variable: '{{0}}', first: '{{1}}' } }],
    },
    {
      name: 'a skipped number, at the first use of the number after it',
      request: withBody('Hi {{1}}, order {{3}} has shipped.', ['1', '3']),
      errors: [{ messageId: 'gap', path: VALUE, range: [16, 21], data: { place: 'body', variable: '{{3}}', missing: '{{2}}', first: '{{1}}' } }],
    },
    {
      name: 'each gap once, in the order of the numbers',
      request: withBody('A {{5}} b {{3}} c {{3}} d {{1}} e', ['1', '3', '5']),
      errors: [
        { messageId: 'gap', path: VALUE, range: [10, 15], data: { place: 'body', variable: '{{3}}', missing: '{{2}}', first: '{{1}}' } },
        { messageId: 'gap', path: VALUE, range: [2, 7], data: { place: 'body', variable: '{{5}}', missing: '{{4}}', first: '{{1}}' } },
      ],
    },
    {
      name: 'a header numbered on its own: {{2}} beside a body with {{1}} and {{2}}',
      request: withValue(normalRequest(), HEADER, textHeader('Order {{2}}', [row('2', '#1042')])),
      errors: [
        {
          messageId: 'notFromOne',
          path: [...HEADER, 'chat_template_header_data', 0, 'chat_template_header_data_value'],
          range: [6, 11],
          data: { place: 'header', variable: '{{2}}', first: '{{1}}' },
        },
      ],
    },
    {
      name: 'a dynamic website URL',
      request: withValue(normalRequest(), ['chat_template_data', 'chat_template_button', 0], buttons.website('Track', 'https://shop.example.com/{{2}}', [row('2', '1042')])),
      errors: [{ messageId: 'notFromOne', path: buttonFieldValuePath(0, 1), range: [25, 30], data: { place: 'button field', variable: '{{2}}', first: '{{1}}' } }],
    },
  ],
});

describe('variable-sequence properties', () => {
  test.prop([fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 6 }).chain((numbers) => fc.shuffledSubarray(numbers, { minLength: numbers.length }))])(
    'reports one diagnostic per break in the sorted numbers: a first number other than 1, and each skip',
    (numbers) => {
      const sorted = [...numbers].sort((left, right) => left - right);
      const breaks = sorted.filter((number, index) => number !== (index === 0 ? 1 : (sorted[index - 1] ?? 0) + 1)).length;
      const text = `Hi ${numbers.map((number) => `{{${String(number)}}}`).join(' and ')} there`;
      expect(diagnosticsOf(withBody(text, numbers.map(String)), RULE)).toHaveLength(breaks);
    },
  );

  test.prop([fc.integer({ min: 1, max: 8 }).chain((count) => fc.shuffledSubarray(Array.from({ length: count }, (_, index) => index + 1), { minLength: count }))])(
    '{{1}} to {{n}} in any order are never reported',
    (numbers) => {
      const text = `Hi ${numbers.map((number) => `{{${String(number)}}}`).join(' and ')} there`;
      expect(diagnosticsOf(withBody(text, numbers.map(String)), RULE)).toEqual([]);
    },
  );
});
