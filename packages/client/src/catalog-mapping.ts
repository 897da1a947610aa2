// THE one place that says what a lookup entry means: which `kind` a template type, category, header
// type, interactive type or button sub-type has, and which `role` a button field has, read from the
// entries' names (docs/client.md, "The catalog mapping"). The spec shows the lookup lists' names only in
// prose ("simple message, carousel", "text, image, video, PDF", "list, reply buttons, flow, text, CTA URL
// and others"...), so names are compared after normalizing: lowercase, accents dropped, every run of
// other characters one space, trimmed ("CTA-URL", " cta_url " and "Cta Url" are all `cta url`).
// A name that is not in the tables (nor in the caller's `CatalogMapping`) gets `other` (or, where core has
// no `other`, the kind that runs the fewest rules: `standard` for template types, `none` for header
// types), and `mapCatalog` lists it in `unmapped`, so no rule turns off in silence (issue 13).
import type {
  ButtonFieldEntry,
  ButtonSubTypeEntry,
  Catalog,
  CategoryKind,
  FieldRole,
  HeaderKind,
  InteractiveKind,
  SubTypeKind,
  TemplateTypeKind,
} from '@templint/core';
import type { ButtonTypeLookupEntry, LanguageLookupEntry, LookupEntry } from './schemas/lookup-lists.js';

/** The parsed lookup lists `getCatalog` reads (spec 4), one per catalog key. */
export interface LookupLists {
  readonly templateTypes: readonly LookupEntry[];
  readonly categories: readonly LookupEntry[];
  readonly languages: readonly LanguageLookupEntry[];
  readonly headerTypes: readonly LookupEntry[];
  readonly interactiveTypes: readonly LookupEntry[];
  readonly buttonTypes: readonly ButtonTypeLookupEntry[];
  readonly dynamicVariableTypes: readonly LookupEntry[];
}

/**
 * Known names (normalized) of each kind; the first name of each kind is the one the sandbox prefers.
 * Each table has every kind of core's `as const` lists (an empty list: no name maps to it), so a new kind
 * in core does not compile until it is named here.
 */
export const KIND_NAMES: {
  readonly templateTypes: Readonly<Record<TemplateTypeKind, readonly string[]>>;
  readonly categories: Readonly<Record<CategoryKind, readonly string[]>>;
  readonly headerTypes: Readonly<Record<HeaderKind, readonly string[]>>;
  readonly interactiveTypes: Readonly<Record<InteractiveKind, readonly string[]>>;
  readonly subTypes: Readonly<Record<SubTypeKind, readonly string[]>>;
  readonly buttonTypes: Readonly<Record<SubTypeKind, readonly string[]>>;
  readonly fieldRoles: Readonly<Record<FieldRole, readonly string[]>>;
} = {
  templateTypes: {
    standard: ['simple message', 'simple', 'standard', 'standard message', 'normal', 'normal message', 'text message', 'message'],
    carousel: ['carousel', 'carousel message', 'carousel template'],
  },
  categories: {
    marketing: ['marketing'],
    utility: ['utility'],
    authentication: ['authentication', 'authentication otp', 'otp', 'auth'],
    other: [],
  },
  headerTypes: {
    none: ['none', 'no header'],
    text: ['text'],
    image: ['image'],
    video: ['video'],
    document: ['pdf', 'document', 'doc', 'file'],
  },
  interactiveTypes: {
    reply_buttons: ['reply buttons', 'reply button', 'quick reply buttons', 'buttons', 'button'],
    list: ['list', 'list message'],
    text: ['text', 'text message'],
    flow: ['flow', 'flows'],
    cta_url: ['cta url', 'cta url button', 'call to action url'],
    // Styles core has no rules of its own for: known, and deliberately `other`.
    other: ['catalog', 'product', 'single product', 'multi product', 'product list', 'location request', 'address message'],
  },
  subTypes: {
    website: ['visit website', 'website', 'url', 'visit url'],
    phone: ['call phone number', 'call phone', 'phone number', 'phone'],
    quick_reply: ['quick reply'],
    copy_code: ['copy code', 'otp copy code'],
    offer_code: ['copy offer code', 'offer code', 'coupon code', 'copy coupon code'],
    flow: ['flow', 'flows'],
    catalog: ['view catalog', 'catalog'],
    open_form: ['open form', 'form'],
    other: [],
  },
  // When a sub-type's own name is unknown (the example catalog's quick reply sub-type is "Custom"), a
  // button type that holds one kind only names it. "Call to action" and "Authentication" hold several.
  buttonTypes: {
    quick_reply: ['quick reply', 'quick replies'],
    flow: ['flow', 'flows'],
    catalog: ['catalog', 'view catalog'],
    open_form: ['form', 'open form'],
    website: [],
    phone: [],
    copy_code: [],
    offer_code: [],
    other: [],
  },
  fieldRoles: {
    text: ['button text', 'text', 'title', 'button title', 'display text', 'button label', 'label'],
    url: ['website url', 'url', 'link'],
    phone: ['phone number', 'phone'],
    offer_code: ['offer code', 'coupon code'],
    flow_id: ['flow', 'flow id'],
    flow_payload: ['flow payload', 'flow payload object'],
    flow_input_payload: ['flow input payload'],
    description: ['description', 'button description'],
    // Fields no limit applies to: known, and deliberately `other`.
    other: ['url type', 'type'],
  },
};

