import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const BODY = ['chat_template_data', 'chat_template_body'];

describe('variable-row-unused', () => {
  test('accepts rows that all appear in the text', () => {
    expect(diagnosticsOf(normalRequest(), 'variable-row-unused')).toEqual([]);
  });

  test('reports a row whose key is not in the text, at its key', () => {
    const request = withValue(normalRequest(), BODY, body('Hi {{1}}', [row('1', 'Ana'), row('{{2}}', 'extra')]));
    expect(diagnosticsOf(request, 'variable-row-unused')).toMatchObject([
      { messageId: 'unused', path: [...BODY, 'chat_template_body_variable_data', 1, 'chat_template_dynamic_variable_key'], data: { key: '2' } },
    ]);
  });

  test('reports rows on a text without variables', () => {
    const request = withValue(normalRequest(), BODY, body('Hello there', [row('1', 'Ana')]));
    expect(diagnosticsOf(request, 'variable-row-unused')).toHaveLength(1);
  });

  test.prop([fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/)])('a row for a name absent from the text is always reported', (name) => {
    const request = withValue(normalRequest(), BODY, body('Hi {{1}}', [row('1', 'Ana'), row(name, 'x')]));
    expect(diagnosticsOf(request, 'variable-row-unused')).toHaveLength(1);
  });
});
