import type {
  ButtonFieldEntry,
  ButtonSubTypeEntry,
  ButtonTypeEntry,
  Catalog,
  CategoryEntry,
  FieldRole,
  HeaderTypeEntry,
  InteractiveTypeEntry,
  LanguageEntry,
  TemplateTypeEntry,
} from './catalog.js';

/** A catalog with every list keyed by id, built once per catalog object. */
/** How messages name the bundled example catalog (`ValidateOptions.catalogSource`'s default for it). */
export const EXAMPLE_CATALOG_SOURCE = 'the bundled example catalog';

export interface CatalogIndex {
  readonly templateTypes: ReadonlyMap<number, TemplateTypeEntry>;
  readonly categories: ReadonlyMap<number, CategoryEntry>;
  readonly languages: ReadonlyMap<number, LanguageEntry>;
  readonly headerTypes: ReadonlyMap<number, HeaderTypeEntry>;
  readonly interactiveTypes: ReadonlyMap<number, InteractiveTypeEntry>;
  readonly buttonTypes: ReadonlyMap<number, IndexedButtonType>;
  /** Every sub-type by id, for requests whose button type is unknown. */
  readonly subTypes: ReadonlyMap<number, IndexedSubType>;
  /** Where the catalog came from, as messages name it (`the bundled example catalog`, `templint.catalog.json`). */
  readonly source: string;
}

export interface IndexedButtonType {
  readonly entry: ButtonTypeEntry;
  readonly subTypes: ReadonlyMap<number, IndexedSubType>;
}

export interface IndexedSubType {
  readonly entry: ButtonSubTypeEntry;
  readonly fields: ReadonlyMap<number, IndexedField>;
  /** The first field definition of each role: what a button of this sub-type sends its text, URL, ... in. */
  readonly byRole: ReadonlyMap<FieldRole, IndexedField>;
}

export interface IndexedField {
  readonly entry: ButtonFieldEntry;
  readonly optionIds: ReadonlySet<number>;
}

/** Indexes a catalog as it is now; a validator makes its index once (`createValidator`). */
export function indexCatalog(catalog: Catalog, source = 'the catalog given'): CatalogIndex {
  const allSubTypes = new Map<number, IndexedSubType>();
  const buttonTypes = new Map<number, IndexedButtonType>();
  for (const buttonType of list(catalog.buttonTypes)) {
    const subTypes = new Map<number, IndexedSubType>();
    for (const subType of list(buttonType.subTypes)) {
      const fields = new Map<number, IndexedField>();
      const byRole = new Map<FieldRole, IndexedField>();
      for (const field of list(subType.fields)) {
        const optionIds = new Set(list(field.options).map((option) => option.id));
        if (fields.has(field.id)) continue;
        const indexed: IndexedField = { entry: field, optionIds };
        fields.set(field.id, indexed);
        if (!byRole.has(field.role)) byRole.set(field.role, indexed);
      }
      const indexed: IndexedSubType = { entry: subType, fields, byRole };
      if (!subTypes.has(subType.id)) subTypes.set(subType.id, indexed);
      if (!allSubTypes.has(subType.id)) allSubTypes.set(subType.id, indexed);
    }
    if (!buttonTypes.has(buttonType.id)) buttonTypes.set(buttonType.id, { entry: buttonType, subTypes });
  }
  return {
    templateTypes: byId(catalog.templateTypes),
    categories: byId(catalog.categories),
    languages: byId(catalog.languages),
    headerTypes: byId(catalog.headerTypes),
    interactiveTypes: byId(catalog.interactiveTypes),
    buttonTypes,
    subTypes: allSubTypes,
    source,
  };
}

// A catalog may come from a file or a live endpoint: tolerate a missing list rather than crash.
function list<T>(items: readonly T[] | undefined): readonly T[] {
  return Array.isArray(items) ? (items as readonly T[]) : [];
}

function byId<T extends { readonly id: number }>(items: readonly T[] | undefined): ReadonlyMap<number, T> {
  const map = new Map<number, T>();
  for (const item of list(items)) if (!map.has(item.id)) map.set(item.id, item);
  return map;
}
