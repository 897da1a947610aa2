import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const NAME = ['chat_template_data', 'chat_template_name'];

describe('template-name-format', () => {
  test('accepts lowercase letters, digits and underscores', () => {
    expect(diagnosticsOf(withValue(normalRequest(), NAME, 'order_update_2'), 'template-name-format')).toEqual([]);
  });

  test('reports the first capital letter with its offset and a suggestion', () => {
    expect(diagnosticsOf(withValue(normalRequest(), NAME, 'order_Update'), 'template-name-format')).toMatchObject([
      { messageId: 'invalid', path: NAME, range: [6, 7], data: { character: 'U', position: 7, suggestion: 'order_update' } },
    ]);
  });

  test('reports a space', () => {
    expect(diagnosticsOf(withValue(normalRequest(), NAME, 'order update'), 'template-name-format')).toMatchObject([
      { range: [5, 6], data: { suggestion: 'order_update' } },
    ]);
  });

  test('reports a dash', () => {
    expect(diagnosticsOf(withValue(normalRequest(), NAME, 'order-update'), 'template-name-format')).toHaveLength(1);
  });

  test.prop([fc.stringMatching(/^[a-z0-9_]{1,40}$/)])('any name of lowercase letters, digits and underscores passes', (name) => {
    expect(diagnosticsOf(withValue(normalRequest(), NAME, name), 'template-name-format')).toEqual([]);
  });

  test.prop([fc.stringMatching(/^[a-z0-9_]{0,20}$/), fc.stringMatching(/^[^a-z0-9_]$/), fc.string({ maxLength: 10 })])(
    'the first character outside the set is the one reported',
    (prefix, bad, rest) => {
      const diagnostics = diagnosticsOf(withValue(normalRequest(), NAME, prefix + bad + rest), 'template-name-format');
      expect(diagnostics).toHaveLength(1);
      expect(diagnostics[0]?.range?.[0]).toBe(prefix.length);
    },
  );
});
