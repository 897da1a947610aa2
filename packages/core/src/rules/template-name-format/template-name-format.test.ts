import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { fixTemplate } from '../../fix/fix-template.js';
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
      output: withName('order_update'),
    },
    {
      name: 'a space',
      request: withName('order update'),
      errors: [{ messageId: 'invalid', path: NAME, range: [5, 6], data: { character: ' ', position: 6, suggestion: 'order_update' } }],
      output: withName('order_update'),
    },
    {
      name: 'a dash',
      request: withName('order-update'),
      errors: [{ messageId: 'invalid', path: NAME, range: [5, 6], data: { character: '-', position: 6, suggestion: 'order_update' } }],
      output: withName('order_update'),
    },
    {
      name: 'Order-Shipped (issue 20 point 9): one plausible name, so a fix',
      request: withName('Order-Shipped'),
      errors: [{ messageId: 'invalid', path: NAME, range: [0, 1], data: { character: 'O', position: 1, suggestion: 'order_shipped' } }],
      output: withName('order_shipped'),
    },
    {
      name: 'camelCase: two plausible names, so two suggestions and no fix',
      request: withName('orderShipped'),
      errors: [
        {
          messageId: 'invalid',
          path: NAME,
          range: [5, 6],
          data: { character: 'S', position: 6, suggestion: 'ordershipped' },
          suggestions: [
            { message: 'Rename it `ordershipped`.', output: withName('ordershipped') },
            { message: 'Rename it `order_shipped`.', output: withName('order_shipped') },
          ],
        },
      ],
    },
    {
      name: 'characters that would be dropped: a suggestion, not a fix',
      request: withName('Sale & Offer'),
      errors: [
        {
          messageId: 'invalid',
          path: NAME,
          range: [0, 1],
          data: { character: 'S', position: 1, suggestion: 'sale_offer' },
          suggestions: [{ message: 'Rename it `sale_offer`.', output: withName('sale_offer') }],
        },
      ],
    },
    {
      name: 'an emoji: the range covers the whole character, both of its UTF-16 units',
      request: withName('order😀update'),
      errors: [
        {
          messageId: 'invalid',
          path: NAME,
          range: [5, 7],
          data: { character: '😀', position: 6, suggestion: 'order_update' },
          suggestions: [{ message: 'Rename it `order_update`.', output: withName('order_update') }],
        },
      ],
    },
    {
      name: 'a right-to-left override: named by its code point, so the message shows it and reads in order',
      request: withName('order\u202Eupdate'),
      errors: [
        {
          messageId: 'invalid',
          path: NAME,
          range: [5, 6],
          data: { character: 'U+202E', position: 6, suggestion: 'order_update' },
          suggestions: [{ message: 'Rename it `order_update`.', output: withName('order_update') }],
        },
      ],
    },
    ...[
      ['a zero-width space', '\u200B', 'U+200B'],
      ['a no-break space', '\u00A0', 'U+00A0'],
      ['a tab', '\t', 'U+0009'],
      ['a line separator', '\u2028', 'U+2028'],
    ].map(([what, character, shown]) => ({
      name: `${String(what)}: named by its code point, which the message can show`,
      request: withName(`order${String(character)}update`),
      errors: [
        {
          messageId: 'invalid',
          path: NAME,
          range: [5, 6] as [number, number],
          data: { character: String(shown), position: 6, suggestion: 'order_update' },
          suggestions: [{ message: 'Rename it `order_update`.', output: withName('order_update') }],
        },
      ],
    })),
    {
      name: 'a lone surrogate: one unit, one unit of range',
      request: withName('order\ud800update'),
      errors: [
        {
          messageId: 'invalid',
          path: NAME,
          range: [5, 6],
          data: { character: 'U+D800', position: 6, suggestion: 'order_update' },
          suggestions: [{ message: 'Rename it `order_update`.', output: withName('order_update') }],
        },
      ],
    },
    {
      name: 'a name with nothing to derive a suggestion from, which gets an example name',
      request: withName('---'),
      errors: [{ messageId: 'invalid', path: NAME, range: [0, 1], data: { character: '-', position: 1, suggestion: 'order_update' } }],
    },
  ],
});

describe('template-name-format fixes with every rule', () => {
  test('Order-Shipped is fixed to order_shipped by fixTemplate', () => {
    expect(fixTemplate(withName('Order-Shipped')).request).toEqual(withName('order_shipped'));
  });

  test('a fix that would take a name already used is not applied: the fix selection finds the new error', () => {
    const result = fixTemplate(withName('Order-Update'), { existingTemplateNames: ['order_update'] });
    expect(result.request).toEqual(withName('Order-Update'));
    expect(result.remaining.map((diagnostic) => diagnostic.ruleId)).toContain('template-name-format');
  });
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
