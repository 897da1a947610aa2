// The lookup lists of spec 4 (template types, categories, languages, header types, interactive types,
// button types, dynamic-variable types). The spec says "Exact response shape of the lookup lists ... not
// shown", so these schemas are loose on purpose:
//
// - a list is the envelope's `data` array (a bare JSON array is accepted too);
// - an entry is any object with an id and a name. Each is looked for under the spec's own key for that
//   list first (as the 2.10 record spells it: `chat_template_category_id`, `chat_template_category_name`,
//   `chat_language_abbr`...), then under a plain `id` / `name`; see ENTRY_KEYS. Numeric-string ids are
//   accepted. The entry comes out with every field it had, plus normalized `id` and `name` (and, per
//   list, `code`, `subTypes`, `fields`, `characterLimit`, `options`).
//
// catalog-mapping.ts turns the parsed lists into core's `Catalog`.
import * as v from 'valibot';
import { numericId } from './scalars.js';

/** An entry of any lookup list: at least a numeric id and a name; its other fields are kept. */
export interface LookupEntry {
  readonly id: number;
  readonly name: string;
  readonly [key: string]: unknown;
}

/** A language: `code` is its locale code (`chat_language_abbr`), or null when the list gives none. */
export interface LanguageLookupEntry extends LookupEntry {
  readonly code: string | null;
}

/** A field definition of a button sub-type (spec 2.6's field item, without a value). */
export interface ButtonFieldLookupEntry extends LookupEntry {
  /** `field_character_limit` read as a whole number; null when absent, null or not a number. */
  readonly characterLimit: number | null;
  /** The dropdown options, when `field_option_flag` is true or `field_option_data` holds any; else null. */
  readonly options: LookupEntry[] | null;
}

/** A button sub-type with its field definitions. */
export interface ButtonSubTypeLookupEntry extends LookupEntry {
  readonly fields: ButtonFieldLookupEntry[];
}

/** A button type with its sub-types. */
export interface ButtonTypeLookupEntry extends LookupEntry {
  readonly subTypes: ButtonSubTypeLookupEntry[];
}

/** Where a list's entries keep their id, name and nested lists: spec-style keys first, then plain ones. */
export const ENTRY_KEYS: Readonly<Record<string, { readonly id: readonly string[]; readonly name: readonly string[] }>> = {
  templateTypes: { id: ['chat_template_type_id', 'id'], name: ['chat_template_type_name', 'name'] },
  categories: { id: ['chat_template_category_id', 'id'], name: ['chat_template_category_name', 'name'] },
  languages: { id: ['chat_language_id', 'id'], name: ['chat_language_name', 'name'] },
  headerTypes: { id: ['chat_template_header_type_id', 'id'], name: ['chat_template_header_type_name', 'name'] },
  interactiveTypes: { id: ['interactive_type_id', 'id'], name: ['interactive_type_name', 'name'] },
  buttonTypes: { id: ['chat_template_button_type_id', 'id'], name: ['chat_template_button_type_name', 'name'] },
  buttonSubTypes: { id: ['chat_template_button_sub_type_id', 'id'], name: ['chat_template_button_sub_type_name', 'name'] },
  buttonFields: { id: ['chat_template_button_sub_type_field_id', 'id'], name: ['field_name', 'name'] },
  fieldOptions: {
    id: ['chat_template_button_sub_type_field_option_id', 'field_option_id', 'id'],
    name: ['field_option_value', 'field_option_name', 'name', 'value'],
  },
  dynamicVariableTypes: {
    id: ['chat_template_dynamic_variable_type_id', 'id'],
    name: ['chat_template_dynamic_variable_type_name', 'name'],
  },
};

/** Keys of the nested lists and extra fields. */
const LANGUAGE_CODE_KEYS = ['chat_language_abbr', 'code', 'language_code'] as const;
const SUB_TYPE_LIST_KEYS = ['chat_template_button_sub_type', 'sub_types', 'subTypes'] as const;
const FIELD_LIST_KEYS = ['chat_template_button_sub_type_field', 'fields'] as const;
const OPTION_LIST_KEYS = ['field_option_data', 'options'] as const;
const CHARACTER_LIMIT_KEYS = ['field_character_limit', 'character_limit', 'characterLimit'] as const;

type Raw = Record<string, unknown>;

/** The first key of `keys` whose value is neither absent nor null. */
function firstPresent(raw: Raw, keys: readonly string[]): string | undefined {
  return keys.find((key) => raw[key] !== undefined && raw[key] !== null);
}

function keysOf(list: string): { readonly id: readonly string[]; readonly name: readonly string[] } {
  const keys = ENTRY_KEYS[list];
  if (!keys) throw new Error(`no entry keys for ${list}`);
  return keys;
}

/**
 * An object with an id and a name under one of the list's keys. `entries` checks further keys; `finish`
 * adds the normalized fields of the list from the parsed object.
 */
