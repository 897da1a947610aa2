// The template record of spec 2.10, as the read operation and the create operation return it.
//
// How strict: the fields of the 2.10 table are required, with the types the table gives. The nested
// read-form parts (data records, header, body, footer, buttons, fields), which the spec lists by name
// ("adds ...") rather than in tables, are loose: every field is optional and may be null, a field with a
// type in the spec (2.2 to 2.6 or 2.10) is checked for it when present, and a field the spec only names is
// `unknown`. Unknown fields are kept everywhere. Numeric ids may come as digit strings ("numeric ids
// appear as strings in places") and always come out as numbers.
//
// The types are written out rather than inferred with `v.InferOutput`, because `isolatedDeclarations`
// (house style, section 6) needs every exported value's type spelled out; `recordSchema<T>()` makes the
// compiler hold each schema's inferred output and its type to the same named fields, with types that fit
// both ways, so the two cannot drift (a field the spec only names is in both, as `unknown`).
import * as v from 'valibot';
import { recordSchema } from './record-schema.js';
import { numericId, stringId, timestamp } from './scalars.js';

/** A variable row (spec 2.3, 2.4): a key and a sample value. */
export interface VariableRow {
  readonly chat_template_dynamic_variable_key?: string | null | undefined;
  readonly chat_template_dynamic_variable_sample_value?: string | null | undefined;
  readonly [key: string]: unknown;
}

/** A field item of a button data entry, read form (spec 2.6 plus the 2.10 additions). */
export interface ButtonFieldRecord {
  readonly chat_template_button_sub_type_field_id?: number | null | undefined;
  readonly field_name?: string | null | undefined;
  readonly field_type?: string | null | undefined;
  readonly field_placeholder?: string | null | undefined;
  readonly field_static_value_flag?: boolean | null | undefined;
  readonly field_static_value?: string | null | undefined;
  readonly field_option_flag?: boolean | null | undefined;
  /** "character limit as text"; a number is accepted too. */
  readonly field_character_limit?: string | number | null | undefined;
  readonly field_option_data?: unknown[] | null | undefined;
  /** A string, or an array for object-type fields. */
  readonly chat_template_button_sub_type_field_value?: unknown;
  readonly chat_template_button_sub_type_field_option_id?: number | null | undefined;
  readonly chat_template_button_field_data_variable?: VariableRow[] | null | undefined;
  readonly chat_template_button_field_data_id?: number | null | undefined;
  readonly chat_template_button_data_id?: number | null | undefined;
  readonly chat_template_button_field_data_flag_deleted?: unknown;
  readonly chat_template_button_sub_type_field_payload_key?: unknown;
  readonly field_option_value?: unknown;
  readonly field_provider_key_name?: unknown;
  readonly [key: string]: unknown;
}

/** A data entry of a button item, read form. */
export interface ButtonDataRecord {
  readonly chat_template_button_data_id?: number | null | undefined;
  readonly chat_template_button_sub_type_id?: number | null | undefined;
  readonly chat_template_button_sub_type_field_data?: ButtonFieldRecord[] | null | undefined;
  readonly chat_template_button_id?: number | null | undefined;
  readonly added_by_change_log_id?: number | null | undefined;
  readonly history_id?: number | null | undefined;
  readonly tracking_config_id?: number | null | undefined;
  readonly chat_template_button_data_flag_deleted?: unknown;
  readonly chat_template_button_sub_type_name?: unknown;
  readonly chat_template_button_type_name?: unknown;
  readonly flag_allow_tracking?: unknown;
  readonly [key: string]: unknown;
}

/** A button item, read form: its type id may be a string; `chat_template_button_index` is its position. */
export interface ButtonRecord {
  readonly chat_template_button_id?: number | null | undefined;
  readonly flag_allow_tracking?: boolean | null | undefined;
  readonly chat_template_button_type_id?: number | null | undefined;
  readonly chat_template_button_data?: ButtonDataRecord[] | null | undefined;
  readonly chat_template_button_index?: number | null | undefined;
  readonly chat_template_carousel_variation_id?: number | null | undefined;
  readonly tracking_config_id?: number | null | undefined;
  readonly chat_template_button_type_name?: unknown;
  readonly [key: string]: unknown;
}

/** An item of a header's `chat_template_header_data`, read form. */
export interface HeaderDataRecord {
  readonly chat_template_header_data_id?: number | null | undefined;
  readonly chat_template_header_data_value?: string | null | undefined;
  readonly chat_template_header_data_cloud_storage_id?: number | null | undefined;
  readonly chat_template_header_variable_data?: VariableRow[] | null | undefined;
  readonly chat_template_carousel_variation_id?: number | null | undefined;
  readonly [key: string]: unknown;
}

/** A header, read form. */
export interface HeaderRecord {
  readonly chat_template_header_id?: number | null | undefined;
  readonly chat_template_header_type_id?: number | null | undefined;
  readonly chat_template_header_type_name?: string | null | undefined;
  readonly chat_template_header_data?: HeaderDataRecord[] | null | undefined;
  readonly [key: string]: unknown;
}

