import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const NAME = ['chat_template_data', 'chat_template_name'];

describe('template-name-max-length', () => {
  test('accepts a 512-character name', () => {
    expect(diagnosticsOf(withValue(normalRequest(), NAME, 'a'.repeat(512)), 'template-name-max-length')).toEqual([]);
  });

  test('reports a 513-character name', () => {
    expect(diagnosticsOf(withValue(normalRequest(), NAME, 'a'.repeat(513)), 'template-name-max-length')).toMatchObject([
      { messageId: 'tooLong', path: NAME, data: { count: 513, limit: 512 } },
    ]);
  });

  test.prop([fc.integer({ min: 1, max: 1200 })])('a name of n characters is reported iff n > 512', (length) => {
    const diagnostics = diagnosticsOf(withValue(normalRequest(), NAME, 'x'.repeat(length)), 'template-name-max-length');
    expect(diagnostics).toHaveLength(length > 512 ? 1 : 0);
  });
});
