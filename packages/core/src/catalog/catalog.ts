// The normalized reference data of the lookup endpoints (docs/catalog.md). The spec does not show the
// lookup lists' shapes, so this shape is ours; @templint/client builds it from the live endpoints.

/** What a template type is: a simple message or a carousel. */
export const TEMPLATE_TYPE_KINDS = ['standard', 'carousel'] as const;
export type TemplateTypeKind = (typeof TEMPLATE_TYPE_KINDS)[number];
/** What a category means for the rules (authentication selects the OTP rules). */
export const CATEGORY_KINDS = ['marketing', 'utility', 'authentication', 'other'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];
/** What a header type carries. */
export const HEADER_KINDS = ['none', 'text', 'image', 'video', 'document'] as const;
export type HeaderKind = (typeof HEADER_KINDS)[number];
/** The interactive styles of spec 2.9; `other` runs only the general rules. */
export const INTERACTIVE_KINDS = ['reply_buttons', 'list', 'text', 'flow', 'cta_url', 'other'] as const;
export type InteractiveKind = (typeof INTERACTIVE_KINDS)[number];
/** Each interactive style as messages name it: the spec's name in its 2.9 table (`cta_url` is "CTA URL"). */
export const INTERACTIVE_STYLE_NAMES: Readonly<Record<InteractiveKind, string>> = {
  reply_buttons: 'reply buttons',
  list: 'list',
  text: 'text',
  flow: 'flow',
  cta_url: 'CTA URL',
  other: 'other',
};
/** What a button sub-type is, which decides its limits (spec 8). */
export const SUB_TYPE_KINDS = ['website', 'phone', 'quick_reply', 'copy_code', 'offer_code', 'flow', 'catalog', 'open_form', 'other'] as const;
export type SubTypeKind = (typeof SUB_TYPE_KINDS)[number];
/** What a button field holds, which decides its limit (spec 8). */
export const FIELD_ROLES = ['text', 'url', 'phone', 'offer_code', 'flow_id', 'flow_payload', 'flow_input_payload', 'description', 'other'] as const;
export type FieldRole = (typeof FIELD_ROLES)[number];

/** An entry of the template-type list. */
export interface TemplateTypeEntry {
  readonly id: number;
  readonly name: string;
  readonly kind: TemplateTypeKind;
}
/** An entry of the category list. */
export interface CategoryEntry {
  readonly id: number;
  readonly name: string;
  readonly kind: CategoryKind;
}
/** An entry of the language list; `code` is the locale code such as `en_US`. */
export interface LanguageEntry {
  readonly id: number;
  readonly name: string;
  readonly code: string;
}
/** An entry of the header-type list. */
export interface HeaderTypeEntry {
  readonly id: number;
  readonly name: string;
  readonly kind: HeaderKind;
}
/** An entry of the interactive-type list. */
export interface InteractiveTypeEntry {
  readonly id: number;
  readonly name: string;
  readonly kind: InteractiveKind;
}
/** A dropdown option of a button field (spec 2.6 `field_option_data`). */
export interface FieldOptionEntry {
  readonly id: number;
  readonly name: string;
}
/** A field definition of a button sub-type. */
export interface ButtonFieldEntry {
  readonly id: number;
  readonly name: string;
  readonly role: FieldRole;
  /** The platform's own limit for this field, if it states one; it may tighten spec 8, never loosen it. */
  readonly characterLimit?: number | null;
  /** Dropdown options, for fields whose value is chosen from a list. */
  readonly options?: readonly FieldOptionEntry[];
}
/** A button sub-type (visit website, call phone, copy code, ...). */
export interface ButtonSubTypeEntry {
  readonly id: number;
  readonly name: string;
  readonly kind: SubTypeKind;
  readonly fields: readonly ButtonFieldEntry[];
}
/** An entry of the button-type list with its sub-types. */
export interface ButtonTypeEntry {
  readonly id: number;
  readonly name: string;
  readonly subTypes: readonly ButtonSubTypeEntry[];
}
/** An entry of the dynamic-variable-type list. */
export interface DynamicVariableTypeEntry {
  readonly id: number;
  readonly name: string;
}

/** The reference data a request's ids are checked against: the lookup lists, normalized. */
export interface Catalog {
  readonly templateTypes: readonly TemplateTypeEntry[];
  readonly categories: readonly CategoryEntry[];
  readonly languages: readonly LanguageEntry[];
  readonly headerTypes: readonly HeaderTypeEntry[];
  readonly interactiveTypes: readonly InteractiveTypeEntry[];
  readonly buttonTypes: readonly ButtonTypeEntry[];
  readonly dynamicVariableTypes: readonly DynamicVariableTypeEntry[];
}
