import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, row } from '../../testing/builders.js';
import { normalRequest, replyButtonsRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'button-text-variable';
const BUTTONS = ['chat_template_data', 'chat_template_button'];
const TEXT = [...BUTTONS, 1, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 0, 'chat_template_button_sub_type_field_value'];

describe('button-text-variable', () => {
  test('accepts every valid fixture, dynamic website URLs included', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('reports a variable in a button text, at the variable', () => {
    expect(diagnosticsOf(withValue(normalRequest(), TEXT, 'Hi {{1}}'), RULE)).toEqual([
      expect.objectContaining({ messageId: 'variable', path: TEXT, data: { variable: '{{1}}' }, range: [3, 8], severity: 'warning' }),
    ]);
  });

  test('reports a named variable in a website button text', () => {
    const request = withValue(normalRequest(), [...BUTTONS, 0], buttons.website('Track {{order}}', 'https://shop.example.com/{{1}}', [row('1', '1042')]));
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ path: [...BUTTONS, 0, ...TEXT.slice(3)], data: { variable: '{{order}}' }, range: [6, 15] }]);
  });

  test('ignores interactive templates', () => {
    expect(diagnosticsOf(withValue(replyButtonsRequest(), [...BUTTONS, 0], buttons.quickReply('Yes {{1}}')), RULE)).toEqual([]);
  });

  const plain = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '!', 'é'), maxLength: 10 });

  test.prop([plain, plain])('a text a + {{1}} + b is reported once, at the placeholder', (before, after) => {
    const diagnostics = diagnosticsOf(withValue(normalRequest(), TEXT, `${before}{{1}}${after}`), RULE);
    expect(diagnostics.map((diagnostic) => diagnostic.range)).toEqual([[before.length, before.length + 5]]);
  });
});
