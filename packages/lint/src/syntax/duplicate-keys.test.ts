import { parse, type AnyNode } from '@humanwhocodes/momoa';
import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { duplicateKeys } from './duplicate-keys.js';

/** The answer from momoa's syntax tree: each member whose name an earlier member of its object has. */
function reference(text: string): { key: string; start: number; firstStart: number }[] {
  const found: { key: string; start: number; firstStart: number }[] = [];
  const visit = (node: AnyNode): void => {
    if (node.type === 'Object') {
      const firsts = new Map<string, number>();
      for (const member of node.members) {
        const key = member.name.type === 'String' ? member.name.value : member.name.name;
        const start = member.name.loc.start.offset;
        const first = firsts.get(key);
        if (first === undefined) firsts.set(key, start);
        else found.push({ key, start, firstStart: first });
        visit(member.value);
      }
    } else if (node.type === 'Array') for (const element of node.elements) visit(element.value);
  };
  visit(parse(text, { mode: 'json' }).body);
  return found.sort((a, b) => a.start - b.start);
}

const found = (text: string): { key: string; start: number; firstStart: number }[] => duplicateKeys(text, JSON.parse(text)).map(({ key, start, firstStart }) => ({ key, start, firstStart }));

describe('duplicateKeys', () => {
  test.each([
    ['no repeat', '{"a": 1, "b": {"a": 2}}', []],
    ['a repeat at the top', '{"a": 1, "a": 2}', [{ key: 'a', start: 9, firstStart: 1 }]],
    ['a repeat inside an array element', '[{"x": 1}, {"x": 1, "y": 2, "x": 3}]', [{ key: 'x', start: 28, firstStart: 12 }]],
    ['three times: the second and the third', '{"k":1,"k":2,"k":3}', [{ key: 'k', start: 7, firstStart: 1 }, { key: 'k', start: 13, firstStart: 1 }]],
    ['the same key written with an escape', '{"a": 1, "\\u0061": 2}', [{ key: 'a', start: 9, firstStart: 1 }]],
    ['space before the colon', '{"a" : 1, "b"\n:2, "a"\t: 3}', [{ key: 'a', start: 18, firstStart: 1 }]],
    ['colons after quotes inside strings, no repeat', '{"a": "x\\": y", "b": "\\"  :"}', []],
    ['colons after quotes inside strings and a repeat', '{"a": "x\\": y", "a": "\\" :"}', [{ key: 'a', start: 16, firstStart: 1 }]],
    ['the same key in two objects is no repeat', '{"a": {"k": 1}, "b": {"k": 2}}', []],
    ['__proto__ twice', '{"__proto__": 1, "__proto__": 2}', [{ key: '__proto__', start: 17, firstStart: 1 }]],
    ['not an object', '[1, "a", null]', []],
    ['an empty object', '{}', []],
  ])('%s', (_, text, expected) => {
    expect(found(text)).toEqual(expected);
    expect(reference(text)).toEqual(expected);
  });

  test('many repeats in one object are each reported once', () => {
    const count = 5000;
    const text = `{${Array.from({ length: count }, (_, index) => `"k${String(index % 50)}": ${String(index)}`).join(', ')}}`;
    const repeats = duplicateKeys(text, JSON.parse(text));
    expect(repeats).toHaveLength(count - 50);
    expect(repeats.map((repeat) => repeat.key)).toEqual(Array.from({ length: count - 50 }, (_, index) => `k${String((index + 50) % 50)}`));
  });

  // Objects whose keys come from a small set, so repeats are common, written with varied spacing and
  // strings that hold `":`: the answer is momoa's.
  const key = fc.constantFrom('a', 'b', '\\u0061', 'c\\":', 'd\\"');
  const space = fc.constantFrom('', ' ', '\n  ', '\t');
  const json: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom('1', 'null', '"x\\": y"', '"a"', '":"'),
      fc.array(fc.tuple(key, space, space, tie('value')), { maxLength: 5 }).map((members) => `{${members.map(([name, before, after, value]) => `"${name}"${before}:${after}${value}`).join(',')}}`),
      fc.array(tie('value'), { maxLength: 4 }).map((elements) => `[${elements.join(',')}]`),
    ),
  })).value;

  fcTest.prop([json])('finds exactly the repeats momoa finds', (text) => {
    expect(found(text)).toEqual(reference(text));
  });
});
