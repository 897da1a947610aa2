import { fc, test as propertyTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { parsePlaceholders } from '../placeholders/parse-placeholders.js';
import { formattedSpans, parseChatFormat, type ChatBlock } from './parse-chat-format.js';

const spans = (text: string): [string, number, number][] =>
  formattedSpans(parseChatFormat(text, parsePlaceholders(text).placeholders, true)).map((span) => [span.marker, span.range[0], span.range[1]]);

// The full table of the app's rules runs through the preview (packages/preview/src/format/parse-chat-text.test.ts),
// which reads every text with this parser; these are the cases issue 26 names, and the parser's own guarantees.
describe('parseChatFormat', () => {
  test.each([
    ['test_body_101', []],
    ['error_text135', []],
    ['_Il team di Tiledesk_', [['_', 0, 21]]],
    ['Hi {{first_name}}', []],
    ['*_both_*', [['*', 0, 8], ['_', 1, 7]]],
    ['```*mono*```', [['```', 0, 12]]],
  ] as const)('%j has the formatted spans %j', (text, expected) => {
    expect(spans(text)).toEqual(expected);
  });

  test('without formatting, a text is lines of text and variables only', () => {
    const blocks: readonly ChatBlock[] = parseChatFormat('*a* {{1}}\nb', parsePlaceholders('*a* {{1}}\nb').placeholders, false);
    expect(blocks).toEqual([
      { type: 'line', content: [{ type: 'text', range: [0, 4] }, { type: 'variable', name: '1', range: [4, 9] }] },
      { type: 'line', content: [{ type: 'text', range: [10, 11] }] },
    ]);
  });

  test('placeholders outside the text are ignored, not read', () => {
    expect(() => parseChatFormat('ab', [{ name: 'x', start: 1, end: 9 }], true)).not.toThrow();
  });

  propertyTest.prop([fc.string({ unit: fc.constantFrom('*', '_', '~', '`', 'a', ' ', '\n', '{', '}', '1', '>', '-', '.'), maxLength: 60 })])(
    'any text: every span lies inside the text and opens and closes with its marker',
    (text) => {
      for (const [marker, start, end] of spans(text)) {
        expect(start).toBeGreaterThanOrEqual(0);
        expect(end).toBeLessThanOrEqual(text.length);
        expect(text.startsWith(marker, start)).toBe(true);
        expect(text.slice(0, end).endsWith(marker)).toBe(true);
      }
    },
  );
});
