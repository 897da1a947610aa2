import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { namedRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { variableNameFormat } from './variable-name-format.js';

const BODY = ['chat_template_data', 'chat_template_body'];
const TEXT = [...BODY, 'chat_template_body_value'];
const withBody = (text: string, rows: ReturnType<typeof row>[]): ReturnType<typeof namedRequest> => withValue(namedRequest(), BODY, body(text, rows));

new RuleTester({ describe, test }).run(variableNameFormat, {
  valid: [{ name: 'lowercase names with digits and underscores', request: namedRequest() }],
  invalid: [
    {
      name: 'a name with capitals, renamed to a lowercase one in the text and its row',
      request: withBody('Hi {{First_Name}}', [row('First_Name', 'Ana')]),
      errors: [{ messageId: 'invalid', path: TEXT, range: [3, 17], data: { place: 'body', variable: '{{First_Name}}', suggestion: '{{first_name}}' } }],
      output: withBody('Hi {{first_name}}', [row('first_name', 'Ana')]),
    },
    {
      name: 'a name with a space',
      request: withBody('Hi {{first name}}', [row('first name', 'Ana')]),
      errors: [{ messageId: 'invalid', path: TEXT, range: [3, 17], data: { place: 'body', variable: '{{first name}}', suggestion: '{{first_name}}' } }],
      output: withBody('Hi {{first_name}}', [row('first_name', 'Ana')]),
    },
    {
      name: 'a name used twice, each use reported and renamed with its row',
      request: withBody('Hi {{First_Name}}, bye {{First_Name}}', [row('First_Name', 'Ana')]),
      errors: [
        { messageId: 'invalid', path: TEXT, range: [3, 17], data: { variable: '{{First_Name}}', suggestion: '{{first_name}}' } },
        { messageId: 'invalid', path: TEXT, range: [23, 37], data: { variable: '{{First_Name}}', suggestion: '{{first_name}}' } },
      ],
      output: withBody('Hi {{first_name}}, bye {{first_name}}', [row('first_name', 'Ana')]),
    },
    {
      name: 'a name whose lowercase form the text already uses, without a fix',
      request: withBody('{{first_name}} {{First_Name}}', [row('first_name', 'a'), row('First_Name', 'b')]),
      errors: [{ messageId: 'invalid', path: TEXT, range: [15, 29], data: { variable: '{{First_Name}}', suggestion: '{{first_name}}' } }],
    },
  ],
});

describe('variable-name-format properties', () => {
  test('the message keeps the user text verbatim, braces included', () => {
    expect(diagnosticsOf(withBody('{{Name}}', [row('Name', 'Ana')]), 'variable-name-format')[0]?.message).toContain('`{{Name}}`');
  });

  test.prop([fc.stringMatching(/^[a-z][a-z0-9_]{0,8}[A-Z -][a-z0-9_]{0,8}$/)])('any name with a capital, space or dash is reported once', (name) => {
    expect(diagnosticsOf(withBody(`Hi {{${name}}}`, [row(name, 'x')]), 'variable-name-format')).toHaveLength(1);
  });
});
