import { fc, test } from '@fast-check/vitest';
import { defaultCatalog, type Catalog } from '@templint/core';
import { describe, expect } from 'vitest';
import { catalogJson } from './catalog-pull.js';

/** The same catalog with every list (and the button types' sub-type lists) in another order. */
const shuffledCatalog = fc
  .tuple(...Object.values(defaultCatalog).map((list: readonly unknown[]) => fc.shuffledSubarray([...list], { minLength: list.length })))
  .map((lists) => Object.fromEntries(Object.keys(defaultCatalog).map((key, index) => [key, lists[index]])) as unknown as Catalog);

describe('catalogJson', () => {
  test('writes the catalog back whole, pretty, with a final newline', () => {
    const text = catalogJson(defaultCatalog);
    expect(JSON.parse(text)).toEqual(defaultCatalog);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.split('\n').length).toBeGreaterThan(100);
  });

  test.prop([shuffledCatalog])('the order the lists came in does not change a byte (diffs show only real changes)', (catalog) => {
    expect(catalogJson(catalog)).toBe(catalogJson(defaultCatalog));
  });
});
