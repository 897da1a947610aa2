import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { APPROVAL_HEADER_MAX_VARIABLES } from '../../spec/approval-limits.js';
import { row, textHeader, type JsonRecord } from '../../testing/builders.js';
import { listRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { ruleDescriptions } from '../descriptions.js';
import { headerVariableCount } from './header-variable-count.js';

const HEADER = ['chat_template_data', 'chat_template_header'];
const TEXT = [...HEADER, 'chat_template_header_data', 0, 'chat_template_header_data_value'];

function withHeader(text: string, keys: readonly string[], request: JsonRecord = normalRequest()): JsonRecord {
  return withValue(request, HEADER, textHeader(text, keys.map((key) => row(key, 'x'))));
}

new RuleTester({ describe, test }).run(headerVariableCount, {
  valid: [
    ...validFixtureCases(),
    { name: 'one variable used twice', request: withHeader('Order {{1}} / {{1}}', ['1']) },
    { name: 'two variables in the header of an interactive template', request: withHeader('Menu {{1}} {{2}}', ['1', '2'], listRequest()) },
  ],
  invalid: [
    {
      name: 'a second variable in a header, at it',
      request: withHeader('Order {{1}} for {{2}}', ['1', '2']),
      errors: [{ messageId: 'tooMany', path: TEXT, data: { count: 2, max: 1, variable: '{{2}}' }, range: [16, 21], severity: 'error' }],
    },
    {
      name: 'every use of every variable after the first',
      request: withHeader('{{a}} {{b}} {{c}} {{b}}', ['a', 'b', 'c']),
      errors: [
        { messageId: 'tooMany', path: TEXT, data: { count: 3, max: 1, variable: '{{b}}' }, range: [6, 11] },
        { messageId: 'tooMany', path: TEXT, data: { count: 3, max: 1, variable: '{{c}}' }, range: [12, 17] },
        { messageId: 'tooMany', path: TEXT, data: { count: 3, max: 1, variable: '{{b}}' }, range: [18, 23] },
      ],
    },
  ],
});

describe('header-variable-count properties', () => {
  test('the description\'s "at most one" is the limit', () => {
    expect(ruleDescriptions[headerVariableCount.id]).toContain('at most one `{{variable}}`');
    expect(APPROVAL_HEADER_MAX_VARIABLES).toBe(1);
  });

  test.prop([fc.integer({ min: 0, max: APPROVAL_HEADER_MAX_VARIABLES + 4 })])('k different variables yield k - the limit reports', (count) => {
    const keys = Array.from({ length: count }, (_, index) => String(index + 1));
    const text = `Order ${keys.map((key) => `{{${key}}}`).join(' ')}`;
    expect(diagnosticsOf(withHeader(text, keys), 'header-variable-count')).toHaveLength(Math.max(0, count - APPROVAL_HEADER_MAX_VARIABLES));
  });
});
