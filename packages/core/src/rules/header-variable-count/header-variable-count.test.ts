import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { row, textHeader } from '../../testing/builders.js';
import { listRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'header-variable-count';
const HEADER = ['chat_template_data', 'chat_template_header'];
const TEXT = [...HEADER, 'chat_template_header_data', 0, 'chat_template_header_data_value'];

function withHeader(text: string, keys: readonly string[]): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), HEADER, textHeader(text, keys.map((key) => row(key, 'x'))));
}

describe('header-variable-count', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('reports a second variable in a header, at it', () => {
    expect(diagnosticsOf(withHeader('Order {{1}} for {{2}}', ['1', '2']), RULE)).toEqual([
      expect.objectContaining({ messageId: 'tooMany', path: TEXT, data: { count: 2, max: 1, variable: '{{2}}' }, range: [16, 21], severity: 'warning' }),
    ]);
  });

  test('accepts one variable used twice', () => {
    expect(diagnosticsOf(withHeader('Order {{1}} / {{1}}', ['1']), RULE)).toEqual([]);
  });

  test('reports every use of every variable after the first', () => {
    expect(diagnosticsOf(withHeader('{{a}} {{b}} {{c}} {{b}}', ['a', 'b', 'c']), RULE)).toMatchObject([
      { data: { variable: '{{b}}', count: 3 }, range: [6, 11] },
      { data: { variable: '{{c}}' }, range: [12, 17] },
      { data: { variable: '{{b}}' }, range: [18, 23] },
    ]);
  });

  test('ignores interactive templates', () => {
    expect(diagnosticsOf(withValue(listRequest(), HEADER, textHeader('Menu {{1}} {{2}}', [row('1', 'a'), row('2', 'b')])), RULE)).toEqual([]);
  });

  test.prop([fc.integer({ min: 0, max: 5 })])('k different variables yield k - 1 reports', (count) => {
    const keys = Array.from({ length: count }, (_, index) => String(index + 1));
    const text = `Order ${keys.map((key) => `{{${key}}}`).join(' ')}`;
    expect(diagnosticsOf(withHeader(text, keys), RULE)).toHaveLength(Math.max(0, count - 1));
  });
});