/** A body, read form. */
export interface BodyRecord {
  readonly chat_template_body_id?: number | null | undefined;
  readonly chat_template_body_value?: string | null | undefined;
  readonly chat_template_body_description?: string | null | undefined;
  readonly chat_template_body_variable_data?: VariableRow[] | null | undefined;
  readonly chat_template_carousel_variation_id?: number | null | undefined;
  readonly [key: string]: unknown;
}

/** A footer, read form. */
export interface FooterRecord {
  readonly chat_template_footer_id?: number | null | undefined;
  readonly chat_template_footer_value?: string | null | undefined;
  readonly [key: string]: unknown;
}

/** A data record of `chat_template_data`: the template, or for a carousel one card (its variation). */
export interface DataRecord {
  readonly chat_template_data_id: number;
  readonly chat_template_name: string;
  readonly chat_template_description?: string | null | undefined;
  readonly chat_template_category_id?: number | null | undefined;
  readonly chat_template_category_name?: unknown;
  readonly chat_template_carousel_variation_id?: number | null | undefined;
  readonly chat_language_data?:
    | {
        readonly chat_language_id?: number | null | undefined;
        readonly chat_language_name?: unknown;
        readonly chat_language_abbr?: unknown;
        readonly [key: string]: unknown;
      }
    | null
    | undefined;
  readonly chat_template_header?: HeaderRecord | null | undefined;
  readonly chat_template_body?: BodyRecord | null | undefined;
  readonly chat_template_footer?: FooterRecord | null | undefined;
  readonly chat_template_button?: ButtonRecord[] | null | undefined;
  readonly [key: string]: unknown;
}

/** `chat_template_metadata`: where a normal or carousel template's approval status lives (spec 3). */
export interface TemplateMetadata {
  readonly chat_template_metadata_id: number;
  /** The template's id at the approval authority. */
  readonly provider_chat_template_id: string;
  readonly provider_chat_template_status_id: number;
  /** For example `Pending` right after create. */
  readonly provider_chat_template_status_name: string;
  /** Why the approval authority rejected it, if it did. */
  readonly chat_template_metadata_error_reason: string | null;
  readonly [key: string]: unknown;
}

/** A template record (spec 2.10). */
export interface TemplateRecord {
  readonly chat_template_id: number;
  readonly provider_integration_chat_id: string;
  readonly user_assignment_id: string;
  readonly username: string;
  readonly updated_at_timestamp: string;
  readonly chat_template_flag_interactive_message: boolean;
  readonly chat_template_flag_flow: boolean;
  readonly interactive_type: Readonly<Record<string, unknown>> | null;
  readonly interactive_list_button_text: string | null;
  readonly chat_carousel_header: string | null;
  readonly chat_carousel_header_variable_data: VariableRow[];
  readonly chat_template_type: { readonly chat_template_type_id: number; readonly name: string; readonly [key: string]: unknown };
  /**
   * The approval status. `null` only for an interactive template, which is not submitted to the approval
   * authority (spec 3); the spec does not show what an interactive record holds here.
   */
  readonly chat_template_metadata: TemplateMetadata | null;
  readonly chat_template_data: DataRecord[];
  readonly flag_allow_tracking: boolean;
  readonly [key: string]: unknown;
}

/** A field the spec names without a type: any value, or none (listed so the record type and the schema name the same fields). */
const named = v.optional(v.unknown());

/** An optional field that may also be null (typed as valibot's nullish schema, so the key is optional in its object's output). */
function maybe<TInput, TOutput>(schema: v.GenericSchema<TInput, TOutput>): v.NullishSchema<v.GenericSchema<TInput, TOutput>, undefined> {
  return v.nullish(schema);
}

const variableRow: v.GenericSchema<unknown, VariableRow> = recordSchema<VariableRow>()(v.looseObject({
  chat_template_dynamic_variable_key: maybe(v.string()),
  chat_template_dynamic_variable_sample_value: maybe(v.string()),
}));

const buttonField: v.GenericSchema<unknown, ButtonFieldRecord> = recordSchema<ButtonFieldRecord>()(v.looseObject({
  chat_template_button_sub_type_field_id: maybe(numericId),
  field_name: maybe(v.string()),
  field_type: maybe(v.string()),
  field_placeholder: maybe(v.string()),
  field_static_value_flag: maybe(v.boolean()),
  field_static_value: maybe(v.string()),
  field_option_flag: maybe(v.boolean()),
  field_character_limit: maybe(v.union([v.string(), v.number()])),
  field_option_data: maybe(v.array(v.unknown())),
  chat_template_button_sub_type_field_option_id: maybe(numericId),
  chat_template_button_sub_type_field_value: named,
  chat_template_button_field_data_variable: maybe(v.array(variableRow)),
  chat_template_button_field_data_id: maybe(numericId),
  chat_template_button_data_id: maybe(numericId),
  chat_template_button_field_data_flag_deleted: named,
  chat_template_button_sub_type_field_payload_key: named,
  field_option_value: named,
  field_provider_key_name: named,
}));

