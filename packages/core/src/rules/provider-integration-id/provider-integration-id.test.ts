import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { providerIntegrationId } from './provider-integration-id.js';

const PATH = ['provider_integration_chat_id'];

new RuleTester({ describe, test }).run(providerIntegrationId, {
  valid: [
    { name: 'a non-empty id', request: normalRequest() },
    { name: 'an id of the wrong type, which is field-type\'s to report', request: withValue(normalRequest(), PATH, 12) },
  ],
  invalid: [
    { name: 'a missing id, at the missing key', request: withValue(normalRequest(), PATH, undefined), errors: [{ messageId: 'missing', path: PATH }] },
    { name: 'an empty id', request: withValue(normalRequest(), PATH, ''), errors: [{ messageId: 'empty', path: PATH }] },
  ],
});

describe('provider-integration-id properties', () => {
  test.prop([fc.stringMatching(/^\s*$/)])('any whitespace-only id is reported as empty', (id) => {
    expect(diagnosticsOf(withValue(normalRequest(), PATH, id), 'provider-integration-id')).toMatchObject([{ messageId: 'empty', path: PATH }]);
  });
});
