import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { JsonEdit } from '../diagnostic.js';
import { countArrayWork } from '../testing/array-work.js';
import { applyEdits } from './apply-edits.js';

describe('applyEdits', () => {
  test('sets an existing key', () => {
    expect(applyEdits({ a: { b: 1 } }, [{ op: 'set', path: ['a', 'b'], value: 2 }])).toEqual({ a: { b: 2 } });
  });

  test('adds a missing key', () => {
    expect(applyEdits({ a: {} }, [{ op: 'set', path: ['a', 'c'], value: true }])).toEqual({ a: { c: true } });
  });

  test('inserts into an array before the index', () => {
    expect(applyEdits({ list: [1, 3] }, [{ op: 'insert', path: ['list', 1], value: 2 }])).toEqual({ list: [1, 2, 3] });
  });

  test('removes a key and an array item', () => {
    expect(applyEdits({ a: 1, b: [1, 2] }, [{ op: 'remove', path: ['a'] }, { op: 'remove', path: ['b', 0] }])).toEqual({ b: [2] });
  });

  test('renames a key and keeps its place', () => {
    const result = applyEdits({ x: 1, chat_template_bdy: 2, z: 3 }, [{ op: 'rename', path: ['chat_template_bdy'], key: 'chat_template_body' }]);
    expect(Object.keys(result as object)).toEqual(['x', 'chat_template_body', 'z']);
  });

  test('skips an edit whose path runs through a non-container', () => {
    expect(applyEdits({ a: 1 }, [{ op: 'set', path: ['a', 'b'], value: 2 }])).toEqual({ a: 1 });
  });

  test('keeps a __proto__ key a plain key', () => {
    const input = JSON.parse('{"__proto__": {"x": 1}}') as unknown;
    const result = applyEdits(input, [{ op: 'set', path: ['__proto__', 'y'], value: 2 }]) as Record<string, unknown>;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.hasOwn(result, '__proto__')).toBe(true);
    expect(({} as { y?: unknown }).y).toBeUndefined();
  });

  test.prop([fc.jsonValue(), fc.array(fc.oneof(fc.string(), fc.nat({ max: 3 })), { maxLength: 4 }), fc.jsonValue()])(
    'never changes its input',
    (value, path, replacement) => {
      const before = JSON.stringify(value);
      applyEdits(value, [{ op: 'set', path, value: replacement }, { op: 'remove', path }]);
      expect(JSON.stringify(value)).toBe(before);
    },
  );

  test('an edit whose path runs through a non-container leaves what earlier edits made as it was', () => {
    const input = { a: { b: 1 }, c: 2 };
    const once = applyEdits(input, [{ op: 'set', path: ['a', 'b'], value: 3 }]) as typeof input;
    const twice = applyEdits(input, [{ op: 'set', path: ['a', 'b'], value: 3 }, { op: 'set', path: ['c', 'd'], value: 4 }]) as typeof input;
    expect(twice).toEqual(once);
    expect(twice.a).not.toBe(input.a);
  });

  const key = fc.oneof(fc.constantFrom<string | number>('a', 'b', 0, 1), fc.string({ maxLength: 2 }), fc.nat({ max: 3 }));
  const path = fc.array(key, { maxLength: 3 });
  const edit: fc.Arbitrary<JsonEdit> = fc.oneof(
    fc.record({ op: fc.constant('set' as const), path, value: fc.jsonValue({ maxDepth: 2 }) }),
    fc.record({ op: fc.constant('insert' as const), path, value: fc.jsonValue({ maxDepth: 2 }) }),
    fc.record({ op: fc.constant('remove' as const), path }),
    fc.record({ op: fc.constant('rename' as const), path, key: fc.string({ maxLength: 2 }) }),
  );
  test.prop([fc.jsonValue({ maxDepth: 3 }), fc.array(edit, { maxLength: 8 })])('gives what applying the edits one call at a time gives, and changes no input', (value, edits) => {
    const before = JSON.stringify(value);
    const oneByOne = edits.reduce<unknown>((result, each) => applyEdits(result, [each]), value);
    expect(applyEdits(value, edits)).toEqual(oneByOne);
    expect(JSON.stringify(value)).toBe(before);
  });

  test('many edits inside one array copy it once: work per edit at 4 times the edits stays within 2 times', () => {
    const perEdit = (count: number): number => {
      const value = { rows: Array.from({ length: count }, () => ({ key: 'x' })) };
      const edits = value.rows.map((_, index): JsonEdit => ({ op: 'set', path: ['rows', index, 'key'], value: 'y' }));
      const { result, work } = countArrayWork(() => applyEdits(value, edits));
      expect(result).toEqual({ rows: value.rows.map(() => ({ key: 'y' })) });
      return work / count;
    };
    expect(perEdit(4000) / perEdit(1000)).toBeLessThan(2);
  });
});
