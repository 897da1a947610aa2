// THE one place that says what a lookup entry means: which `kind` a template type, category, header
// type, interactive type or button sub-type has, and which `role` a button field has, read from the
// entries' names (docs/client.md, "The catalog mapping"). The spec shows the lookup lists' names only in
// prose ("simple message, carousel", "text, image, video, PDF", "list, reply buttons, flow, text, CTA URL
// and others"...), so names are compared after normalizing: lowercase, accents dropped, every run of
// other characters one space, trimmed ("CTA-URL", " cta_url " and "Cta Url" are all `cta url`).
// A name that is not in the tables gets `other` (or, where core has no `other`, the kind that runs the
// fewest rules: `standard` for template types, `none` for header types).
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
import type { ButtonFieldLookupEntry, ButtonTypeLookupEntry, LanguageLookupEntry, LookupEntry } from './schemas/lookup-lists.js';

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

/** Known names (normalized) of each kind; the first name of each kind is the one the sandbox prefers. */
export const KIND_NAMES: {
  readonly templateTypes: Readonly<Partial<Record<TemplateTypeKind, readonly string[]>>>;
  readonly categories: Readonly<Partial<Record<CategoryKind, readonly string[]>>>;
  readonly headerTypes: Readonly<Partial<Record<HeaderKind, readonly string[]>>>;
  readonly interactiveTypes: Readonly<Partial<Record<InteractiveKind, readonly string[]>>>;
  readonly subTypes: Readonly<Partial<Record<SubTypeKind, readonly string[]>>>;
  readonly buttonTypes: Readonly<Partial<Record<SubTypeKind, readonly string[]>>>;
  readonly fieldRoles: Readonly<Partial<Record<FieldRole, readonly string[]>>>;
} = {
  // Anything that is not a carousel is a standard template ("simple message").
  templateTypes: { carousel: ['carousel', 'carousel message', 'carousel template'] },
  categories: {
    marketing: ['marketing'],
    utility: ['utility'],
    authentication: ['authentication', 'authentication otp', 'otp', 'auth'],
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
  },
  // When a sub-type's own name is unknown (the example catalog's quick reply sub-type is "Custom"), a
  // button type that holds one kind only names it. "Call to action" and "Authentication" hold several.
  buttonTypes: {
    quick_reply: ['quick reply', 'quick replies'],
    flow: ['flow', 'flows'],
    catalog: ['catalog', 'view catalog'],
    open_form: ['form', 'open form'],
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

function indexNames<K extends string>(table: Readonly<Partial<Record<K, readonly string[]>>>): ReadonlyMap<string, K> {
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

function field(entry: ButtonFieldLookupEntry): ButtonFieldEntry {
  return {
    id: entry.id,
    name: entry.name,
    role: fieldRole(entry.name),
    ...(entry.characterLimit === null ? {} : { characterLimit: entry.characterLimit }),
    ...(entry.options === null ? {} : { options: entry.options.map(({ id, name }) => ({ id, name })) }),
  };
}

/** Turns the parsed lookup lists into core's `Catalog`: ids and names kept, kinds and roles assigned. */
export function catalogFromLookups(lists: LookupLists): Catalog {
  return {
    templateTypes: lists.templateTypes.map(({ id, name }) => ({ id, name, kind: templateTypeKind(name) })),
    categories: lists.categories.map(({ id, name }) => ({ id, name, kind: categoryKind(name) })),
    languages: lists.languages.map(({ id, name, code }) => ({ id, name, code: code ?? '' })),
    headerTypes: lists.headerTypes.map(({ id, name }) => ({ id, name, kind: headerKind(name) })),
    interactiveTypes: lists.interactiveTypes.map(({ id, name }) => ({ id, name, kind: interactiveKind(name) })),
    buttonTypes: lists.buttonTypes.map((buttonType) => ({
      id: buttonType.id,
      name: buttonType.name,
      subTypes: buttonType.subTypes.map(
        (subType): ButtonSubTypeEntry => ({
          id: subType.id,
          name: subType.name,
          kind: subTypeKind(subType.name, buttonType.name),
          fields: subType.fields.map(field),
        }),
      ),
    })),
    dynamicVariableTypes: lists.dynamicVariableTypes.map(({ id, name }) => ({ id, name })),
  };
}
