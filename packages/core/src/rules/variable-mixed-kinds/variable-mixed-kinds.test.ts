import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { namedRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const BODY = ['chat_template_data', 'chat_template_body'];

describe('variable-mixed-kinds', () => {
  test('accepts numbered variables only', () => {
    expect(diagnosticsOf(normalRequest(), 'variable-mixed-kinds')).toEqual([]);
  });

  test('accepts named variables only', () => {
    expect(diagnosticsOf(namedRequest(), 'variable-mixed-kinds')).toEqual([]);
  });

  test('reports the first variable of the other style', () => {
    const request = withValue(normalRequest(), BODY, body('Hi {{1}}, order {{order_id}}', [row('1', 'a'), row('order_id', 'b')]));
    expect(diagnosticsOf(request, 'variable-mixed-kinds')).toMatchObject([
      { messageId: 'mixed', path: [...BODY, 'chat_template_body_value'], range: [16, 28], data: { first: '{{1}}', other: '{{order_id}}' } },
    ]);
  });

  test.prop([fc.integer({ min: 1, max: 99 }), fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/)])(
    'one numbered and one named variable in a body always yield one report',
    (number, name) => {
      const request = withValue(normalRequest(), BODY, body(`{{${String(number)}}} and {{${name}}}`, [row(String(number), 'a'), row(name, 'b')]));
      expect(diagnosticsOf(request, 'variable-mixed-kinds')).toHaveLength(1);
    },
  );
});
