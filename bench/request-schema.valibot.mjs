// The create-template request's structure in valibot: the same schema as bench/request-schema.json (the
// JSON types of the spec's field tables 2.1 to 2.7, the two fields 2.1 marks "always" required, nothing
// else), the structural baseline bench/run.mjs compares templint against with `v.safeParse`.
import * as v from 'valibot';

const string = v.optional(v.string());
const number = v.optional(v.number());
const boolean = v.optional(v.boolean());
const nullableNumber = v.optional(v.nullable(v.number()));
const nullableString = v.optional(v.nullable(v.string()));

const variableRow = v.object({
  chat_template_dynamic_variable_key: string,
  chat_template_dynamic_variable_sample_value: string,
});
const variableRows = v.optional(v.array(variableRow));

const header = v.object({
  chat_template_header_type_id: number,
  chat_template_header_type_name: nullableString,
  chat_template_header_data: v.optional(
    v.array(
      v.object({
        chat_template_header_data_value: string,
        chat_template_header_data_id: number,
        chat_template_header_data_cloud_storage_id: number,
        chat_template_header_variable_data: variableRows,
      }),
    ),
  ),
});

const body = v.object({
  chat_template_body_value: string,
  chat_template_body_description: string,
  chat_template_body_variable_data: variableRows,
});

const footer = v.object({
  chat_template_footer_id: nullableNumber,
  chat_template_footer_value: string,
});

const buttonField = v.object({
  chat_template_button_sub_type_field_id: number,
  field_name: string,
  field_type: string,
  field_placeholder: nullableString,
  field_static_value_flag: boolean,
  field_static_value: nullableString,
  field_option_flag: boolean,
  field_character_limit: nullableString,
  field_option_data: v.optional(v.array(v.unknown())),
  chat_template_button_sub_type_field_value: v.optional(v.union([v.string(), v.array(v.unknown())])),
  chat_template_button_sub_type_field_option_id: nullableNumber,
  chat_template_button_field_data_variable: variableRows,
});

const button = v.object({
  chat_template_button_id: nullableNumber,
  flag_allow_tracking: boolean,
  chat_template_button_type_id: number,
  chat_template_button_data: v.optional(
    v.array(
      v.object({
        chat_template_button_data_id: nullableNumber,
        chat_template_button_sub_type_id: number,
        chat_template_button_sub_type_field_data: v.optional(v.array(buttonField)),
      }),
    ),
  ),
});
const buttons = v.optional(v.array(button));

const carousel = v.object({
  chat_template_carousel_header: string,
  chat_template_carousel_header_dynamic_variable: variableRows,
  chat_template_carousel_card: v.optional(
    v.array(
      v.object({
        chat_template_header: v.optional(header),
        chat_template_body: v.optional(body),
        chat_template_button: buttons,
        chat_template_footer: v.optional(footer),
      }),
    ),
  ),
});

const templateData = v.object({
  chat_template_data_id: nullableNumber,
  chat_template_name: string,
  chat_template_display_name: string,
  chat_template_description: string,
  chat_language_id: number,
  chat_template_category_id: number,
  chat_template_header: v.optional(header),
  chat_template_body: v.optional(body),
  chat_template_footer: v.optional(footer),
  chat_template_button: buttons,
  chat_template_carousel: v.optional(carousel),
  chat_template_security_recommendation: boolean,
  chat_template_code_expiration_minutes: v.optional(v.pipe(v.number(), v.integer())),
});

/** Spec 2.1: the create request's top level. */
export const requestSchema = v.object({
  chat_template_id: nullableNumber,
  provider_integration_chat_id: v.string(),
  chat_template_data: templateData,
  chat_template_type_id: nullableNumber,
  flag_named_parameter: boolean,
  chat_template_flag_interactive_message: boolean,
  interactive_type_id: nullableNumber,
  interactive_list_button_text: nullableString,
  chat_template_flag_flow: boolean,
});
