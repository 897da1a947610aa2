import { parse } from '@humanwhocodes/momoa';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { locate } from './locate.js';
import { sourceOffsetInString } from './string-offset.js';

function spanText(text: string, span: { line: number; column: number; endLine: number; endColumn: number }): string {
  const lines = text.split('\n');
  if (span.line !== span.endLine) return `${lines[span.line - 1]?.slice(span.column - 1) ?? ''}…`;
  return lines[span.line - 1]?.slice(span.column - 1, span.endColumn - 1) ?? '';
}

function at(text: string, path: (string | number)[], range?: [number, number], target?: 'key'): string {
  return spanText(text, locate(parse(text, { mode: 'json', ranges: true }), text, path, range, target));
}

describe('locate', () => {
  const text = '{\n  "a": {\n    "b": [10, "x{{1}}y"]\n  }\n}';

  test('finds a nested value', () => {
    expect(at(text, ['a', 'b', 0])).toBe('10');
  });

  test('finds a string value with its quotes', () => {
    expect(at(text, ['a', 'b', 1])).toBe('"x{{1}}y"');
  });

  test('narrows to a range inside a string', () => {
    expect(at(text, ['a', 'b', 1], [1, 6])).toBe('{{1}}');
  });

  test('counts escapes in the source when narrowing a range', () => {
    const escaped = '{"t": "\\n\\u00e9 {{1}}"}';
    expect(JSON.parse(escaped)).toEqual({ t: '\né {{1}}' });
    expect(at(escaped, ['t'], [3, 8])).toBe('{{1}}');
  });

  test('points at the parent object for a missing key', () => {
    expect(locate(parse(text, { mode: 'json', ranges: true }), text, ['a', 'missing'])).toEqual({ line: 2, column: 8, endLine: 4, endColumn: 4 });
  });

  test('points at the key when asked for the key', () => {
    expect(at(text, ['a', 'b'], undefined, 'key')).toBe('"b"');
  });

  test('the last duplicate key wins, as in JSON.parse', () => {
    expect(at('{"a": 1, "a": 2}', ['a'])).toBe('2');
  });

  test('the root path is the whole document value', () => {
    expect(at('[1]', [])).toBe('[1]');
  });

  const jsonString = fc.string({ unit: 'binary', maxLength: 30 });
  test.prop([jsonString, fc.nat(), fc.nat()])('maps any decoded range of any string back to the same characters', (value, a, b) => {
    const source = JSON.stringify({ key: value });
    const start = Math.min(a, b) % (value.length + 1);
    const end = Math.max(start, Math.max(a, b) % (value.length + 1));
    const quote = source.indexOf('"', 6);
    const from = sourceOffsetInString(source, quote, start);
    const to = sourceOffsetInString(source, quote, end);
    expect(JSON.parse(`"${source.slice(from, to)}"`)).toBe(value.slice(start, end));
  });
});
