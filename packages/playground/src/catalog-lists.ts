// The catalog's lists the catalog panel shows, in its order: one list, so the panel and each language's
// headings for them (page-words.ts) cannot drift apart.
import type { Catalog } from '@templint/core';

/** The catalog lists the panel shows, in order. */
export const CATALOG_LISTS = ['templateTypes', 'categories', 'languages', 'headerTypes', 'interactiveTypes', 'buttonTypes', 'dynamicVariableTypes'] as const satisfies readonly (keyof Catalog)[];
/** A catalog list the panel shows. */
export type CatalogList = (typeof CATALOG_LISTS)[number];
