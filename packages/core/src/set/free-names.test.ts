import { describe, expect, test, vi } from 'vitest';
import { createFreeNames } from './free-names.js';

describe('createFreeNames', () => {
  test('numbers a name from 2, skipping names in use and names handed out before', () => {
    const free = createFreeNames(['order_update', 'order_update_2', 'order_update_4']);
    expect([free.next('order_update'), free.next('order_update'), free.next('order_update')]).toEqual(['order_update_3', 'order_update_5', 'order_update_6']);
  });

  test('continues the number of a numbered name, and makes an invalid name valid first', () => {
    const free = createFreeNames(['order_update_7']);
    expect(free.next('order_update_7')).toBe('order_update_8');
    expect(free.next('Order Update')).toBe('order_update_9');
    expect(createFreeNames([]).next('Order Update')).toBe('order_update_2');
    expect(free.next('🎉')).toBeUndefined();
  });

  test('keeps a long name within 512 characters', () => {
    const long = 'a'.repeat(512);
    expect(createFreeNames([long]).next(long)).toBe(`${'a'.repeat(510)}_2`);
  });

  test('k names asked for one stem against u names in use cost at most u + k lookups in all', () => {
    const lookups = (used: number, asked: number): number => {
      const free = createFreeNames(Array.from({ length: used }, (_, index) => `order_update_${String(index + 2)}`));
      const has = vi.spyOn(Set.prototype, 'has');
      for (let index = 0; index < asked; index += 1) free.next('order_update');
      const count = has.mock.calls.length;
      has.mockRestore();
      return count;
    };
    expect(lookups(1000, 1000)).toBeLessThanOrEqual(2000);
    expect(lookups(4000, 4000)).toBeLessThanOrEqual(8000);
  });
});
