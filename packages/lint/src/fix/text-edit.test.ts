import { parse } from '@humanwhocodes/momoa';
import { fc, test } from '@fast-check/vitest';
import { applyEdits, type JsonEdit } from '@templint/core';
import { describe, expect } from 'vitest';
import { applyTextEdits } from './apply-text-edits.js';
import { textEditFor } from './text-edit.js';

function edited(text: string, edit: JsonEdit): string {
  const textEdit = textEditFor(parse(text, { mode: 'json', ranges: true }), text, edit);
  if (!textEdit) throw new Error('no text edit');
  return applyTextEdits(text, [textEdit]).output;
}

const pretty = '{\n  "a": 1,\n  "b": {\n    "c": "x"\n  },\n  "list": [\n    1,\n    2\n  ]\n}';

describe('textEditFor', () => {
  test('replaces a value and nothing else', () => {
    expect(edited(pretty, { op: 'set', path: ['b', 'c'], value: 'y' })).toBe(pretty.replace('"x"', '"y"'));
  });

  test('adds a missing key in the object’s own layout', () => {
    expect(edited(pretty, { op: 'set', path: ['b', 'd'], value: true })).toBe('{\n  "a": 1,\n  "b": {\n    "c": "x",\n    "d": true\n  },\n  "list": [\n    1,\n    2\n  ]\n}');
  });

  test('adds a key to a one-line object on the same line', () => {
    expect(edited('{"a": 1, "b": 2}', { op: 'set', path: ['c'], value: [1] })).toBe('{"a": 1, "b": 2, "c": [1]}');
  });

  test('lays out an added object in the file’s indentation', () => {
    expect(edited(pretty, { op: 'set', path: ['e'], value: { f: 1 } })).toBe(pretty.replace(/\n}$/, ',\n  "e": {\n    "f": 1\n  }\n}'));
  });

  test('writes new lines as the file writes its own: CRLF, a lone CR, or LF', () => {
    for (const eol of ['\r\n', '\r', '\n']) {
      const text = pretty.replaceAll('\n', eol);
      const out = edited(text, { op: 'insert', path: ['list', 2], value: { key: '3', sample: 'x' } });
      expect(out.replaceAll(eol, '\n'), JSON.stringify(eol)).toBe(edited(pretty, { op: 'insert', path: ['list', 2], value: { key: '3', sample: 'x' } }));
      // No other line break than the file's own.
      expect(out.replaceAll(eol, ''), JSON.stringify(eol)).not.toMatch(/[\r\n]/);
    }
  });

  test('renames a key and keeps its value as written', () => {
    expect(edited(pretty, { op: 'rename', path: ['b'], key: 'bee' })).toBe(pretty.replace('"b":', '"bee":'));
  });

  test('removes a middle member with its comma', () => {
    expect(edited(pretty, { op: 'remove', path: ['a'] })).toBe(pretty.replace('"a": 1,\n  ', ''));
  });

  test('removes the last element with the comma before it', () => {
    expect(edited(pretty, { op: 'remove', path: ['list', 1] })).toBe(pretty.replace(',\n    2', ''));
  });

  test('inserts into an array before an index', () => {
    expect(edited(pretty, { op: 'insert', path: ['list', 0], value: 0 })).toBe(pretty.replace('[\n    1', '[\n    0,\n    1'));
  });

  test('fills an empty object', () => {
    expect(edited('{"a": {}}', { op: 'set', path: ['a', 'b'], value: 1 })).toBe('{"a": {"b": 1}}');
  });

  test('a new string value keeps the escapes the author wrote around the characters that change', () => {
    const text = String.raw`{"a": "caf\u00e9 \/ {{ 1 }} \ud83d\ude00 \"q\""}`;
    expect(edited(text, { op: 'set', path: ['a'], value: 'café / {{1}} 😀 "q"' })).toBe(text.replace('{{ 1 }}', '{{1}}'));
    // A changed half of a surrogate pair rewrites the pair, never a half: the text still reads as the value.
    const emoji = String.raw`{"a": "x\ud83d\ude00y"}`;
    expect(JSON.parse(edited(emoji, { op: 'set', path: ['a'], value: 'x😁y' }))).toEqual({ a: 'x😁y' });
    expect(edited(emoji, { op: 'set', path: ['a'], value: 'x😁y' })).toBe('{"a": "x😁y"}');
  });

  test('a renamed key keeps the escapes the author wrote in it', () => {
    const text = String.raw`{"chat_template_f\u006fote": {}, "b\/": 1}`;
    expect(edited(text, { op: 'rename', path: ['chat_template_foote'], key: 'chat_template_footer' })).toBe(text.replace('f\\u006fote"', 'f\\u006foter"'));
  });

  test('an added key is written with the colon of the object’s own members', () => {
    expect(edited('{"a":1,"b":2}', { op: 'set', path: ['c'], value: true })).toBe('{"a":1,"b":2,"c":true}');
    expect(edited('{\n  "a" : 1\n}', { op: 'set', path: ['c'], value: true })).toBe('{\n  "a" : 1,\n  "c" : true\n}');
  });

  test('returns undefined for a path that is not in the document', () => {
    const text = '{"a": 1}';
    expect(textEditFor(parse(text, { mode: 'json', ranges: true }), text, { op: 'set', path: ['x', 'y'], value: 1 })).toBeUndefined();
  });

  // A string as an author may write it: each character as itself or as `\uXXXX` (a pair as two), `/` maybe as `\/`.
  const written = fc.array(fc.tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.boolean()), { maxLength: 6 }).map((chars) => ({
    value: chars.map(([char]) => char).join(''),
    raw: chars
      .map(([char, escaped]) =>
        escaped || char === '"' || char === '\\' || char < ' '
          ? Array.from(char.split(''), (_, index) => `\\u${char.charCodeAt(index).toString(16).padStart(4, '0')}`).join('')
          : char === '/' ? '\\/' : char,
      )
      .join(''),
  }));
  const middle = fc.string({ unit: 'binary', maxLength: 4 });

  test.prop([written, middle, middle, written])(
    'a string set anew keeps the text before and after what changes as written, and reads as the new value',
    (before, oldMiddle, newMiddle, after) => {
      const text = `{"a": "${before.raw}${JSON.stringify(oldMiddle).slice(1, -1)}${after.raw}"}`;
      const value = before.value + newMiddle + after.value;
      const output = edited(text, { op: 'set', path: ['a'], value });
      expect(JSON.parse(output)).toEqual({ a: value });
      expect(output.startsWith(`{"a": "${before.raw}`)).toBe(true);
      // What changes is the shortest span: when a middle is empty or both start alike, the kept start may run
      // into `after` (`X` set to `XX` keeps the first `X` as written), so the end is only sure otherwise.
      const sureEnd = oldMiddle !== '' && newMiddle !== '' && oldMiddle.charCodeAt(0) !== newMiddle.charCodeAt(0);
      if (sureEnd) expect(output.endsWith(`${after.raw}"}`)).toBe(true);
    },
  );

  // The text edit and core's value edit must agree, whatever the formatting.
  const key = fc.constantFrom('a', 'b', 'c', 'name', 'chat_template_body');
  const value = fc.jsonValue({ maxDepth: 2 });
  const document = fc.dictionary(key, fc.oneof(value, fc.dictionary(key, value, { maxKeys: 3 }), fc.array(value, { maxLength: 3 })), { minKeys: 1, maxKeys: 4 });
  const indent = fc.constantFrom<string | number>(0, 2, 4, '\t');

  test.prop([document, indent, fc.nat(), fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('set', 'remove', 'rename')])(
    'parsing the edited text gives what applyEdits gives, for any layout',
    (object, indentation, pick, replacement, op) => {
      const text = JSON.stringify(object, null, indentation);
      const keys = Object.keys(object);
      const target = keys[pick % keys.length] ?? 'a';
      const edit: JsonEdit =
        op === 'set' ? { op, path: [target], value: replacement } : op === 'remove' ? { op, path: [target] } : { op, path: [target], key: `${target}_renamed` };
      // Through JSON text on both sides, so -0 and 0 compare as the file would hold them.
      expect(JSON.parse(edited(text, edit))).toEqual(JSON.parse(JSON.stringify(applyEdits(object, [edit]))));
    },
  );
});
