import type { PreviewCatalog, PreviewCatalogField, PreviewCatalogSubType } from '../catalog.js';

/** The catalog's lists by id, built once per preview (nothing is kept between calls). */
export interface CatalogLookup {
  templateTypeKind(id: number | undefined): string | undefined;
  categoryKind(id: number | undefined): string | undefined;
  headerKind(id: number | undefined): string | undefined;
  interactiveKind(id: number | undefined): string | undefined;
  /** A sub-type by id, looked up in its button type when that is known, else among all sub-types. */
  subType(buttonTypeId: number | undefined, subTypeId: number | undefined): PreviewCatalogSubType | undefined;
  field(subType: PreviewCatalogSubType | undefined, fieldId: number | undefined): PreviewCatalogField | undefined;
}

/**
 * Indexes a catalog (or none: every lookup then finds nothing and the preview reads the request's names).
 * A catalog pasted by a person may be malformed: entries that are not objects with a numeric id are skipped.
 */
export function lookupCatalog(catalog: PreviewCatalog | undefined): CatalogLookup {
  const kinds = (entries: readonly { readonly id: number; readonly kind: string }[] | undefined) => {
    const map = new Map<number, string>();
    for (const entry of listOf(entries)) if (isEntry(entry) && !map.has(entry.id)) map.set(entry.id, typeof entry.kind === 'string' ? entry.kind : '');
    return (id: number | undefined) => (id === undefined ? undefined : map.get(id));
  };
  const buttonTypes = new Map<number, Map<number, PreviewCatalogSubType>>();
  const allSubTypes = new Map<number, PreviewCatalogSubType>();
  for (const buttonType of listOf(catalog?.buttonTypes)) {
    if (!isEntry(buttonType)) continue;
    const subTypes = new Map<number, PreviewCatalogSubType>();
    for (const subType of listOf(buttonType.subTypes)) {
      if (!isEntry(subType)) continue;
      if (!subTypes.has(subType.id)) subTypes.set(subType.id, subType);
      if (!allSubTypes.has(subType.id)) allSubTypes.set(subType.id, subType);
    }
    if (!buttonTypes.has(buttonType.id)) buttonTypes.set(buttonType.id, subTypes);
  }
  return {
    templateTypeKind: kinds(catalog?.templateTypes),
    categoryKind: kinds(catalog?.categories),
    headerKind: kinds(catalog?.headerTypes),
    interactiveKind: kinds(catalog?.interactiveTypes),
    subType(buttonTypeId, subTypeId) {
      if (subTypeId === undefined) return undefined;
      const ofType = buttonTypeId === undefined ? undefined : buttonTypes.get(buttonTypeId);
      return (ofType ?? allSubTypes).get(subTypeId);
    },
    field(subType, fieldId) {
      return fieldId === undefined ? undefined : listOf(subType?.fields).find((field) => isEntry(field) && field.id === fieldId);
    },
  };
}

function listOf<T>(value: readonly T[] | undefined): readonly T[] {
  return Array.isArray(value) ? (value as readonly T[]) : [];
}

function isEntry(value: unknown): value is { readonly id: number } {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';
}
