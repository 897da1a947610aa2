import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { row, textHeader } from '../../testing/builders.js';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const HEADER = ['chat_template_data', 'chat_template_header'];
const TEXT = [...HEADER, 'chat_template_header_data', 0, 'chat_template_header_data_value'];

describe('header-text-max-length', () => {
  test('accepts a 60-character header', () => {
    expect(diagnosticsOf(withValue(normalRequest(), HEADER, textHeader('h'.repeat(60))), 'header-text-max-length')).toEqual([]);
  });

  test('reports a 61-character header', () => {
    expect(diagnosticsOf(withValue(normalRequest(), HEADER, textHeader('h'.repeat(61))), 'header-text-max-length')).toMatchObject([
      { messageId: 'tooLong', path: TEXT, data: { count: 61, limit: 60, excess: 1 } },
    ]);
  });

  test('counts a variable as one character', () => {
    const header = textHeader(`${'h'.repeat(59)}{{1}}`, [row('1', 'a long sample value')]);
    expect(diagnosticsOf(withValue(normalRequest(), HEADER, header), 'header-text-max-length')).toEqual([]);
  });

  test('the message explains how variables count', () => {
    const [diagnostic] = diagnosticsOf(withValue(normalRequest(), HEADER, textHeader('h'.repeat(61))), 'header-text-max-length');
    expect(diagnostic?.message).toBe('Header text is 61 characters (a {{variable}} counts as 1); the limit is 60. Shorten it by 1.');
  });

  test('ignores media headers', () => {
    const request = withValue(normalRequest(), [...HEADER, 'chat_template_header_type_id'], 2);
    expect(diagnosticsOf(withValue(request, TEXT, 'h'.repeat(100)), 'header-text-max-length')).toEqual([]);
  });

  test.prop([fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 3 })])(
    'n characters plus k variables are reported iff n + k > 60',
    (length, variables) => {
      const numbers = Array.from({ length: variables }, (_, index) => String(index + 1));
      const text = 'h'.repeat(length) + numbers.map((number) => `{{${number}}}`).join('');
      const header = textHeader(text, numbers.map((number) => row(number, 'x')));
      expect(diagnosticsOf(withValue(normalRequest(), HEADER, header), 'header-text-max-length')).toHaveLength(length + variables > 60 ? 1 : 0);
    },
  );
});
