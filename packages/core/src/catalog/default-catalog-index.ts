import { EXAMPLE_CATALOG_SOURCE, indexCatalog, type CatalogIndex } from './catalog-index.js';
import { defaultCatalog } from './default-catalog.js';
import type { Catalog } from './catalog.js';

/** The bundled example catalog's index: the catalog is frozen, so one index serves every reader of it. */
export const DEFAULT_CATALOG_INDEX: CatalogIndex = indexCatalog(defaultCatalog, EXAMPLE_CATALOG_SOURCE);

/** What a catalog is called when the caller does not say: the example one is recognized by identity. */
export function defaultSourceOf(catalog: Catalog): string {
  return catalog === defaultCatalog ? EXAMPLE_CATALOG_SOURCE : 'the catalog given';
}

/** The index of a catalog: the shared one for the bundled catalog (when named as such), else a new one. */
export function catalogIndexOf(catalog: Catalog, source: string = defaultSourceOf(catalog)): CatalogIndex {
  return catalog === defaultCatalog && source === EXAMPLE_CATALOG_SOURCE ? DEFAULT_CATALOG_INDEX : indexCatalog(catalog, source);
}