/** Lowercase, accents dropped, every run of characters other than a-z and 0-9 one space, trimmed. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function indexNames<K extends string>(table: Readonly<Record<K, readonly string[]>>): ReadonlyMap<string, K> {
  const index = new Map<string, K>();
  for (const [kind, names] of Object.entries(table) as [K, readonly string[]][]) {
    for (const name of names) if (!index.has(name)) index.set(name, kind);
  }
  return index;
}

const INDEX = {
  templateTypes: indexNames(KIND_NAMES.templateTypes),
  categories: indexNames(KIND_NAMES.categories),
  headerTypes: indexNames(KIND_NAMES.headerTypes),
  interactiveTypes: indexNames(KIND_NAMES.interactiveTypes),
  subTypes: indexNames(KIND_NAMES.subTypes),
  buttonTypes: indexNames(KIND_NAMES.buttonTypes),
  fieldRoles: indexNames(KIND_NAMES.fieldRoles),
};

/** `carousel` for a carousel type, else `standard` (core has no `other` template type). */
export function templateTypeKind(name: string): TemplateTypeKind {
  return INDEX.templateTypes.get(normalizeName(name)) ?? 'standard';
}

/** A category's kind; `other` when the name is unknown. */
export function categoryKind(name: string): CategoryKind {
  return INDEX.categories.get(normalizeName(name)) ?? 'other';
}

/**
 * A header type's kind; `none` when the name is unknown: core has no `other` header kind, and `none`
 * runs the fewest header rules (an unknown header is not checked rather than wrongly reported).
 */
export function headerKind(name: string): HeaderKind {
  return INDEX.headerTypes.get(normalizeName(name)) ?? 'none';
}

/** An interactive type's kind; `other` when the name is unknown. */
export function interactiveKind(name: string): InteractiveKind {
  return INDEX.interactiveTypes.get(normalizeName(name)) ?? 'other';
}

/** A button sub-type's kind from its own name, else from its button type's name, else `other`. */
export function subTypeKind(subTypeName: string, buttonTypeName: string): SubTypeKind {
  return INDEX.subTypes.get(normalizeName(subTypeName)) ?? INDEX.buttonTypes.get(normalizeName(buttonTypeName)) ?? 'other';
}

/** A button field's role from its name; `other` when the name is unknown. */
export function fieldRole(name: string): FieldRole {
  return INDEX.fieldRoles.get(normalizeName(name)) ?? 'other';
}

/** A caller's names for kinds and roles, per list; it wins over the built-in tables. Names are normalized. */
export interface CatalogMapping {
  readonly templateTypes?: Readonly<Record<string, TemplateTypeKind>> | undefined;
  readonly categories?: Readonly<Record<string, CategoryKind>> | undefined;
  readonly headerTypes?: Readonly<Record<string, HeaderKind>> | undefined;
  readonly interactiveTypes?: Readonly<Record<string, InteractiveKind>> | undefined;
  /** Button sub-types, by the sub-type's own name. */
  readonly subTypes?: Readonly<Record<string, SubTypeKind>> | undefined;
  /** Button fields, by the field's name. */
  readonly fieldRoles?: Readonly<Record<string, FieldRole>> | undefined;
}

/** The lists a name can be unknown in (the keys of `CatalogMapping`). */
export type MappedList = keyof CatalogMapping;

/** An entry whose name neither the tables nor the caller's mapping know, and what it became. */
export interface UnmappedName {
  readonly list: MappedList;
  readonly id: number;
  readonly name: string;
  /** The kind or role it fell back to (`other`, `standard` or `none`). */
  readonly fellBackTo: string;
  /** For a sub-type: its button type's id; for a field: also its sub-type's id. */
  readonly buttonTypeId?: number;
  readonly subTypeId?: number;
}

