import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { fixTemplate } from '../../fix/fix-template.js';
import { body, row } from '../../testing/builders.js';
import { carouselRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { variableRowUnused } from './variable-row-unused.js';

const BODY = ['chat_template_data', 'chat_template_body'];
const keyPath = (index: number): (string | number)[] => [...BODY, 'chat_template_body_variable_data', index, 'chat_template_dynamic_variable_key'];
const HEADER_TEXT = ['chat_template_data', 'chat_template_header', 'chat_template_header_data', 0, 'chat_template_header_data_value'];
const CAROUSEL_TEXT = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_header'];
const CARD_BODY_TEXT = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 0, 'chat_template_body', 'chat_template_body_value'];
const withBody = (text: string, rows: ReturnType<typeof row>[]): ReturnType<typeof normalRequest> => withValue(normalRequest(), BODY, body(text, rows));

new RuleTester({ describe, test }).run(variableRowUnused, {
  valid: [
    { name: 'rows that all appear in the text', request: normalRequest() },
    // variable-row-missing names the key to write; this rule said "key `` matches no `{{}}`" as well.
    { name: 'a row without a key beside a variable without a row', request: withBody('Hi {{1}}, order {{2}}', [row('1', 'Ana'), row('', '42')]) },
    { name: 'a row whose key is spaces beside a variable without a row', request: withBody('Hi {{1}}', [row('  ', 'Ana')]) },
    // Each blank text is its own rule's to report; its rows wait for the text rather than being reported too.
    { name: 'the rows of an empty body (body-required reports it)', request: withValue(normalRequest(), [...BODY, 'chat_template_body_value'], '') },
    { name: 'the rows of a body of spaces', request: withValue(normalRequest(), [...BODY, 'chat_template_body_value'], '  \n') },
    { name: 'the rows of an empty text header (header-data-single-item reports it)', request: withValue(normalRequest(), HEADER_TEXT, '') },
    { name: 'the rows of an empty carousel text (carousel-text-required reports it)', request: withValue(carouselRequest(), CAROUSEL_TEXT, ' ') },
    { name: 'the rows of an empty card body (body-required reports it)', request: withValue(carouselRequest(), CARD_BODY_TEXT, '') },
  ],
  invalid: [
    { name: 'a row without a key where every variable has its row: a stray row', request: withBody('Hi {{1}}', [row('1', 'Ana'), row('', '42')]), errors: [{ messageId: 'unused', path: keyPath(1) }] },
    {
      name: 'the rows of an empty image header: no rule reports its text, so the rows are',
      request: withValue(
        withValue(normalRequest(), ['chat_template_data', 'chat_template_header', 'chat_template_header_type_id'], 2),
        HEADER_TEXT,
        '',
      ),
      errors: [{ messageId: 'unused', path: ['chat_template_data', 'chat_template_header', 'chat_template_header_data', 0, 'chat_template_header_variable_data', 0, 'chat_template_dynamic_variable_key'] }],
    },
    {
      name: 'a row whose key is not in the text, at its key',
      request: withBody('Hi {{1}}', [row('1', 'Ana'), row('{{2}}', 'extra')]),
      errors: [{ messageId: 'unused', path: keyPath(1), data: { place: 'body', key: '2', variable: '{{2}}' } }],
    },
    {
      // Shown bare: "key `1` matches no `{{1}}`" beside a text holding {{1}} (found by QA).
      name: 'a row whose key holds a zero-width space, the character named',
      request: withBody('Hi {{1}} and {{2}}', [row('1\u200b', 'Ana'), row('2', 'Bo')]),
      errors: [
        {
          messageId: 'unused',
          path: keyPath(0),
          message: 'The body variable row with key `1<U+200B>` matches no `{{1<U+200B>}}` in the text; remove the row or use the variable.',
        },
      ],
    },
    {
      name: 'a row on a text without variables',
      request: withBody('Hello there', [row('1', 'Ana')]),
      errors: [{ messageId: 'unused', path: keyPath(0), data: { place: 'body', key: '1', variable: '{{1}}' } }],
    },
    {
      name: 'a key with extra spaces or braces, fixed to the variable it names',
      request: withBody('Hi {{1}}', [row(' {{ 1 }} ', 'Ana')]),
      errors: [{ messageId: 'looseKey', path: keyPath(0), data: { place: 'body', key: ' {{ 1 }} ', name: '1', variable: '{{1}}' } }],
      output: withBody('Hi {{1}}', [row('1', 'Ana')]),
    },
    {
      name: 'two rows for one variable with equal samples, at the second row',
      request: withBody('Hi {{1}}', [row('1', 'Ana'), row('{{1}}', 'Ana')]),
      errors: [{ messageId: 'duplicate', path: keyPath(1), data: { place: 'body', variable: '{{1}}' }, severity: 'error' }],
    },
    {
      name: 'three rows for one variable with different samples, at the second and third',
      request: withBody('Hi {{name}}', [row('name', 'Ana'), row('name', 'Bo'), row('{{name}}', 'Cy')]),
      errors: [
        { messageId: 'duplicate', path: keyPath(1), data: { variable: '{{name}}' } },
        { messageId: 'duplicate', path: keyPath(2), data: { variable: '{{name}}' } },
      ],
    },
    {
      name: 'a loose key whose variable already has a row, without a fix',
      request: withBody('Hi {{1}}', [row('1', 'Ana'), row('{1}', 'Bo')]),
      errors: [{ messageId: 'unused', path: keyPath(1), data: { place: 'body', key: '{1}', variable: '{{{1}}}' } }],
    },
  ],
});

describe('variable-row-unused properties', () => {
  test.prop([fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/)])('a row for a name absent from the text is always reported', (name) => {
    expect(diagnosticsOf(withBody('Hi {{1}}', [row('1', 'Ana'), row(name, 'x')]), 'variable-row-unused')).toHaveLength(1);
  });

  test.prop([fc.array(fc.constantFrom('1', '2', '3'), { minLength: 1, maxLength: 40 })])(
    'rows of variables the text has: one duplicate report per row whose key an earlier row has',
    (keys) => {
      const expected = keys.length - new Set(keys).size;
      const diagnostics = diagnosticsOf(withBody('Hi {{1}} {{2}} {{3}}', keys.map((key) => row(key, 'x'))), 'variable-row-unused');
      expect(diagnostics.map((diagnostic) => diagnostic.messageId)).toEqual(Array.from({ length: expected }, () => 'duplicate'));
    },
  );

  test.prop([fc.stringMatching(/^[a-z_]{1,8}$/), fc.stringMatching(/^[ {]{1,3}$/), fc.stringMatching(/^[ }]{1,3}$/)])(
    'any spacing or bracing of a named key is fixed back to the name',
    (name, before, after) => {
      const fixed = fixTemplate(withBody(`Hi {{${name}}}`, [row(`${before}${name}${after}`, 'x')])).request;
      expect(diagnosticsOf(fixed, 'variable-row-unused')).toEqual([]);
      expect(diagnosticsOf(fixed, 'variable-row-missing')).toEqual([]);
    },
  );
});
