import { fc, test as propertyTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { parsePlaceholders } from '../placeholders/parse-placeholders.js';
import { countArrayWork } from '../testing/array-work.js';
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
    // A marker right after a word does not open, whether the word ends in a letter or in a combining mark.
    ['caf\u00e9*x*', []],
    ['cafe\u0301*x*', []],
    ['\u0928\u092e\u0938\u094d\u0924\u0947*x*', []],
    ['\u0643\u062a\u0628\u064e*x*', []],
    ['\u0928\u092e\u0938\u094d\u0924\u0947 *x*', [['*', 7, 10]]],
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

/** The blocks of a formatted text, with the array work (countArrayWork) it took. */
function parsedWithWork(text: string): { readonly result: readonly ChatBlock[]; readonly work: number } {
  const { placeholders } = parsePlaceholders(text);
  return countArrayWork(() => parseChatFormat(text, placeholders, true));
}

// Issue 21, points 13 and 15: work counted, not timed; per line, 8 times the lines cost at most twice the work.
describe('parseChatFormat grows linearly and keeps off the stack', () => {
  test.each([
    ['quote lines', '> quoted\n'],
    ['bulleted list lines', '- item\n'],
    ['numbered list lines', '1. item\n'],
  ])('%s: one block whose lines grow in place', (_name, line) => {
    const small = parsedWithWork(line.repeat(500).slice(0, -1));
    const large = parsedWithWork(line.repeat(4000).slice(0, -1));
    expect(large.result).toHaveLength(1);
    expect(large.work / 8 / small.work).toBeLessThan(2);
  });

  test('a text of 130,000 lines and a line of 100,000 variables', () => {
    expect(parseChatFormat('line\n'.repeat(130_000), [], true)).toHaveLength(130_001);
    const text = `Hi ${'{{1}} '.repeat(100_000)}bye.`;
    const [block] = parseChatFormat(text, parsePlaceholders(text).placeholders, true);
    expect(block?.type === 'line' ? block.content.filter((inline) => inline.type === 'variable') : []).toHaveLength(100_000);
  });
});
