import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, row } from '../../testing/builders.js';
import { normalRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'website-url-variable-end';
const URL_VALUE = ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 1, 'chat_template_button_sub_type_field_value'];

function withUrl(url: string): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), URL_VALUE, url);
}

describe('website-url-variable-end', () => {
  test('accepts every valid fixture, whose dynamic URL ends in {{1}}', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('reports a variable in the middle of the URL, at the variable', () => {
    expect(diagnosticsOf(withUrl('https://shop.example.com/{{1}}/track'), RULE)).toEqual([
      expect.objectContaining({ messageId: 'notAtEnd', path: URL_VALUE, data: { variable: '{{1}}' }, range: [25, 30], severity: 'warning' }),
    ]);
  });

  test('reports a variable followed by a space', () => {
    expect(diagnosticsOf(withUrl('https://shop.example.com/{{1}} '), RULE)).toMatchObject([{ range: [25, 30] }]);
  });

  test('reports the first of two variables at the end', () => {
    const request = withValue(normalRequest(), ['chat_template_data', 'chat_template_button', 0], buttons.website('Track', 'https://shop.example.com/{{1}}{{2}}', [row('1', 'a'), row('2', 'b')]));
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ data: { variable: '{{1}}' }, range: [25, 30] }]);
  });

  test('ignores variables in other button fields', () => {
    const text = ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 0, 'chat_template_button_sub_type_field_value'];
    expect(diagnosticsOf(withValue(normalRequest(), text, 'Track {{1}} now'), RULE)).toEqual([]);
  });

  const segment = fc.stringMatching(/^[a-z0-9/._-]{0,20}$/);

  test.prop([segment, segment])('https://host/a + {{1}} + b is reported iff b is not empty, at the placeholder', (before, after) => {
    const prefix = `https://shop.example.com/${before}`;
    const diagnostics = diagnosticsOf(withUrl(`${prefix}{{1}}${after}`), RULE);
    expect(diagnostics.map((diagnostic) => diagnostic.range)).toEqual(after === '' ? [] : [[prefix.length, prefix.length + 5]]);
  });
});
