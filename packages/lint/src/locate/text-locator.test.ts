import { parse } from '@humanwhocodes/momoa';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { locate } from './locate.js';
import { createTextLocator } from './text-locator.js';

function both(text: string, path: (string | number)[], range?: [number, number], target?: 'key'): [unknown, unknown] {
  const fast = createTextLocator(text)(path, range, target);
  const slow = locate(parse(text, { mode: 'json', ranges: true }), text, path, range, target);
  return [fast, slow];
}

describe('createTextLocator', () => {
  test('agrees with momoa on a nested value, a key, a missing key and a range', () => {
    const text = '{\n  "a": {\n    "b": [10, "x{{1}}y"]\n  },\r\n  "a": {"c": "\\u00e9{{2}}"}\n}';
    for (const [path, range, target] of [
      [['a', 'c']],
      [['a', 'c'], undefined, 'key'],
      [['a', 'missing']],
      [['a', 'c'], [1, 6]],
      [[]],
      [['zzz']],
    ] as [(string | number)[], [number, number] | undefined, 'key' | undefined][]) {
      const [fast, slow] = both(text, path, range, target);
      expect(fast).toEqual(slow);
    }
  });

  test('agrees with momoa on array indexes that are out of range or not whole', () => {
    const text = '{\n  "b": [10, "x", [1, 2], {"c": 3}]\n}';
    for (const index of [0, 2, 3, 4, -1, 1.5]) {
      const [fast, slow] = both(text, ['b', index]);
      expect(fast).toEqual(slow);
    }
  });

  const layouts = fc.constantFrom<string | number>(0, 1, 2, 4, '\t');
  const newline = fc.constantFrom('\n', '\r\n', '\r');
  // Keys written with escapes, among them a backslash-n and a line break, which are written alike.
  const key = fc.constantFrom('a', 'b', 'c', 'é', 'x"y', '😀', '\n', '\\n', 'a\\b');

  test.prop([fc.jsonValue({ maxDepth: 4 }), layouts, newline, fc.array(fc.oneof(key, fc.nat({ max: 4 })), { maxLength: 5 }), fc.boolean(), fc.nat(), fc.nat(), key])(
    'gives exactly momoa’s spans for any document, layout, line break and path',
    (value, indent, lineBreak, path, asKey, a, b, sibling) => {
      // The sibling comes last, so the lookup (which reads keys from the end) compares it first.
      const document = { root: value, [String(path[0] ?? 'a')]: value };
      if (!Object.hasOwn(document, sibling)) document[sibling] = 0;
      const text = JSON.stringify(document, null, indent).replace(/\n/g, lineBreak);
      const fullPath = [String(path[0] ?? 'a'), ...path.slice(1)];
      const [fast, slow] = both(text, fullPath, undefined, asKey ? 'key' : undefined);
      expect(fast).toEqual(slow);
      const stringValue = JSON.stringify(value);
      if (typeof value === 'string' && stringValue.length > 2) {
        const start = a % (value.length + 1);
        const end = start + (b % (value.length - start + 1));
        const [fastRange, slowRange] = both(text, ['root'], [start, end]);
        expect(fastRange).toEqual(slowRange);
      }
    },
  );
});
