import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { APPROVAL_NAMED_VARIABLE_MAX_LENGTH } from '../../spec/approval-limits.js';
import { body, row, textHeader } from '../../testing/builders.js';
import { namedRequest, replyButtonsRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { variableNameMaxLength } from './variable-name-max-length.js';

const RULE = 'variable-name-max-length';
const BODY = ['chat_template_data', 'chat_template_body'];
const VALUE = [...BODY, 'chat_template_body_value'];
const HEADER = ['chat_template_data', 'chat_template_header'];
const LONG = `customer_${'x'.repeat(30)}`;

function withName(name: string): ReturnType<typeof namedRequest> {
  return withValue(namedRequest(), BODY, body(`Hello {{${name}}}, see you soon at the shop.`, [row(name, 'Ana')]));
}

new RuleTester({ describe, test }).run(variableNameMaxLength, {
  valid: [
    ...validFixtureCases(),
    { name: 'a 32-character name', request: withName('n'.repeat(32)) },
    { name: 'a long numbered name', request: withName('1'.repeat(40)) },
    { name: 'a long malformed name (variable-name-format reports it)', request: withName('N'.repeat(40)) },
    { name: 'a long name in an interactive template', request: withValue(replyButtonsRequest(), BODY, body(`Hi {{${'n'.repeat(40)}}} there`)) },
  ],
  invalid: [
    {
      name: 'a 33-character name, at the placeholder',
      request: withName('n'.repeat(33)),
      errors: [{ messageId: 'tooLong', severity: 'warning', path: VALUE, range: [6, 43], data: { place: 'body', name: 'n'.repeat(33), length: 33, max: 32 } }],
    },
    {
      name: 'every use of a long name',
      request: withValue(namedRequest(), BODY, body(`Hello {{${LONG}}}, yes {{${LONG}}}, welcome.`, [row(LONG, 'Ana')])),
      errors: [
        { messageId: 'tooLong', path: VALUE, range: [6, 49], data: { place: 'body', name: LONG, length: 39, max: 32 } },
        { messageId: 'tooLong', path: VALUE, range: [55, 98], data: { place: 'body', name: LONG, length: 39, max: 32 } },
      ],
    },
    {
      name: 'a long name in the header',
      request: withValue(namedRequest(), HEADER, textHeader(`Hi {{${'h'.repeat(40)}}}`, [row('h'.repeat(40), 'Ana')])),
      errors: [{ messageId: 'tooLong', path: [...HEADER, 'chat_template_header_data', 0, 'chat_template_header_data_value'], range: [3, 47], data: { place: 'header', length: 40, max: 32 } }],
    },
  ],
});

describe('variable-name-max-length properties', () => {
  test.prop([fc.integer({ min: 1, max: 2 * APPROVAL_NAMED_VARIABLE_MAX_LENGTH })])('a name of n letters is reported iff n > the limit', (length) => {
    const lengths = diagnosticsOf(withName('a'.repeat(length)), RULE).map((diagnostic) => diagnostic.data?.length);
    expect(lengths).toEqual(length > APPROVAL_NAMED_VARIABLE_MAX_LENGTH ? [length] : []);
  });
});
