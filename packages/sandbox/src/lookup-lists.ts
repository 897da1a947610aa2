// The sandbox's lookup lists (spec 4), built from a core `Catalog`. The spec does not show their shape,
// so this is our guess at a plausible one, in the spec's naming (2.6 field items, 2.10 record keys):
// `{ status: true, data: [...] }`, each entry with its spec-style id and name keys, button types nesting
// their sub-types, field definitions and dropdown options. Kinds and roles are not sent (the platform
// would not know ours); the client's catalog mapping reads them back from the names.
import type { ButtonFieldEntry, Catalog } from '@templint/core';
import { API_PATHS } from '@templint/core/internal';
import type { Json } from './json-value.js';

/** The answer of every lookup path, by path. */
export function lookupResponses(catalog: Catalog): ReadonlyMap<string, Json> {
  const list = (data: Json[]): Json => ({ status: true, data });
  return new Map<string, Json>([
    [API_PATHS.templateTypes, list(catalog.templateTypes.map(({ id, name }) => ({ chat_template_type_id: id, chat_template_type_name: name })))],
    [API_PATHS.categories, list(catalog.categories.map(({ id, name }) => ({ chat_template_category_id: id, chat_template_category_name: name })))],
    [
      API_PATHS.languages,
      list(catalog.languages.map(({ id, name, code }) => ({ chat_language_id: id, chat_language_name: name, chat_language_abbr: code }))),
    ],
    [
      API_PATHS.headerTypes,
      list(catalog.headerTypes.map(({ id, name }) => ({ chat_template_header_type_id: id, chat_template_header_type_name: name }))),
    ],
    [API_PATHS.interactiveTypes, list(catalog.interactiveTypes.map(({ id, name }) => ({ interactive_type_id: id, interactive_type_name: name })))],
    [
      API_PATHS.buttonTypes,
      list(
        catalog.buttonTypes.map((buttonType) => ({
          chat_template_button_type_id: buttonType.id,
          chat_template_button_type_name: buttonType.name,
          chat_template_button_sub_type: buttonType.subTypes.map((subType) => ({
            chat_template_button_sub_type_id: subType.id,
            chat_template_button_sub_type_name: subType.name,
            chat_template_button_sub_type_field: subType.fields.map(fieldDefinition),
          })),
        })),
      ),
    ],
    [
      API_PATHS.dynamicVariableTypes,
      list(
        catalog.dynamicVariableTypes.map(({ id, name }) => ({
          chat_template_dynamic_variable_type_id: id,
          chat_template_dynamic_variable_type_name: name,
        })),
      ),
    ],
  ]);
}

/** A field definition as spec 2.6 lists it (without a value): the limit as text, options as a dropdown. */
function fieldDefinition(field: ButtonFieldEntry): Json {
  const options = field.options;
  return {
    chat_template_button_sub_type_field_id: field.id,
    field_name: field.name,
    field_type: options ? 'dropdown' : field.role === 'flow_payload' || field.role === 'flow_input_payload' ? 'object' : 'text',
    field_placeholder: null,
    field_static_value_flag: false,
    field_static_value: null,
    field_option_flag: options !== undefined,
    field_character_limit: field.characterLimit === undefined || field.characterLimit === null ? null : String(field.characterLimit),
    field_option_data: (options ?? []).map(({ id, name }) => ({ chat_template_button_sub_type_field_option_id: id, field_option_value: name })),
  };
}
