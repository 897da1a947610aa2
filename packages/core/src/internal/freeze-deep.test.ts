import { describe, expect, test } from 'vitest';
import { freezeDeep } from './freeze-deep.js';

describe('freezeDeep', () => {
  test('freezes the value and every object and array inside it, and returns the same value', () => {
    const value = { list: [{ id: 1, tags: ['a'] }], nested: { deeper: { n: 1 } } };
    expect(freezeDeep(value)).toBe(value);
    for (const part of [value, value.list, value.list[0], value.list[0]?.tags, value.nested, value.nested.deeper]) expect(Object.isFrozen(part)).toBe(true);
  });

  test('leaves primitives alone and ends on cycles and deep nesting', () => {
    expect(freezeDeep(3)).toBe(3);
    expect(freezeDeep(null)).toBe(null);
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(Object.isFrozen(freezeDeep(cyclic))).toBe(true);
    let deep: unknown[] = [];
    const root = deep;
    for (let depth = 0; depth < 100_000; depth += 1) {
      const next: unknown[] = [];
      deep.push(next);
      deep = next;
    }
    freezeDeep(root);
    expect(Object.isFrozen(deep)).toBe(true);
  });
});
