import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { fixTemplate } from '../../fix/fix-template.js';
import { body, row } from '../../testing/builders.js';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { variableRowUnused } from './variable-row-unused.js';

const BODY = ['chat_template_data', 'chat_template_body'];
const keyPath = (index: number): (string | number)[] => [...BODY, 'chat_template_body_variable_data', index, 'chat_template_dynamic_variable_key'];
const withBody = (text: string, rows: ReturnType<typeof row>[]): ReturnType<typeof normalRequest> => withValue(normalRequest(), BODY, body(text, rows));

new RuleTester({ describe, test }).run(variableRowUnused, {
  valid: [{ name: 'rows that all appear in the text', request: normalRequest() }],
  invalid: [
    {
      name: 'a row whose key is not in the text, at its key',
      request: withBody('Hi {{1}}', [row('1', 'Ana'), row('{{2}}', 'extra')]),
      errors: [{ messageId: 'unused', path: keyPath(1), data: { place: 'body', key: '2', variable: '{{2}}' } }],
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

  test.prop([fc.stringMatching(/^[a-z_]{1,8}$/), fc.stringMatching(/^[ {]{1,3}$/), fc.stringMatching(/^[ }]{1,3}$/)])(
    'any spacing or bracing of a named key is fixed back to the name',
    (name, before, after) => {
      const fixed = fixTemplate(withBody(`Hi {{${name}}}`, [row(`${before}${name}${after}`, 'x')])).request;
      expect(diagnosticsOf(fixed, 'variable-row-unused')).toEqual([]);
      expect(diagnosticsOf(fixed, 'variable-row-missing')).toEqual([]);
    },
  );
});
