import type { Catalog } from '@templint/core';
import type { PreviewCatalog, PreviewCatalogEntry } from '../catalog.js';

/** No lookup lists: no id resolves, so the request's own names and shape decide what each part is. */
function emptyCatalog(): Catalog {
  return { templateTypes: [], categories: [], languages: [], headerTypes: [], interactiveTypes: [], buttonTypes: [], dynamicVariableTypes: [] };
}

/**
 * The catalog core's model reads a request with, from the lists a preview was given (or none). A catalog
 * pasted by a person may be malformed: entries that are not objects with a numeric id are left out, and a
 * kind or role is kept as the word it is.
 */
export function coreCatalog(catalog: PreviewCatalog | undefined): Catalog {
  // Not an object (a JavaScript caller's null, say): no lists, as for none.
  if (!isObject(catalog)) return emptyCatalog();
  const lists = {
    ...emptyCatalog(),
    templateTypes: kindEntries(catalog.templateTypes),
    categories: kindEntries(catalog.categories),
    headerTypes: kindEntries(catalog.headerTypes),
    interactiveTypes: kindEntries(catalog.interactiveTypes),
    languages: listOf(catalog.languages)
      .filter(isEntry)
      .map((language) => ({ id: language.id, name: '', code: word(language.code) })),
    buttonTypes: listOf(catalog.buttonTypes)
      .filter(isEntry)
      .map((buttonType) => ({
        id: buttonType.id,
        name: '',
        subTypes: listOf(buttonType.subTypes)
          .filter(isEntry)
          .map((subType) => ({
            id: subType.id,
            name: '',
            kind: word(subType.kind),
            fields: listOf(subType.fields)
              .filter(isEntry)
              .map((field) => ({ id: field.id, name: '', role: word(field.role) })),
          })),
      })),
  };
  // Core's types name the kinds it knows; these may be any word, so the preview looks each one up with `knownKind`.
  return lists as Catalog;
}

/**
 * The key of a total table for a kind the model gives, or undefined when the table has no such key: core
 * types a kind by the words it knows, but a pasted catalog may hold any word.
 */
export function knownKind<K extends string>(table: Readonly<Record<K, unknown>>, kind: string | undefined): K | undefined {
  return kind !== undefined && Object.hasOwn(table, kind) ? (kind as K) : undefined;
}

function kindEntries(entries: readonly PreviewCatalogEntry[] | undefined): { id: number; name: string; kind: string }[] {
  return listOf(entries)
    .filter(isEntry)
    .map((entry) => ({ id: entry.id, name: '', kind: word(entry.kind) }));
}

/** A kind or role as the catalog writes it ('' when it is not a string). */
function word(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function listOf<T>(value: readonly T[] | undefined): readonly T[] {
  return Array.isArray(value) ? (value as readonly T[]) : [];
}

function isEntry<T>(value: T): value is T & { readonly id: number } {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';
}