/** What `mapCatalog` returns. */
export interface MappedCatalog {
  readonly catalog: Catalog;
  /** Every name that fell back, in list order; empty when every name is known. */
  readonly unmapped: readonly UnmappedName[];
}

/** Turns the parsed lookup lists into core's `Catalog` and lists the names that fell back. */
export function mapCatalog(lists: LookupLists, mapping: CatalogMapping = {}): MappedCatalog {
  const unmapped: UnmappedName[] = [];
  const own = {
    templateTypes: normalizedKeys(mapping.templateTypes),
    categories: normalizedKeys(mapping.categories),
    headerTypes: normalizedKeys(mapping.headerTypes),
    interactiveTypes: normalizedKeys(mapping.interactiveTypes),
    subTypes: normalizedKeys(mapping.subTypes),
    fieldRoles: normalizedKeys(mapping.fieldRoles),
  };
  /** The kind of a name: the caller's, else the table's, else the fallback (noted in `unmapped`). */
  function kindOf<K extends string>(
    list: MappedList,
    entry: { readonly id: number; readonly name: string },
    tables: readonly (ReadonlyMap<string, K> | undefined)[],
    fallback: K,
    parents: { readonly buttonTypeId?: number; readonly subTypeId?: number } = {},
    inferred?: K,
  ): K {
    const name = normalizeName(entry.name);
    for (const table of tables) {
      const found = table?.get(name);
      if (found !== undefined) return found;
    }
    // A kind inferred from elsewhere (a sub-type's from its button type's name) is a mapped name too.
    if (inferred !== undefined) return inferred;
    unmapped.push({ list, id: entry.id, name: entry.name, fellBackTo: fallback, ...parents });
    return fallback;
  }

  /** Every entry of a list of id, name and kind. */
  function kinded<K extends string>(
    list: MappedList,
    entries: readonly { readonly id: number; readonly name: string }[],
    tables: readonly (ReadonlyMap<string, K> | undefined)[],
    fallback: K,
  ): { id: number; name: string; kind: K }[] {
    return entries.map((entry) => ({ id: entry.id, name: entry.name, kind: kindOf(list, entry, tables, fallback) }));
  }

  const catalog: Catalog = {
    templateTypes: kinded('templateTypes', lists.templateTypes, [own.templateTypes, INDEX.templateTypes], 'standard'),
    categories: kinded('categories', lists.categories, [own.categories, INDEX.categories], 'other'),
    languages: lists.languages.map(({ id, name, code }) => ({ id, name, code: code ?? '' })),
    headerTypes: kinded('headerTypes', lists.headerTypes, [own.headerTypes, INDEX.headerTypes], 'none'),
    interactiveTypes: kinded('interactiveTypes', lists.interactiveTypes, [own.interactiveTypes, INDEX.interactiveTypes], 'other'),
    buttonTypes: lists.buttonTypes.map((buttonType) => {
      // A button type that holds one kind only names the kind of sub-types whose own name is unknown.
      const byButtonType = INDEX.buttonTypes.get(normalizeName(buttonType.name));
      return {
        id: buttonType.id,
        name: buttonType.name,
        subTypes: buttonType.subTypes.map((subType): ButtonSubTypeEntry => {
          return {
            id: subType.id,
            name: subType.name,
            kind: kindOf('subTypes', subType, [own.subTypes, INDEX.subTypes], 'other', { buttonTypeId: buttonType.id }, byButtonType),
            fields: subType.fields.map(
              (entry): ButtonFieldEntry => ({
                id: entry.id,
                name: entry.name,
                role: kindOf('fieldRoles', entry, [own.fieldRoles, INDEX.fieldRoles], 'other', { buttonTypeId: buttonType.id, subTypeId: subType.id }),
                ...(entry.characterLimit === null ? {} : { characterLimit: entry.characterLimit }),
                ...(entry.options === null ? {} : { options: entry.options.map(({ id, name }) => ({ id, name })) }),
              }),
            ),
          };
        }),
      };
    }),
    dynamicVariableTypes: lists.dynamicVariableTypes.map(({ id, name }) => ({ id, name })),
  };
  return { catalog, unmapped };
}

/** Turns the parsed lookup lists into core's `Catalog`: ids and names kept, kinds and roles assigned. */
export function catalogFromLookups(lists: LookupLists, mapping?: CatalogMapping): Catalog {
  return mapCatalog(lists, mapping).catalog;
}

function normalizedKeys<K extends string>(table: Readonly<Record<string, K>> | undefined): ReadonlyMap<string, K> | undefined {
  if (table === undefined) return undefined;
  return new Map(Object.entries(table).map(([name, kind]) => [normalizeName(name), kind]));
}
