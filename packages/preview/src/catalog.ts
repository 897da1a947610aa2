// The part of the reference data a preview reads. It is structural, so @templint/core's `Catalog` (and its
// `defaultCatalog`) can be passed as is, and so can a partial or pasted one (model/core-catalog.ts).

/** An entry with an id and a kind word (`text`, `image`, `carousel`, `quick_reply`, ...). */
export interface PreviewCatalogEntry {
  readonly id: number;
  readonly kind: string;
}

/** A field definition of a button sub-type; `role` says what the field holds (`text`, `url`, `phone`, ...). */
export interface PreviewCatalogField {
  readonly id: number;
  readonly role: string;
}

/** A button sub-type (visit website, quick reply, copy code, ...) and its fields. */
export interface PreviewCatalogSubType {
  readonly id: number;
  readonly kind: string;
  readonly fields: readonly PreviewCatalogField[];
}

/** A language: its id (`chat_language_id`) and its code (`pt_BR`), the `lang` of a template's texts. */
export interface PreviewCatalogLanguage {
  readonly id: number;
  readonly code: string;
}

/** A button type and its sub-types. */
export interface PreviewCatalogButtonType {
  readonly id: number;
  readonly subTypes: readonly PreviewCatalogSubType[];
}

/**
 * The lookup lists a preview resolves ids with: a structural subset of @templint/core's `Catalog`, so
 * `previewTemplate(request, { catalog: defaultCatalog })` works with core's own catalogs.
 */
export interface PreviewCatalog {
  readonly templateTypes?: readonly PreviewCatalogEntry[];
  readonly categories?: readonly PreviewCatalogEntry[];
  readonly headerTypes?: readonly PreviewCatalogEntry[];
  readonly interactiveTypes?: readonly PreviewCatalogEntry[];
  readonly buttonTypes?: readonly PreviewCatalogButtonType[];
  readonly languages?: readonly PreviewCatalogLanguage[];
}
