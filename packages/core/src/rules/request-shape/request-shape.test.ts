import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { requestShape } from './request-shape.js';

const DATA = ['chat_template_data'];

new RuleTester({ describe, test }).run(requestShape, {
  valid: [{ name: 'an object with a chat_template_data object', request: normalRequest() }],
  invalid: [
    { name: 'an array request, at the root path', request: [normalRequest()], errors: [{ messageId: 'notObject', path: [], data: { actual: 'array' } }] },
    { name: 'a missing chat_template_data, at the missing key', request: withValue(normalRequest(), DATA, undefined), errors: [{ messageId: 'missingData', path: DATA }] },
    { name: 'a chat_template_data that is an array', request: withValue(normalRequest(), DATA, []), errors: [{ messageId: 'dataNotObject', path: DATA, data: { actual: 'array' } }] },
    {
      name: 'an inherited chat_template_data, which does not count',
      request: Object.create({ chat_template_data: normalRequest().chat_template_data }) as unknown,
      errors: [{ messageId: 'missingData', path: DATA }],
    },
  ],
});

describe('request-shape properties', () => {
  test.prop([fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue()))])(
    'any value that is not an object is reported once at the root',
    (value) => {
      expect(diagnosticsOf(value, 'request-shape')).toMatchObject([{ messageId: 'notObject', path: [] }]);
    },
  );
});
