// The catalog the playground validates with: the bundled example one, or the account's catalog that a
// person pasted or loaded (the file `templint catalog pull` writes), kept in the browser's storage.
import { checkCatalog, defaultCatalog, type Catalog, type CatalogProblem } from '@templint/core';

/** The storage key of the account's catalog text. */
export const CATALOG_STORAGE_KEY = 'templint-playground:catalog';

/** The catalog in use and where it came from. */
export interface CatalogChoice {
  readonly catalog: Catalog;
  /** `example` for the bundled catalog, `custom` for one a person gave. */
  readonly source: 'example' | 'custom';
}

/** What reading a catalog text gave: the catalog, or the problems that keep it from being used. */
export type CatalogReading = { readonly ok: true; readonly catalog: Catalog } | { readonly ok: false; readonly problems: readonly CatalogProblem[] };

/** The bundled example catalog. */
export const EXAMPLE_CATALOG: CatalogChoice = { catalog: defaultCatalog, source: 'example' };

/**
 * Reads a catalog file's text: JSON of core's `Catalog` shape, checked with `checkCatalog`. Never throws.
 * `notJson` words the problem of text that is not JSON from the parser's own message.
 */
export function readCatalogText(text: string, notJson: (detail: string) => string = (detail) => `not valid JSON (${detail})`): CatalogReading {
  let value: unknown;
  try {
    value = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (error) {
    return { ok: false, problems: [{ path: '', message: notJson(error instanceof Error ? error.message : String(error)) }] };
  }
  const check = checkCatalog(value);
  return check.ok ? { ok: true, catalog: check.catalog } : { ok: false, problems: check.problems };
}

/** The minimal storage the playground needs (`localStorage` fits). */
export interface TextStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The catalog remembered in `storage`, or the example one when none is stored or the stored one no
 * longer reads (it is then left in storage untouched, so nothing a person gave is lost).
 */
export function rememberedCatalog(storage: TextStorage | undefined): CatalogChoice {
  const text = safely(() => storage?.getItem(CATALOG_STORAGE_KEY) ?? null);
  if (text === null || text === undefined) return EXAMPLE_CATALOG;
  const reading = readCatalogText(text);
  return reading.ok ? { catalog: reading.catalog, source: 'custom' } : EXAMPLE_CATALOG;
}

/** Remembers a catalog text that read well; `undefined` forgets it (back to the example catalog). */
export function rememberCatalog(storage: TextStorage | undefined, text: string | undefined): void {
  safely(() => {
    if (text === undefined) storage?.removeItem(CATALOG_STORAGE_KEY);
    else storage?.setItem(CATALOG_STORAGE_KEY, text);
  });
}

/** Storage can throw (disabled, full, a file:// page in some browsers): the playground works without it. */
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
