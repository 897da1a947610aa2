import { defaultCatalog } from '@templint/core';
import { describe, expect, test } from 'vitest';
import { CATALOG_STORAGE_KEY, readCatalogText, rememberCatalog, rememberedCatalog, type TextStorage } from './catalog-choice.js';

function memoryStorage(): TextStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('readCatalogText', () => {
  test('reads a catalog of the shape `templint catalog pull` writes', () => {
    const reading = readCatalogText(JSON.stringify(defaultCatalog, null, 2));
    expect(reading).toEqual({ ok: true, catalog: defaultCatalog });
  });

  test('names the path of a field at fault', () => {
    const broken = { ...defaultCatalog, headerTypes: [{ id: 'one', name: 'Text', kind: 'text' }] };
    const reading = readCatalogText(JSON.stringify(broken));
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.problems).toContainEqual({ path: 'headerTypes[0].id', message: 'must be a number' });
  });

  test('reports text that is not JSON as one problem', () => {
    const reading = readCatalogText('{ not json');
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.problems[0]?.message).toMatch(/^not valid JSON/);
  });
});

describe('the remembered catalog', () => {
  test('is the example one when nothing is stored', () => {
    expect(rememberedCatalog(memoryStorage())).toEqual({ catalog: defaultCatalog, source: 'example' });
  });

  test('is the stored one after remembering it, and the example one after forgetting it', () => {
    const storage = memoryStorage();
    const custom = { ...defaultCatalog, languages: [{ id: 77, name: 'Klingon', code: 'tlh' }] };
    rememberCatalog(storage, JSON.stringify(custom));
    expect(rememberedCatalog(storage)).toEqual({ catalog: custom, source: 'custom' });
    rememberCatalog(storage, undefined);
    expect(rememberedCatalog(storage).source).toBe('example');
  });

  test('falls back to the example one for a stored text that no longer reads, keeping the text', () => {
    const storage = memoryStorage();
    storage.setItem(CATALOG_STORAGE_KEY, '[1, 2]');
    expect(rememberedCatalog(storage).source).toBe('example');
    expect(storage.items.get(CATALOG_STORAGE_KEY)).toBe('[1, 2]');
  });

  test('works when storage throws', () => {
    const throwing: TextStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(rememberedCatalog(throwing).source).toBe('example');
    expect(() => {
      rememberCatalog(throwing, '{}');
    }).not.toThrow();
  });
});
