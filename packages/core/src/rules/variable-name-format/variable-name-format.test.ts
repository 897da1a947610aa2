import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { namedRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { variableNameFormat } from './variable-name-format.js';

const BODY = ['chat_template_data', 'chat_template_body'];
const TEXT = [...BODY, 'chat_template_body_value'];
const withBody = (text: string, rows: ReturnType<typeof row>[]): ReturnType<typeof namedRequest> => withValue(namedRequest(), BODY, body(text, rows));
/** The numbered fixture (flag false) with this body. */
const withNumberedBody = (text: string, rows: ReturnType<typeof row>[]): ReturnType<typeof normalRequest> => withValue(normalRequest(), BODY, body(text, rows));

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
      name: '{{ 1 }} in a numbered body, fixed to {{1}}',
      request: withNumberedBody('Hi {{ 1 }}, order {{2}}', [row(' 1 ', 'Ana'), row('2', '#1')]),
      errors: [{ messageId: 'invalid', path: TEXT, range: [3, 10], data: { variable: '{{ 1 }}', suggestion: '{{1}}' } }],
      output: withNumberedBody('Hi {{1}}, order {{2}}', [row('1', 'Ana'), row('2', '#1')]),
    },
    {
      name: '{{ 7 }} alone in a numbered body, without a fix: {{7}} would skip 1 to 6 (variable-sequence\'s error)',
      request: withNumberedBody('Order {{ 7 }} ships today', [row(' 7 ', '#1')]),
      errors: [{ messageId: 'invalid', path: TEXT, data: { variable: '{{ 7 }}', suggestion: '{{7}}' } }],
    },
    {
      name: '{{ 2 }} beside {{1}} in a numbered body, fixed to {{2}}: the numbers still run from 1',
      request: withNumberedBody('Hi {{1}}, order {{ 2 }} ships', [row('1', 'Ana'), row(' 2 ', '#1')]),
      errors: [{ messageId: 'invalid', path: TEXT, data: { variable: '{{ 2 }}', suggestion: '{{2}}' } }],
      output: withNumberedBody('Hi {{1}}, order {{2}} ships', [row('1', 'Ana'), row('2', '#1')]),
    },
    {
      name: '{{Ship-Date}} in a numbered body, without a fix: {{ship_date}} would mix kinds and need the named flag',
      request: withNumberedBody('Hi {{1}}, it ships on {{Ship-Date}}', [row('1', 'Ana'), row('Ship-Date', 'May 4')]),
      errors: [{ messageId: 'invalid', path: TEXT, data: { variable: '{{Ship-Date}}', suggestion: '{{ship_date}}' } }],
    },
    {
      name: '{{Ship-Date}} alone in a template without the named flag, without a fix: the flag is the author\'s choice',
      request: withNumberedBody('It ships on {{Ship-Date}}', [row('Ship-Date', 'May 4')]),
      errors: [{ messageId: 'invalid', path: TEXT, data: { variable: '{{Ship-Date}}', suggestion: '{{ship_date}}' } }],
    },
    {
      name: '{{ 1 }} in a named body, without a fix: {{1}} is numbered, which a named template must not use',
      request: withBody('Hi {{first_name}}, order {{ 1 }}', [row('first_name', 'Ana'), row(' 1 ', '#1')]),
      errors: [{ messageId: 'invalid', path: TEXT, data: { variable: '{{ 1 }}', suggestion: '{{1}}' } }],
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
