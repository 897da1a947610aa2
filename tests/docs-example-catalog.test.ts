// docs/catalog.md lists the ids, names, kinds and limits of the bundled example catalog, which the examples
// and rule pages use. `pnpm docs:update` writes those tables from `defaultCatalog`; this fails when the page
// holds others.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { defaultCatalog, type Catalog } from '@templint/core';
import { EXAMPLE_CATALOG_END, EXAMPLE_CATALOG_START, renderExampleCatalog, updateExampleCatalog } from '../scripts/example-catalog-doc.mjs';

describe('docs/catalog.md', () => {
  test('its example catalog tables are defaultCatalog', () => {
    const page = readFileSync(new URL('../docs/catalog.md', import.meta.url), 'utf8');
    expect(page, 'The example catalog in docs/catalog.md is stale: run `pnpm docs:update` and commit it.').toBe(updateExampleCatalog(page, defaultCatalog));
  });
});

describe('renderExampleCatalog', () => {
  const catalog: Catalog = {
    templateTypes: [{ id: 1, name: 'Simple', kind: 'standard' }],
    categories: [],
    languages: [{ id: 3, name: 'Spanish', code: 'es' }],
    headerTypes: [{ id: 1, name: 'Text', kind: 'text' }],
    interactiveTypes: [],
    buttonTypes: [
      {
        id: 1,
        name: 'Call to action',
        subTypes: [
          {
            id: 2,
            name: 'Visit website',
            kind: 'website',
            fields: [
              { id: 1, name: 'Button text', role: 'text', characterLimit: 25 },
              { id: 3, name: 'URL type', role: 'other', characterLimit: null, options: [{ id: 1, name: 'Static' }] },
            ],
          },
        ],
      },
    ],
    dynamicVariableTypes: [{ id: 1, name: 'Body' }],
  };
  const rendered = renderExampleCatalog(catalog);

  test('shows each field with its role, its limit when it has one, and its options', () => {
    expect(rendered).toContain('| 1 Call to action | 2 Visit website | `website` | 1 Button text (`text`, 25); 3 URL type (`other`, options 1 Static) |');
  });

  test('shows header type 0 as "no header" when the catalog does not list it', () => {
    expect(rendered).toContain('| 0 | (no header; not listed, always accepted) | `none` |\n| 1 | Text | `text` |');
  });

  test('replaces only what lies between the markers, and throws without them', () => {
    const page = `# x\n\n${EXAMPLE_CATALOG_START}\nold\n${EXAMPLE_CATALOG_END}\n`;
    const once = updateExampleCatalog(page, catalog);
    expect(once).toBe(`# x\n\n${EXAMPLE_CATALOG_START}\n\n${rendered}\n\n${EXAMPLE_CATALOG_END}\n`);
    expect(updateExampleCatalog(once, catalog)).toBe(once);
    expect(() => updateExampleCatalog('# x\n', catalog)).toThrow(EXAMPLE_CATALOG_START);
  });
});