const buttonData: v.GenericSchema<unknown, ButtonDataRecord> = recordSchema<ButtonDataRecord>()(v.looseObject({
  chat_template_button_data_id: maybe(numericId),
  chat_template_button_sub_type_id: maybe(numericId),
  chat_template_button_sub_type_field_data: maybe(v.array(buttonField)),
  chat_template_button_id: maybe(numericId),
  added_by_change_log_id: maybe(numericId),
  history_id: maybe(numericId),
  tracking_config_id: maybe(numericId),
  chat_template_button_data_flag_deleted: named,
  chat_template_button_sub_type_name: named,
  chat_template_button_type_name: named,
  flag_allow_tracking: named,
}));

const button: v.GenericSchema<unknown, ButtonRecord> = recordSchema<ButtonRecord>()(v.looseObject({
  chat_template_button_id: maybe(numericId),
  flag_allow_tracking: maybe(v.boolean()),
  chat_template_button_type_id: maybe(numericId),
  chat_template_button_data: maybe(v.array(buttonData)),
  chat_template_button_index: maybe(numericId),
  chat_template_carousel_variation_id: maybe(numericId),
  tracking_config_id: maybe(numericId),
  chat_template_button_type_name: named,
}));

const headerData: v.GenericSchema<unknown, HeaderDataRecord> = recordSchema<HeaderDataRecord>()(v.looseObject({
  chat_template_header_data_id: maybe(numericId),
  chat_template_header_data_value: maybe(v.string()),
  chat_template_header_data_cloud_storage_id: maybe(numericId),
  chat_template_header_variable_data: maybe(v.array(variableRow)),
  chat_template_carousel_variation_id: maybe(numericId),
}));

const header: v.GenericSchema<unknown, HeaderRecord> = recordSchema<HeaderRecord>()(v.looseObject({
  chat_template_header_id: maybe(numericId),
  chat_template_header_type_id: maybe(numericId),
  chat_template_header_type_name: maybe(v.string()),
  chat_template_header_data: maybe(v.array(headerData)),
}));

const body: v.GenericSchema<unknown, BodyRecord> = recordSchema<BodyRecord>()(v.looseObject({
  chat_template_body_id: maybe(numericId),
  chat_template_body_value: maybe(v.string()),
  chat_template_body_description: maybe(v.string()),
  chat_template_body_variable_data: maybe(v.array(variableRow)),
  chat_template_carousel_variation_id: maybe(numericId),
}));

const footer: v.GenericSchema<unknown, FooterRecord> = recordSchema<FooterRecord>()(v.looseObject({
  chat_template_footer_id: maybe(numericId),
  chat_template_footer_value: maybe(v.string()),
}));

const dataRecord: v.GenericSchema<unknown, DataRecord> = recordSchema<DataRecord>()(v.looseObject({
  chat_template_data_id: numericId,
  chat_template_name: v.string(),
  chat_template_description: maybe(v.string()),
  chat_template_category_id: maybe(numericId),
  chat_template_category_name: named,
  chat_template_carousel_variation_id: maybe(numericId),
  chat_language_data: maybe(v.looseObject({ chat_language_id: maybe(numericId), chat_language_name: named, chat_language_abbr: named })),
  chat_template_header: maybe(header),
  chat_template_body: maybe(body),
  chat_template_footer: maybe(footer),
  chat_template_button: maybe(v.array(button)),
}));

const metadata: v.GenericSchema<unknown, TemplateMetadata> = recordSchema<TemplateMetadata>()(v.looseObject({
  chat_template_metadata_id: numericId,
  provider_chat_template_id: stringId,
  provider_chat_template_status_id: numericId,
  provider_chat_template_status_name: v.string(),
  chat_template_metadata_error_reason: v.nullable(v.string()),
}));

/** The message when a normal or carousel record has no approval status. */
const METADATA_REQUIRED = 'expected an object: a template that is not interactive carries its approval status';

/** Spec 2.10's template record. */
export const templateRecordSchema: v.GenericSchema<unknown, TemplateRecord> = recordSchema<TemplateRecord>()(v.pipe(
  v.looseObject({
    chat_template_id: numericId,
    provider_integration_chat_id: v.string(),
    user_assignment_id: stringId,
    username: v.string(),
    updated_at_timestamp: timestamp,
    chat_template_flag_interactive_message: v.boolean(),
    chat_template_flag_flow: v.boolean(),
    interactive_type: v.nullable(v.looseObject({})),
    interactive_list_button_text: v.nullable(v.string()),
    chat_carousel_header: v.nullable(v.string()),
    chat_carousel_header_variable_data: v.array(variableRow),
    chat_template_type: v.looseObject({ chat_template_type_id: numericId, name: v.string() }),
    chat_template_metadata: v.nullable(metadata),
    chat_template_data: v.array(dataRecord),
    flag_allow_tracking: v.boolean(),
  }),
  v.forward(
    v.check((record) => record.chat_template_metadata !== null || record.chat_template_flag_interactive_message, METADATA_REQUIRED),
    ['chat_template_metadata'],
  ),
));
