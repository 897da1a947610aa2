import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { propertyRuns as numRuns } from '../testing/arbitraries.js';
import type { ButtonTypeEntry, Catalog, LanguageEntry } from './catalog.js';
import { indexCatalog } from './catalog-index.js';
import { defaultCatalog } from './default-catalog.js';

function emptyCatalog(): Catalog {
  return { templateTypes: [], categories: [], languages: [], headerTypes: [], interactiveTypes: [], buttonTypes: [], dynamicVariableTypes: [] };
}

const website: ButtonTypeEntry = {
  id: 1,
  name: 'Call to action',
  subTypes: [
    {
      id: 1,
      name: 'Visit website',
      kind: 'website',
      fields: [
        { id: 1, name: 'Button text', role: 'text' },
        { id: 3, name: 'URL type', role: 'other', options: [{ id: 1, name: 'Static' }, { id: 2, name: 'Dynamic' }] },
      ],
    },
  ],
};

describe('indexCatalog', () => {
  test('indexes every list of the bundled catalog by id', () => {
    const index = indexCatalog(defaultCatalog);
    expect(index.templateTypes.get(2)?.kind).toBe('carousel');
    expect(index.categories.get(3)?.kind).toBe('authentication');
    expect(index.languages.get(2)?.code).toBe('en_US');
    expect(index.headerTypes.get(4)?.kind).toBe('document');
    expect(index.interactiveTypes.get(5)?.kind).toBe('cta_url');
    expect(index.buttonTypes.get(4)?.entry.name).toBe('Authentication');
    expect(index.buttonTypes.get(4)?.subTypes.get(6)?.entry.kind).toBe('copy_code');
    expect(index.subTypes.get(5)?.entry.kind).toBe('flow');
    expect(index.subTypes.get(5)?.fields.get(11)?.entry.role).toBe('flow_id');
    expect([...(index.subTypes.get(1)?.fields.get(3)?.optionIds ?? [])]).toEqual([1, 2]);
  });

  test('has exactly the ids of each list', () => {
    const index = indexCatalog(defaultCatalog);
    expect([...index.languages.keys()]).toEqual(defaultCatalog.languages.map((language) => language.id));
    expect([...index.buttonTypes.keys()]).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...index.subTypes.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(index.languages.get(99)).toBeUndefined();
    expect(index.subTypes.get(0)).toBeUndefined();
  });

  test('a sub-type is found under its button type and in the list of every sub-type', () => {
    const index = indexCatalog(defaultCatalog);
    expect(index.buttonTypes.get(1)?.subTypes.get(3)).toBe(index.subTypes.get(3));
    expect(index.buttonTypes.get(2)?.subTypes.get(3)).toBeUndefined();
  });

  test('the first entry with an id wins over later duplicates, in every list', () => {
    const catalog: Catalog = {
      ...emptyCatalog(),
      languages: [
        { id: 1, name: 'English', code: 'en' },
        { id: 1, name: 'Duplicate', code: 'xx' },
      ],
      categories: [
        { id: 7, name: 'Utility', kind: 'utility' },
        { id: 7, name: 'Marketing', kind: 'marketing' },
      ],
      buttonTypes: [
        {
          id: 1,
          name: 'First',
          subTypes: [
            {
              id: 1,
              name: 'First sub-type',
              kind: 'website',
              fields: [
                { id: 1, name: 'First field', role: 'text' },
                { id: 1, name: 'Second field', role: 'url' },
              ],
            },
            { id: 1, name: 'Second sub-type', kind: 'phone', fields: [] },
          ],
        },
        { id: 1, name: 'Second', subTypes: [] },
        { id: 2, name: 'Other', subTypes: [{ id: 1, name: 'Same id elsewhere', kind: 'quick_reply', fields: [] }] },
      ],
    };
    const index = indexCatalog(catalog);
    expect(index.languages.get(1)?.name).toBe('English');
    expect(index.categories.get(7)?.kind).toBe('utility');
    expect(index.buttonTypes.get(1)?.entry.name).toBe('First');
    expect(index.buttonTypes.get(1)?.subTypes.get(1)?.entry.name).toBe('First sub-type');
    expect(index.buttonTypes.get(1)?.subTypes.get(1)?.fields.get(1)?.entry.name).toBe('First field');
    expect(index.subTypes.get(1)?.entry.name).toBe('First sub-type');
    // Under its own button type, a sub-type id reused elsewhere still finds its own entry.
    expect(index.buttonTypes.get(2)?.subTypes.get(1)?.entry.name).toBe('Same id elsewhere');
  });

  test('tolerates missing lists at every level', () => {
    const catalog = {
      templateTypes: undefined,
      buttonTypes: [{ id: 1, name: 'No sub-types' }, { id: 2, name: 'Sub-type without fields', subTypes: [{ id: 4, name: 'Bare', kind: 'other' }] }, website],
    } as unknown as Catalog;
    const index = indexCatalog(catalog);
    expect(index.templateTypes.size).toBe(0);
    expect(index.languages.size).toBe(0);
    expect(index.interactiveTypes.size).toBe(0);
    expect(index.buttonTypes.get(1)?.subTypes.size).toBe(0);
    expect(index.subTypes.get(4)?.fields.size).toBe(0);
    expect(index.subTypes.get(1)?.fields.get(1)?.optionIds.size).toBe(0);
    expect(index.subTypes.get(1)?.fields.get(3)?.optionIds).toEqual(new Set([1, 2]));
  });

  test('tolerates lists that are not arrays', () => {
    const catalog = { ...emptyCatalog(), languages: 'en', categories: null, buttonTypes: { id: 1 } } as unknown as Catalog;
    const index = indexCatalog(catalog);
    expect(index.languages.size).toBe(0);
    expect(index.categories.size).toBe(0);
    expect(index.buttonTypes.size).toBe(0);
  });

  test('reads the catalog as it is at each call: nothing is cached between calls', () => {
    const languages: LanguageEntry[] = [{ id: 1, name: 'English', code: 'en' }];
    const catalog: Catalog = { ...emptyCatalog(), languages };
    expect(indexCatalog(catalog).languages.has(2)).toBe(false);
    languages.push({ id: 2, name: 'Spanish', code: 'es' });
    expect(indexCatalog(catalog).languages.has(2)).toBe(true);
  });

  const entries = fc.array(fc.record({ id: fc.integer({ min: -3, max: 12 }), name: fc.string({ maxLength: 5 }), code: fc.constant('xx') }), {
    maxLength: 30,
  });

  test.prop([entries], { numRuns })('maps each id to the first entry that has it, and holds no other id', (languages) => {
    const index = indexCatalog({ ...emptyCatalog(), languages });
    const ids = new Set(languages.map((language) => language.id));
    expect(index.languages.size).toBe(ids.size);
    for (const id of ids) expect(index.languages.get(id)).toBe(languages.find((language) => language.id === id));
  });
});
