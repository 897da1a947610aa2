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

  test('an own `__proto__` key of an entry is written back as a key, not taken as the prototype (found by QA, by reading)', () => {
    const withKey = { ...defaultCatalog, languages: [JSON.parse('{"id": 1, "code": "en", "name": "English", "__proto__": {"polluted": true}}') as Catalog['languages'][number]] };
    const text = catalogJson(withKey);
    expect(text).toContain('"__proto__": {');
    const [entry] = (JSON.parse(text) as { languages: Record<string, unknown>[] }).languages;
    expect(entry && Object.getOwnPropertyDescriptor(entry, '__proto__')?.value).toEqual({ polluted: true });
  });

  test.prop([shuffledCatalog])('the order the lists came in does not change a byte (diffs show only real changes)', (catalog) => {
    expect(catalogJson(catalog)).toBe(catalogJson(defaultCatalog));
  });
});
