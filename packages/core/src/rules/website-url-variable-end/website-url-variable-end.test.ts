import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, row } from '../../testing/builders.js';
import { normalRequest } from '../../testing/fixtures.js';
import { buttonFieldValuePath, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { websiteUrlVariableEnd } from './website-url-variable-end.js';

const RULE = 'website-url-variable-end';
const URL_VALUE = buttonFieldValuePath(0, 1);
const EXAMPLE = 'https://example.com/path/{{1}}';

function withUrl(url: string): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), URL_VALUE, url);
}

new RuleTester({ describe, test }).run(websiteUrlVariableEnd, {
  valid: [
    ...validFixtureCases(undefined, (kind) => `the valid ${kind} fixture, whose dynamic URL ends in {{1}}`),
    { name: 'a variable in another button field', request: withValue(normalRequest(), buttonFieldValuePath(0, 0), 'Track {{1}} now') },
  ],
  invalid: [
    {
      name: 'a variable in the middle of the URL, at the variable',
      request: withUrl('https://shop.example.com/{{1}}/track'),
      errors: [{ messageId: 'notAtEnd', severity: 'error', path: URL_VALUE, range: [25, 30], data: { variable: '{{1}}', example: EXAMPLE } }],
    },
    {
      name: 'a variable followed by a space',
      request: withUrl('https://shop.example.com/{{1}} '),
      errors: [{ messageId: 'notAtEnd', path: URL_VALUE, range: [25, 30], data: { variable: '{{1}}', example: EXAMPLE } }],
    },
    {
      name: 'the first of two variables at the end',
      request: withValue(normalRequest(), ['chat_template_data', 'chat_template_button', 0], buttons.website('Track', 'https://shop.example.com/{{1}}{{2}}', [row('1', 'a'), row('2', 'b')])),
      errors: [{ messageId: 'notAtEnd', path: URL_VALUE, range: [25, 30], data: { variable: '{{1}}', example: EXAMPLE } }],
    },
  ],
});

describe('website-url-variable-end properties', () => {
  const segment = fc.stringMatching(/^[a-z0-9/._-]{0,20}$/);

  test.prop([segment, segment])('https://host/a + {{1}} + b is reported iff b is not empty, at the placeholder', (before, after) => {
    const prefix = `https://shop.example.com/${before}`;
    const diagnostics = diagnosticsOf(withUrl(`${prefix}{{1}}${after}`), RULE);
    expect(diagnostics.map((diagnostic) => diagnostic.range)).toEqual(after === '' ? [] : [[prefix.length, prefix.length + 5]]);
  });
});
