import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, buttons, row, textHeader } from '../../testing/builders.js';
import { normalRequest, replyButtonsRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'variable-sequence';
const BODY = ['chat_template_data', 'chat_template_body'];
const VALUE = [...BODY, 'chat_template_body_value'];

/** The normal fixture with this body text and a row for each numbered key. */
function withBody(text: string, keys: readonly string[]): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), BODY, body(text, keys.map((key) => row(key, 'x'))));
}

describe('variable-sequence', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('accepts {{1}} and {{2}} in any order, used any number of times', () => {
    expect(diagnosticsOf(withBody('Hi {{2}}, order {{1}} for {{2}} has shipped.', ['1', '2']), RULE)).toEqual([]);
  });

  test('reports numbering that starts at {{2}}, at its first use', () => {
    expect(diagnosticsOf(withBody('Hi {{2}}, order {{3}} has shipped.', ['2', '3']), RULE)).toEqual([
      expect.objectContaining({ messageId: 'notFromOne', path: VALUE, data: { place: 'body', variable: '{{2}}', first: '{{1}}' }, range: [3, 8], severity: 'warning' }),
    ]);
  });

  test('reports numbering that starts at {{0}}', () => {
    expect(diagnosticsOf(withBody('Hi {{0}}, order {{1}} has shipped.', ['0', '1']), RULE)).toMatchObject([
      { messageId: 'notFromOne', data: { variable: '{{0}}' }, range: [3, 8] },
    ]);
  });

  test('reports a skipped number, at the first use of the number after it', () => {
    expect(diagnosticsOf(withBody('Hi {{1}}, order {{3}} has shipped.', ['1', '3']), RULE)).toEqual([
      expect.objectContaining({ messageId: 'gap', path: VALUE, data: { place: 'body', variable: '{{3}}', missing: '{{2}}', first: '{{1}}' }, range: [16, 21] }),
    ]);
  });

  test('reports each gap once', () => {
    expect(diagnosticsOf(withBody('A {{5}} b {{3}} c {{3}} d {{1}} e', ['1', '3', '5']), RULE)).toMatchObject([
      { messageId: 'gap', data: { variable: '{{3}}', missing: '{{2}}' }, range: [10, 15] },
      { messageId: 'gap', data: { variable: '{{5}}', missing: '{{4}}' }, range: [2, 7] },
    ]);
  });

  test('numbers each text on its own: a header {{1}} and a body {{1}}, {{2}}', () => {
    const request = withValue(normalRequest(), ['chat_template_data', 'chat_template_header'], textHeader('Order {{2}}', [row('2', '#1042')]));
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'notFromOne', path: ['chat_template_data', 'chat_template_header', 'chat_template_header_data', 0, 'chat_template_header_data_value'], data: { place: 'header' } },
    ]);
  });

  test('checks a dynamic website URL', () => {
    const request = withValue(normalRequest(), ['chat_template_data', 'chat_template_button', 0], buttons.website('Track', 'https://shop.example.com/{{2}}', [row('2', '1042')]));
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'notFromOne', data: { place: 'button field', variable: '{{2}}' } }]);
  });

  test('ignores named variables and interactive templates', () => {
    expect(diagnosticsOf(withBody('Hi {{name}}, see you on {{day}} then.', ['name', 'day']), RULE)).toEqual([]);
    expect(diagnosticsOf(withValue(replyButtonsRequest(), BODY, body('Hi {{3}} there', [row('3', 'x')])), RULE)).toEqual([]);
  });

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
