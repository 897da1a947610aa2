import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { parsePlaceholders, placeholderKind } from './parse-placeholders.js';

describe('parsePlaceholders', () => {
  test('finds a numbered placeholder with its offsets', () => {
    expect(parsePlaceholders('Hi {{1}}!')).toEqual({
      placeholders: [{ name: '1', kind: 'numbered', start: 3, end: 8 }],
      unbalanced: [],
    });
  });

  test('finds a named placeholder', () => {
    expect(parsePlaceholders('{{order_id}}').placeholders).toEqual([{ name: 'order_id', kind: 'named', start: 0, end: 12 }]);
  });

  test('classifies capitals, spaces and punctuation as malformed', () => {
    const kinds = parsePlaceholders('{{Name}} {{ 1 }} {{a-b}} {{}}').placeholders.map((placeholder) => placeholder.kind);
    expect(kinds).toEqual(['malformed', 'malformed', 'malformed', 'malformed']);
  });

  test('reports a `{{` that is never closed', () => {
    expect(parsePlaceholders('Hi {{1 there').unbalanced).toEqual([{ kind: 'unclosed', start: 3, end: 5 }]);
  });

  test('reports a `}}` that was never opened', () => {
    expect(parsePlaceholders('Hi 1}} there').unbalanced).toEqual([{ kind: 'unopened', start: 4, end: 6 }]);
  });

  test('a second `{{` abandons the first, which is reported', () => {
    expect(parsePlaceholders('{{a {{1}}')).toEqual({
      placeholders: [{ name: '1', kind: 'numbered', start: 4, end: 9 }],
      unbalanced: [{ kind: 'unclosed', start: 0, end: 2 }],
    });
  });

  test('single braces are plain text', () => {
    expect(parsePlaceholders('a { b } c')).toEqual({ placeholders: [], unbalanced: [] });
  });

  test('a triple brace keeps the extra brace inside the name, so it is malformed', () => {
    expect(parsePlaceholders('{{{1}}}').placeholders).toEqual([{ name: '{1', kind: 'malformed', start: 0, end: 6 }]);
  });

  const plainText = fc.string().filter((text) => !text.includes('{') && !text.includes('}'));
  const name = fc.oneof(fc.stringMatching(/^[0-9]{1,3}$/), fc.stringMatching(/^[a-z_][a-z0-9_]{0,10}$/));

  test.prop([fc.array(fc.tuple(plainText, name)), plainText])('finds exactly the placeholders a text was built from', (parts, tail) => {
    const text = parts.map(([before, inner]) => `${before}{{${inner}}}`).join('') + tail;
    const parsed = parsePlaceholders(text);
    expect(parsed.unbalanced).toEqual([]);
    expect(parsed.placeholders.map((placeholder) => placeholder.name)).toEqual(parts.map(([, inner]) => inner));
    for (const placeholder of parsed.placeholders) {
      expect(text.slice(placeholder.start, placeholder.end)).toBe(`{{${placeholder.name}}}`);
    }
  });

  test.prop([fc.string()])('spans never overlap and always hold their braces', (text) => {
    const { placeholders, unbalanced } = parsePlaceholders(text);
    const spans = [...placeholders, ...unbalanced].sort((a, b) => a.start - b.start);
    spans.slice(1).forEach((span, index) => {
      expect(span.start).toBeGreaterThanOrEqual(spans[index]?.end ?? 0);
    });
    for (const placeholder of placeholders) {
      expect(text.startsWith('{{', placeholder.start)).toBe(true);
      expect(text.slice(placeholder.end - 2, placeholder.end)).toBe('}}');
    }
  });

  test('handles a megabyte of `{` and of `{{a` in one pass, as one run of stray braces each', () => {
    expect(parsePlaceholders('{'.repeat(1_000_000))).toEqual({ placeholders: [], unbalanced: [{ kind: 'unclosed', start: 0, end: 1_000_000 }] });
    const result = parsePlaceholders('{{a'.repeat(350_000));
    expect(result.placeholders).toEqual([]);
    expect(result.unbalanced).toEqual([{ kind: 'unclosed', start: 0, end: 3 * 349_999 + 2 }]);
  });

  test('a run of stray openers ends where a placeholder closes', () => {
    expect(parsePlaceholders('{{a {{b {{1}} }}}} x')).toEqual({
      placeholders: [{ name: '1', kind: 'numbered', start: 8, end: 13 }],
      unbalanced: [
        { kind: 'unclosed', start: 0, end: 6 },
        { kind: 'unopened', start: 14, end: 18 },
      ],
    });
  });

  test('stray closers apart from each other are separate entries', () => {
    expect(parsePlaceholders('a }} b }}').unbalanced).toEqual([
      { kind: 'unopened', start: 2, end: 4 },
      { kind: 'unopened', start: 7, end: 9 },
    ]);
  });

  // The work is counted, not timed: the characters the native searches read, through a text whose
  // `indexOf` counts them. Single braces with no closer after them once read the rest of the text each.
  test.each([
    ['single `{` and no `}`', (n: number) => '{' + 'a{'.repeat(n)],
    ['single `{` and one `}` at the end', (n: number) => 'a{'.repeat(n) + '}'],
    ['`{{a` lines and one `}}` at the end', (n: number) => '{{a\n'.repeat(n) + '}}'],
    ['single `}` and no `{`', (n: number) => 'a}'.repeat(n)],
    ['braces apart in words', (n: number) => 'word { and } word '.repeat(n)],
  ])('reads each character a bounded number of times: %s', (_, make) => {
    const searched = (text: string): number => {
      let read = 0;
      const counting = Object.assign(new String(text), {
        indexOf(search: string, from = 0): number {
          const found = text.indexOf(search, from);
          read += (found === -1 ? text.length : found) - from;
          return found;
        },
      });
      parsePlaceholders(counting as unknown as string);
      return read;
    };
    for (const n of [1_000, 4_000]) {
      const text = make(n);
      expect(searched(text)).toBeLessThanOrEqual(2 * text.length);
    }
  });
});

describe('placeholderKind', () => {
  test('digits only are numbered', () => {
    expect(placeholderKind('12')).toBe('numbered');
  });
  test('lowercase with digits and underscores is named', () => {
    expect(placeholderKind('order_2')).toBe('named');
  });
  test('an empty name is malformed', () => {
    expect(placeholderKind('')).toBe('malformed');
  });
});
