import { fc, test as propertyTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import type { PreviewInline, PreviewText } from '../model/preview-model.js';
import { outline } from './outline.test-support.js';
import { htmlText, htmlTextInPlace } from './html-text.js';
import { parseChatText, type VariableSample } from './parse-chat-text.js';

const SAMPLES: Readonly<Record<string, string>> = { '1': 'Ana', '2': '#1042', first_name: 'Maria' };
const samples = (name: string): VariableSample => ({ sample: SAMPLES[name], row: undefined });
const parse = (text: string, formatted = true): PreviewText => parseChatText(text, ['text'], { formatted, samples });

describe('parseChatText formatting', () => {
  test.each([
    // [text, outline]
    ['plain text', 'plain text'],
    ['*bold*', '[b:bold]'],
    ['_italic_', '[i:italic]'],
    ['~strike~', '[s:strike]'],
    ['`code`', '[c:code]'],
    ['```mono```', '[m:mono]'],
    ['a *bold* word', 'a [b:bold] word'],
    ['*two words*', '[b:two words]'],
    // nesting: each format may hold the others
    ['*_bold italic_*', '[b:[i:bold italic]]'],
    ['_*italic bold*_', '[i:[b:italic bold]]'],
    ['~*_all three_*~', '[s:[b:[i:all three]]]'],
    ['*bold _and italic_ text*', '[b:bold [i:and italic] text]'],
    // code and monospace content is literal
    ['`*not bold*`', '[c:*not bold*]'],
    ['```*not _bold_*```', '[m:*not _bold_*]'],
    ['*bold `code` bold*', '[b:bold [c:code] bold]'],
    // unclosed markers stay text
    ['*unclosed', '*unclosed'],
    ['_unclosed and *closed*', '_unclosed and [b:closed]'],
    ['```unclosed', '```unclosed'],
    ['``````', '``````'],
    ['``x``', '``x``'],
    // markers inside words do nothing, as in the app
    ['2*3*4', '2*3*4'],
    ['snake_case_name', 'snake_case_name'],
    ['a*b* c', 'a*b* c'],
    ['*a*b', '*a*b'],
    ['é*á*', 'é*á*'],
    // punctuation around markers is fine
    ['(*bold*)', '([b:bold])'],
    ['*bold*, then', '[b:bold], then'],
    // a marker next to a space does not open or close
    ['*not bold *', '*not bold *'],
    ['x * not bold *', 'x * not bold *'],
    ['x * y*', 'x * y*'],
    // the nearest closer wins
    ['*a* b*', '[b:a] b*'],
    ['*a*b*', '[b:a*b]'],
    // markers do not cross lines; monospace does
    ['*a\nb*', '*a\nb*'],
    ['```a\nb```', '[m:a\nb]'],
    ['`a\nb`', '`a\nb`'],
    // empty formats are text
    ['**', '**'],
    ['__ ~~', '__ ~~'],
  ])('%j reads as %j', (text, expected) => {
    expect(outline(parse(text))).toBe(expected);
  });
});

describe('parseChatText lists and quotes', () => {
  test.each([
    ['* one\n* two', '• one\n• two'],
    ['- one\n- two', '• one\n• two'],
    ['1. one\n2. two', '1. one\n2. two'],
    ['> quoted *bold*', '> [b:quoted bold]'.replace('[b:quoted bold]', 'quoted [b:bold]')],
    ['> a\n> b', '> a\n> b'],
    ['intro\n* item\nafter', 'intro\n• item\nafter'],
    ['*item without space', '*item without space'],
    ['1.no space', '1.no space'],
    [' * indented', ' * indented'],
    ['1234567890. too many digits', '1234567890. too many digits'],
    ['* *bold* item', '• [b:bold] item'],
    ['* not bold *', '• not bold *'],
    ['>not a quote', '>not a quote'],
    ['line\n\nafter a blank line', 'line\n\nafter a blank line'],
  ])('%j reads as %j', (text, expected) => {
    expect(outline(parse(text))).toBe(expected);
  });

  test('groups consecutive items into one list and starts a new one after other text', () => {
    const text = parse('* a\n* b\nx\n* c');
    expect(text.blocks.map((block) => block.type)).toEqual(['bulleted-list', 'line', 'bulleted-list']);
  });

  test('bullets and numbers are different lists', () => {
    expect(parse('* a\n1. b').blocks.map((block) => block.type)).toEqual(['bulleted-list', 'numbered-list']);
  });
});

describe('parseChatText variables', () => {
  test.each([
    ['Hi {{1}}', 'Hi <1=Ana>'],
    ['Hi {{first_name}}', 'Hi <first_name=Maria>'],
    ['Hi {{3}}', 'Hi <3?>'],
    ['*{{1}}* is your code', '[b:<1=Ana>] is your code'],
    ['`{{1}}`', '[c:<1=Ana>]'],
    ['```{{1}}```', '[m:<1=Ana>]'],
    ['{{1}}*x*', '{{1}}*x*'.replace('{{1}}', '<1=Ana>')],
    ['{{a*b}} *c*', '<a*b?> [b:c]'],
    ['{{a\nb}}', '<a\nb?>'],
    ['{{ 1 }}', '< 1 ?>'],
    ['{{{1}}', '<{1?>'],
    ['{{1}}}', '<1=Ana>}'],
    ['stray }} and {{', 'stray }} and {{'],
  ])('%j reads as %j', (text, expected) => {
    expect(outline(parse(text))).toBe(expected);
  });

  test('fills samples into `filled` and leaves variables without one as written', () => {
    expect(parse('Hi {{1}}, order {{2}}, {{9}}').filled).toBe('Hi Ana, order #1042, {{9}}');
  });

  test('an unformatted text keeps its markers as text', () => {
    expect(outline(parse('*Order* {{1}}', false))).toBe('*Order* <1=Ana>');
    expect(outline(parse('* not a list', false))).toBe('* not a list');
  });
});

describe('parseChatText line breaks and NUL, read as the HTML parser reads text', () => {
  test.each([
    ['a\rb', 'a\nb'],
    ['a\r\nb', 'a\nb'],
    ['*a*\r\n* b\r\n\r\n> c\r\n', '[b:a]\n• b\n\n> c\n'],
    ['```a\r\nb```', '[m:a\nb]'],
    ['x\u0000y', 'x\uFFFDy'],
    ['{{1}}\r\n{{a\r\nb}}\r', '<1=Ana>\n<a\nb?>\n'],
  ])('%j reads as %j', (text, expected) => {
    expect(outline(parse(text))).toBe(expected);
  });

  test('a CRLF leaves its CR out of the runs, whose ranges still point into the source', () => {
    expect(parse('ab\r\ncd').blocks).toEqual([
      { type: 'line', content: [{ type: 'text', text: 'ab', range: [0, 2] }] },
      { type: 'line', content: [{ type: 'text', text: 'cd', range: [4, 6] }] },
    ]);
    expect(parse('```a\r\nb```').blocks[0]).toMatchObject({ content: [{ children: [{ text: 'a', range: [3, 4] }, { text: '\nb', range: [5, 7] }] }] });
  });

  test('the filled text and the samples too', () => {
    const text = parseChatText('Hi {{1}}\r\nbye\u0000', ['text'], { formatted: true, samples: () => ({ sample: 'A\rna', row: undefined }) });
    expect(text.filled).toBe('Hi A\nna\nbye\uFFFD');
    expect(text.blocks[0]).toMatchObject({ content: [{ text: 'Hi ' }, { sample: 'A\nna' }] });
  });
});

/** Every text run's range points at exactly its text, and variables at their `{{...}}`, in the text as shown. */
function checkRanges(nodes: readonly PreviewInline[], shown: string): void {
  for (const node of nodes) {
    const written = shown.slice(node.range[0], node.range[1]);
    if (node.type === 'text') expect(written).toBe(node.text);
    else if (node.type === 'variable') expect(htmlText(written)).toBe(`{{${node.name}}}`);
    else checkRanges(node.children, shown);
  }
}

const chatText = fc.string({ unit: fc.constantFrom('*', '_', '~', '`', ' ', '\n', '\r', '\u0000', 'a', 'é', '{', '}', '1', '-', '>', '.'), maxLength: 60 });
describe('parseChatText properties', () => {
  propertyTest.prop([chatText])('every range points at the text it shows (as the HTML parser reads it), which holds no CR or NUL', (source) => {
    const text = parse(source);
    const shown = htmlTextInPlace(source);
    const lines = text.blocks.flatMap((block) => (block.type === 'line' ? [block.content] : block.type === 'quote' ? block.lines : block.items.map((item) => item.content)));
    for (const line of lines) checkRanges(line, shown);
    expect(outline(text)).not.toMatch(/[\r\0]/u);
  });

  propertyTest.prop([fc.string({ maxLength: 80 })])('unformatted, the text runs and variables spell the source', (source) => {
    const text = parse(source, false);
    const lines = text.blocks.map((block) => (block.type === 'line' ? block.content.map((node) => source.slice(node.range[0], node.range[1])).join('') : '?'));
    expect(lines.join('\n')).toBe(source);
  });

  propertyTest.prop([fc.string({ maxLength: 40 }).filter((word) => !/[*_~`{}\n]/u.test(word))])('text without markers or braces is one run per line', (source) => {
    expect(outline(parse(source))).toBe(source.replace(/^(\* |- |> |\d+\. )/u, (prefix) => (prefix.startsWith('>') ? '> ' : prefix.startsWith('*') || prefix.startsWith('-') ? '• ' : prefix)));
  });
});

/** How deep formats nest in a line. */
function depth(nodes: readonly PreviewInline[]): number {
  let deepest = 0;
  for (const node of nodes) if (node.type !== 'text' && node.type !== 'variable') deepest = Math.max(deepest, 1 + depth(node.children));
  return deepest;
}

describe('parseChatText on adversarial input', () => {
  test.each([
    ['openers without closers', '*a _b ~c '.repeat(20_000)],
    ['nested openers', '*_~'.repeat(20_000) + 'x' + '~_*'.repeat(20_000)],
    ['stray braces', '{{*'.repeat(20_000)],
    ['fences', '```a'.repeat(20_000)],
  ])('%s: formats nest at most four deep and the text is kept whole', (_name, source) => {
    const text = parse(source);
    const line = text.blocks[0];
    expect(text.blocks).toHaveLength(1);
    expect(line?.type).toBe('line');
    if (line?.type !== 'line') return;
    expect(depth(line.content)).toBeLessThanOrEqual(4);
    // Every character is in exactly one run, marker or variable: nothing is lost.
    let shown = 0;
    const count = (nodes: readonly PreviewInline[]): void => {
      for (const node of nodes) {
        if (node.type === 'text') shown += node.text.length;
        else if (node.type === 'variable') shown += node.range[1] - node.range[0];
        else {
          const inner = node.children.reduce((sum, child) => sum + child.range[1] - child.range[0], 0);
          shown += node.range[1] - node.range[0] - inner;
          count(node.children);
        }
      }
    };
    count(line.content);
    expect(shown).toBe(source.length);
  });
});
