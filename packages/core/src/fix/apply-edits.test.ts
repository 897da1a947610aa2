import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
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
});
