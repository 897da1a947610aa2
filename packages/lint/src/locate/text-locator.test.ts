import { parse } from '@humanwhocodes/momoa';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { locate } from './locate.js';
import { createTextLocator, type LocatorWork } from './text-locator.js';

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

  test.prop([fc.array(fc.tuple(key, fc.nat({ max: 9 })), { minLength: 9, maxLength: 30 }), key, fc.boolean()])(
    'agrees with momoa in a wide object (searched through its key index), duplicate keys included',
    (members, wanted, asKey) => {
      const text = `{${members.map(([name, value]) => `${JSON.stringify(name)}: ${String(value)}`).join(',\n ')}}`;
      const [fast, slow] = both(text, [wanted], undefined, asKey ? 'key' : undefined);
      expect(fast).toEqual(slow);
    },
  );

  test('agrees with momoa on many ranges in one string, asked in any order', () => {
    const text = '{"s": "a\\u00e9{{1}}\\n{{2}} b {{3}}"}';
    const locateInText = createTextLocator(text);
    const document = parse(text, { mode: 'json', ranges: true });
    for (const range of [[1, 6], [8, 13], [0, 2], [16, 21], [16, 21], [3, 3]] as [number, number][]) {
      expect(locateInText(['s'], range)).toEqual(locate(document, text, ['s'], range));
    }
  });
});

describe('createTextLocator’s work', () => {
  // Requests whose keys share lengths and prefixes, so every lookup compares against longer siblings
  // (the case that used to search for a backslash from each key to the end of the file).
  const request = (index: number): Record<string, unknown> => ({
    provider_integration_chat_id: `pi_${String(index)}`,
    chat_template_data: { chat_template_name: 'Bad Name', chat_language_id: 37, chat_template_category_id: 99, chat_template_body: { chat_template_body_value: 'Hello {{1}} there {{x}}' } },
  });
  const paths = (index: number): [(string | number)[], [number, number]?][] => [
    [[index, 'chat_template_data', 'chat_template_name']],
    [[index, 'chat_template_data', 'chat_language_id']],
    [[index, 'chat_template_data', 'chat_template_body', 'chat_template_body_value'], [6, 11]],
    [[index, 'chat_template_data', 'chat_template_body', 'chat_template_body_value'], [18, 23]],
    [[index, 'provider_integration_chat_id']],
  ];

  function workFor(count: number): number {
    const text = JSON.stringify(Array.from({ length: count }, (_, index) => request(index)), null, 2);
    const work: LocatorWork = { inspected: 0 };
    const locateInText = createTextLocator(text, work);
    for (let index = 0; index < count; index += 1) for (const [path, range] of paths(index)) locateInText(path, range);
    return work.inspected;
  }

  test('locating the problems of N requests looks at O(N) characters, the same per request at any size', () => {
    const small = workFor(250);
    const large = workFor(1000);
    // Each lookup reads only the keys on its path and the string it narrows: a fixed amount per request.
    expect(small).toBeLessThan(250 * 600);
    expect(large).toBe(small * 4);
  });

  test('overlapping ranges in one long string (each starts before the last ends) cost the string once, not once per range', () => {
    // `{{1}} {{2}} …`: variable-density reports each pair of variables, so each range starts inside the last.
    // The one cursor for starts and ends went back to the quote at every start: 40,000 variables took 16 s.
    const workOf = (count: number): number => {
      const body = Array.from({ length: count }, (_, index) => `{{${String(index + 1)}}}`).join(' ');
      const work: LocatorWork = { inspected: 0 };
      const locateInText = createTextLocator(JSON.stringify({ body }), work);
      let offset = 0;
      for (let index = 0; index + 1 < count; index += 1) {
        const next = body.indexOf('{{', offset + 2);
        const end = body.indexOf('}}', next) + 2;
        locateInText(['body'], [offset, end]);
        offset = next;
      }
      return work.inspected;
    };
    const small = workOf(500);
    expect(workOf(2000) / small).toBeLessThan(4.5);
  });

  test('a wide object is indexed once, not searched member by member for every lookup', () => {
    const members = 2000;
    const object = Object.fromEntries(Array.from({ length: members }, (_, index) => [`key_${String(index)}`, index]));
    const text = JSON.stringify(object);
    const work: LocatorWork = { inspected: 0 };
    const locateInText = createTextLocator(text, work);
    for (let index = 0; index < members; index += 1) expect(locateInText([`key_${String(index)}`]).column).toBe(text.indexOf(`"key_${String(index)}"`) + 2 + `key_${String(index)}`.length + 2);
    expect(work.inspected).toBeLessThan(members * 20);
  });
});
