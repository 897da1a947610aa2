import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row, textHeader } from '../../testing/builders.js';
import { namedRequest, replyButtonsRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'variable-name-max-length';
const BODY = ['chat_template_data', 'chat_template_body'];
const VALUE = [...BODY, 'chat_template_body_value'];

function withName(name: string): ReturnType<typeof namedRequest> {
  return withValue(namedRequest(), BODY, body(`Hello {{${name}}}, see you soon at the shop.`, [row(name, 'Ana')]));
}

describe('variable-name-max-length', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('accepts a 32-character name', () => {
    expect(diagnosticsOf(withName('n'.repeat(32)), RULE)).toEqual([]);
  });

  test('reports a 33-character name, at the placeholder', () => {
    expect(diagnosticsOf(withName('n'.repeat(33)), RULE)).toEqual([
      expect.objectContaining({ messageId: 'tooLong', path: VALUE, data: { place: 'body', name: 'n'.repeat(33), length: 33, max: 32 }, range: [6, 43], severity: 'warning' }),
    ]);
  });

  test('reports every use of the name', () => {
    const name = `customer_${'x'.repeat(30)}`;
    const request = withValue(namedRequest(), BODY, body(`Hello {{${name}}}, yes {{${name}}}, welcome.`, [row(name, 'Ana')]));
    expect(diagnosticsOf(request, RULE)).toHaveLength(2);
  });

  test('checks header names too', () => {
    const name = 'h'.repeat(40);
    const request = withValue(namedRequest(), ['chat_template_data', 'chat_template_header'], textHeader(`Hi {{${name}}}`, [row(name, 'Ana')]));
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ data: { place: 'header', length: 40 }, range: [3, 47] }]);
  });

  test('ignores long numbered and malformed names, and interactive templates', () => {
    expect(diagnosticsOf(withName('1'.repeat(40)), RULE)).toEqual([]);
    expect(diagnosticsOf(withName('N'.repeat(40)), RULE)).toEqual([]);
    expect(diagnosticsOf(withValue(replyButtonsRequest(), BODY, body(`Hi {{${'n'.repeat(40)}}} there`)), RULE)).toEqual([]);
  });

  test.prop([fc.integer({ min: 1, max: 64 })])('a name of n letters is reported iff n > 32', (length) => {
    expect(diagnosticsOf(withName('a'.repeat(length)), RULE).map((diagnostic) => diagnostic.data?.length)).toEqual(length > 32 ? [length] : []);
  });
});
