import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const PATH = ['provider_integration_chat_id'];

describe('provider-integration-id', () => {
  test('accepts a non-empty id', () => {
    expect(diagnosticsOf(normalRequest(), 'provider-integration-id')).toEqual([]);
  });

  test('reports a missing id at the missing key', () => {
    expect(diagnosticsOf(withValue(normalRequest(), PATH, undefined), 'provider-integration-id')).toMatchObject([{ messageId: 'missing', path: PATH }]);
  });

  test('reports an empty id', () => {
    expect(diagnosticsOf(withValue(normalRequest(), PATH, ''), 'provider-integration-id')).toMatchObject([{ messageId: 'empty', path: PATH }]);
  });

  test('leaves a wrong type to field-type', () => {
    expect(diagnosticsOf(withValue(normalRequest(), PATH, 12), 'provider-integration-id')).toEqual([]);
  });

  test.prop([fc.stringMatching(/^\s*$/)])('any whitespace-only id is reported as empty', (id) => {
    expect(diagnosticsOf(withValue(normalRequest(), PATH, id), 'provider-integration-id')).toMatchObject([{ messageId: 'empty' }]);
  });
});
