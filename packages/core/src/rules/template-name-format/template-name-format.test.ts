import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { templateNameFormat } from './template-name-format.js';

const NAME = ['chat_template_data', 'chat_template_name'];
const withName = (name: string): ReturnType<typeof normalRequest> => withValue(normalRequest(), NAME, name);

new RuleTester({ describe, test }).run(templateNameFormat, {
  valid: [{ name: 'lowercase letters, digits and underscores', request: withName('order_update_2') }],
  invalid: [
    {
      name: 'the first capital letter, with its offset and a suggestion',
      request: withName('order_Update'),
      errors: [{ messageId: 'invalid', path: NAME, range: [6, 7], data: { character: 'U', position: 7, suggestion: 'order_update' } }],
    },
    {
      name: 'a space',
      request: withName('order update'),
      errors: [{ messageId: 'invalid', path: NAME, range: [5, 6], data: { character: ' ', position: 6, suggestion: 'order_update' } }],
    },
    {
      name: 'a dash',
      request: withName('order-update'),
      errors: [{ messageId: 'invalid', path: NAME, range: [5, 6], data: { character: '-', position: 6, suggestion: 'order_update' } }],
    },
    {
      name: 'a name with nothing to derive a suggestion from, which gets an example name',
      request: withName('---'),
      errors: [{ messageId: 'invalid', path: NAME, range: [0, 1], data: { character: '-', position: 1, suggestion: 'order_update' } }],
    },
  ],
});

describe('template-name-format properties', () => {
  test.prop([fc.stringMatching(/^[a-z0-9_]{1,40}$/)])('any name of lowercase letters, digits and underscores passes', (name) => {
    expect(diagnosticsOf(withName(name), 'template-name-format')).toEqual([]);
  });

  test.prop([fc.stringMatching(/^[a-z0-9_]{0,20}$/), fc.stringMatching(/^[^a-z0-9_]$/), fc.string({ maxLength: 10 })])(
    'the first character outside the set is the one reported',
    (prefix, bad, rest) => {
      const diagnostics = diagnosticsOf(withName(prefix + bad + rest), 'template-name-format');
      expect(diagnostics).toHaveLength(1);
      expect(diagnostics[0]?.range?.[0]).toBe(prefix.length);
    },
  );
});
