import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ids, mediaHeader, textHeader } from '../../testing/builders.js';
import { authenticationRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { authenticationHeader } from './authentication-header.js';

const RULE = 'authentication-header';
const HEADER = ['chat_template_data', 'chat_template_header'];
const TYPE_ID = [...HEADER, 'chat_template_header_type_id'];
const noHeader = { chat_template_header_type_id: 0, chat_template_header_type_name: null, chat_template_header_data: [] };

new RuleTester({ describe, test }).run(authenticationHeader, {
  valid: [
    ...validFixtureCases(),
    { name: 'header type id 0, "no header"', request: withValue(authenticationRequest(), HEADER, noHeader) },
    { name: 'a text header on a utility template', request: withValue(normalRequest(), HEADER, textHeader('Your order')) },
  ],
  invalid: [
    {
      name: 'a text header, at its type id, as an error',
      request: withValue(authenticationRequest(), HEADER, textHeader('Your code')),
      errors: [{ messageId: 'header', path: TYPE_ID, data: { format: 'text' }, severity: 'error' }],
    },
    {
      name: 'an image header',
      request: withValue(authenticationRequest(), HEADER, mediaHeader(ids.headerType.image, 'Image', 7)),
      errors: [{ messageId: 'header', path: TYPE_ID, data: { format: 'image' } }],
    },
  ],
});

describe('authentication-header properties', () => {
  test.prop([fc.constantFrom(...Object.entries(ids.headerType))])('every header kind but none is reported', ([name, id]) => {
    const header = name === 'text' ? textHeader('Code') : mediaHeader(id, name, 7);
    expect(diagnosticsOf(withValue(authenticationRequest(), HEADER, header), RULE).map((diagnostic) => diagnostic.data?.format)).toEqual([name]);
  });
});