function entry<TOut extends LookupEntry>(
  list: string,
  entries: v.ObjectEntries,
  finish: (raw: Raw, base: LookupEntry) => TOut,
): v.GenericSchema<unknown, TOut> {
  const keys = keysOf(list);
  const all: v.ObjectEntries = { ...entries };
  for (const key of keys.id) all[key] = v.nullish(numericId);
  for (const key of keys.name) all[key] = v.nullish(v.string());
  return v.pipe(
    v.looseObject(all),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const raw: Raw = dataset.value;
      const idKey = firstPresent(raw, keys.id);
      const nameKey = firstPresent(raw, keys.name);
      if (idKey === undefined) addIssue({ message: `expected an id (${keys.id.join(' or ')})` });
      if (nameKey === undefined) addIssue({ message: `expected a name (${keys.name.join(' or ')})` });
      if (idKey === undefined || nameKey === undefined) return NEVER;
      return finish(raw, { ...raw, id: raw[idKey] as number, name: raw[nameKey] as string });
    }),
  );
}

/** The first present nested list among `keys`, already parsed by its schema; `[]` when none is. */
function nestedList<T>(raw: Raw, keys: readonly string[]): T[] {
  const key = firstPresent(raw, keys);
  return key === undefined ? [] : (raw[key] as T[]);
}

function listEntries(keys: readonly string[], item: v.GenericSchema): v.ObjectEntries {
  return Object.fromEntries(keys.map((key) => [key, v.nullish(v.array(item))]));
}

/** "25", 25 or " 25 " is 25; anything else is no limit. */
function characterLimit(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return null;
}

const plainEntry = (list: string): v.GenericSchema<unknown, LookupEntry> => entry(list, {}, (_raw, base) => base);

const fieldOption: v.GenericSchema<unknown, LookupEntry> = plainEntry('fieldOptions');

const buttonField: v.GenericSchema<unknown, ButtonFieldLookupEntry> = entry(
  'buttonFields',
  {
    ...listEntries(OPTION_LIST_KEYS, fieldOption),
    field_option_flag: v.nullish(v.boolean()),
    ...Object.fromEntries(CHARACTER_LIMIT_KEYS.map((key) => [key, v.nullish(v.union([v.string(), v.number()]))])),
  },
  (raw, base) => {
    const options = nestedList<LookupEntry>(raw, OPTION_LIST_KEYS);
    const limitKey = firstPresent(raw, CHARACTER_LIMIT_KEYS);
    return {
      ...base,
      characterLimit: limitKey === undefined ? null : characterLimit(raw[limitKey]),
      options: raw.field_option_flag === true || options.length > 0 ? options : null,
    };
  },
);

const buttonSubType: v.GenericSchema<unknown, ButtonSubTypeLookupEntry> = entry(
  'buttonSubTypes',
  listEntries(FIELD_LIST_KEYS, buttonField),
  (raw, base) => ({ ...base, fields: nestedList<ButtonFieldLookupEntry>(raw, FIELD_LIST_KEYS) }),
);

/** An entry of the template-type list. */
export const templateTypeEntrySchema: v.GenericSchema<unknown, LookupEntry> = plainEntry('templateTypes');
/** An entry of the category list. */
export const categoryEntrySchema: v.GenericSchema<unknown, LookupEntry> = plainEntry('categories');
/** An entry of the header-type list. */
export const headerTypeEntrySchema: v.GenericSchema<unknown, LookupEntry> = plainEntry('headerTypes');
/** An entry of the interactive-type list. */
export const interactiveTypeEntrySchema: v.GenericSchema<unknown, LookupEntry> = plainEntry('interactiveTypes');
/** An entry of the dynamic-variable-type list. */
export const dynamicVariableTypeEntrySchema: v.GenericSchema<unknown, LookupEntry> = plainEntry('dynamicVariableTypes');

/** An entry of the language list, with its locale code. */
export const languageEntrySchema: v.GenericSchema<unknown, LanguageLookupEntry> = entry(
  'languages',
  Object.fromEntries(LANGUAGE_CODE_KEYS.map((key) => [key, v.nullish(v.string())])),
  (raw, base) => {
    const codeKey = firstPresent(raw, LANGUAGE_CODE_KEYS);
    return { ...base, code: codeKey === undefined ? null : (raw[codeKey] as string) };
  },
);

/** An entry of the button-type list, with its sub-types, their field definitions and dropdown options. */
export const buttonTypeEntrySchema: v.GenericSchema<unknown, ButtonTypeLookupEntry> = entry(
  'buttonTypes',
  listEntries(SUB_TYPE_LIST_KEYS, buttonSubType),
  (raw, base) => ({ ...base, subTypes: nestedList<ButtonSubTypeLookupEntry>(raw, SUB_TYPE_LIST_KEYS) }),
);

/** A lookup answer: the `{ status, data: [...] }` envelope (an empty list is allowed), or a bare array. */
export function lookupListOf<T>(item: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, T[]> {
  const bare: v.GenericSchema<unknown, T[]> = v.array(item);
  const enveloped: v.GenericSchema<unknown, T[]> = v.pipe(
    v.looseObject({ status: v.boolean(), data: v.array(item) }),
    v.transform((envelope) => envelope.data),
  );
  // Chosen by the input rather than with v.union, so that an issue keeps its full path.
  return v.lazy((input) => (Array.isArray(input) ? bare : enveloped));
}
