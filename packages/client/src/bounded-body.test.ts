// What an error keeps of a large answer body, and what keeping it costs: read only as far as it keeps.
import { describe, expect, test } from 'vitest';
import { boundedBody, cutBody } from './bounded-body.js';

/** An array whose reads of its elements are counted (a Proxy: `Array.isArray` still says it is one). */
function countedArray(length: number): { array: unknown[]; reads: () => number } {
  let reads = 0;
  const target: unknown[] = Array.from({ length }, (_, index) => index);
  const array = new Proxy(target, {
    get(inner, key, receiver) {
      if (typeof key === 'string' && /^\d+$/u.test(key)) reads += 1;
      return Reflect.get(inner, key, receiver) as unknown;
    },
    ownKeys(inner) {
      // Listing every key is what reading the whole array costs: counted as a read of each.
      reads += inner.length;
      return Reflect.ownKeys(inner);
    },
  });
  return { array, reads: () => reads };
}

describe('boundedBody', () => {
  test('keeps 1,000 values breadth first and cuts long strings', () => {
    const body = boundedBody({ status: false, message: 'x'.repeat(20_000), data: Array.from({ length: 5_000 }, (_, index) => index) }) as { message: string; data: number[] };
    expect(body.message).toBe(cutBody('x'.repeat(20_000)));
    expect(body.message.length).toBe(10_001);
    expect(body.data).toEqual(Array.from({ length: 997 }, (_, index) => index));
  });

  test('reads a large array only as far as the values it keeps (found by QA: 4 million values took 677 MB first)', () => {
    const { array, reads } = countedArray(200_000);
    const kept = boundedBody({ data: array }) as { data: unknown[] };
    expect(kept.data).toHaveLength(999);
    expect(reads()).toBeLessThanOrEqual(1_000);
  });

  test('keeps an own `__proto__` key as a key, never as the prototype', () => {
    const body = boundedBody(JSON.parse('{"__proto__": {"polluted": true}, "a": 1}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.hasOwn(body, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
