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
    // One character between `order` and `update`: its range, and how the message shows it.
    ...(
      [
        ['an emoji: the range covers both of its UTF-16 units', '😀', '😀', 7],
        ['a right-to-left override: named by its code point, so the message shows it and reads in order', '\u202E', 'U+202E', 6],
        ['a zero-width space: named by its code point, which the message can show', '\u200B', 'U+200B', 6],
        ['a no-break space: named by its code point', '\u00A0', 'U+00A0', 6],
        ['a tab: named by its code point', '\t', 'U+0009', 6],
        ['a line separator: named by its code point', '\u2028', 'U+2028', 6],
        ['a lone surrogate: one unit, one unit of range, named by its code point', '\ud800', 'U+D800', 6],
      ] as const
    ).map(([name, character, shown, end]) => ({
      name,
      request: withName(`order${character}update`),
      errors: [
        {
          messageId: 'invalid',
          path: NAME,
          range: [5, end] as [number, number],
          data: { character: shown, position: 6, suggestion: 'order_update' },
          suggestions: [{ message: 'Rename it `order_update`.', output: withName('order_update') }],
        },
      ],
    })),
    // The character as the reader sees it, quoted and underlined whole: never a lone accent, half an emoji
    // or an empty pair of quotes (a name typed or pasted in decomposed form, NFD, is where these come from).
    ...(
      [
        ['an accent typed as its own combining mark: the letter with it', 'promoc\u0327a\u0303o', 'c\u0327', [5, 7], 6, 'promocao'],
        ['the same name composed (NFC): the same words', 'promo\u00e7\u00e3o', '\u00e7', [5, 6], 6, 'promocao'],
        ['a combining acute after a valid letter', 'cafe\u0301', 'e\u0301', [3, 5], 4, 'cafe'],
        ['an emoji with a skin tone: both code points', 'oferta_\u{1F44D}\u{1F3FD}', '\u{1F44D}\u{1F3FD}', [7, 11], 8, 'oferta'],
        ['a keycap: its digit, variation selector and keycap mark, not the invisible selector alone', 'oferta_1\uFE0F\u20E3', '1\uFE0F\u20E3', [7, 10], 8, 'oferta_1'],
        ['a Devanagari conjunct: the whole of it', 'offer_\u0915\u094D\u0937', '\u0915\u094D\u0937', [6, 9], 7, 'offer'],
        ['a zero-width joiner after a valid letter: named by its code point, the letter left out', 'offer\u200D', 'U+200D', [5, 6], 6, 'offer'],
      ] as const
    ).map(([name, value, shown, range, position, suggestion]) => ({
      name,
      request: withName(value),
      errors: [
        {
          messageId: 'invalid',
          path: NAME,
          range: [...range] as [number, number],
          data: { character: shown, position, suggestion },
          suggestions: [{ message: `Rename it \`${suggestion}\`.`, output: withName(suggestion) }],
        },
      ],
    })),
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
      // The range covers the character the reader sees there, which may begin with the valid letter a mark joins.
      const [start = -1, end = -1] = diagnostics[0]?.range ?? [];
      expect(start).toBeLessThanOrEqual(prefix.length);
      expect(end).toBeGreaterThan(prefix.length);
    },
  );
});
