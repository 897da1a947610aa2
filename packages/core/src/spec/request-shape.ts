// The field tables of spec sections 2.1 to 2.7 as data: which JSON types each field takes. The
// `field-type` rule walks a request with it; anything not listed here is left to other rules.
import { VARIABLE_ROW_KEY, VARIABLE_ROW_SAMPLE } from './decisions.js';

/** A JSON type as the spec tables name them. */
export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';

export interface FieldShape {
  readonly types: readonly JsonType[];
  /** Reported by `field-type` when absent. Fields whose absence another rule reports are not marked. */
  readonly required?: boolean;
  /** At least this many items (arrays). */
  readonly minItems?: number;
  /** The shape of an object value. */
  readonly fields?: ObjectShape;
  /** The shape of each array item. */
  readonly items?: FieldShape;
}

export type ObjectShape = Readonly<Record<string, FieldShape>>;

const string: FieldShape = { types: ['string'] };
const number: FieldShape = { types: ['number'] };
const boolean: FieldShape = { types: ['boolean'] };
const nullableNumber: FieldShape = { types: ['number', 'null'] };
const nullableString: FieldShape = { types: ['string', 'null'] };

const variableRow: FieldShape = {
  types: ['object'],
  fields: { [VARIABLE_ROW_KEY]: { types: ['string'], required: true }, [VARIABLE_ROW_SAMPLE]: nullableString },
};
const variableRows: FieldShape = { types: ['array'], items: variableRow };

const buttonField: FieldShape = {
  types: ['object'],
  fields: {
    chat_template_button_sub_type_field_id: { types: ['number'], required: true },
    field_name: string,
    field_type: string,
    field_placeholder: nullableString,
    field_static_value_flag: boolean,
    field_static_value: nullableString,
    field_option_flag: boolean,
    field_character_limit: nullableString,
    field_option_data: { types: ['array'] },
    chat_template_button_sub_type_field_value: { types: ['string', 'array', 'null'] },
    chat_template_button_sub_type_field_option_id: nullableNumber,
    chat_template_button_field_data_variable: variableRows,
  },
};

const buttonItem: FieldShape = {
  types: ['object'],
  fields: {
    chat_template_button_id: nullableNumber,
    flag_allow_tracking: boolean,
    chat_template_button_type_id: { types: ['number'], required: true },
    chat_template_button_data: {
      types: ['array'],
      required: true,
      minItems: 1,
      items: {
        types: ['object'],
        fields: {
          chat_template_button_data_id: nullableNumber,
          chat_template_button_sub_type_id: { types: ['number'], required: true },
          chat_template_button_sub_type_field_data: { types: ['array'], required: true, items: buttonField },
        },
      },
    },
  },
};

const header: FieldShape = {
  types: ['object'],
  fields: {
    chat_template_header_type_id: { types: ['number'], required: true },
    chat_template_header_type_name: nullableString,
    chat_template_header_data: {
      types: ['array'],
      items: {
        types: ['object'],
        fields: {
          chat_template_header_data_value: string,
          chat_template_header_data_id: number,
          chat_template_header_data_cloud_storage_id: number,
          chat_template_header_variable_data: variableRows,
        },
      },
    },
  },
};

const body: FieldShape = {
  types: ['object'],
  fields: {
    chat_template_body_value: string,
    chat_template_body_description: string,
    chat_template_body_variable_data: variableRows,
  },
};

const footer: FieldShape = {
  types: ['object'],
  fields: { chat_template_footer_id: nullableNumber, chat_template_footer_value: string },
};

const buttons: FieldShape = { types: ['array'], items: buttonItem };

const carousel: FieldShape = {
  types: ['object'],
  fields: {
    chat_template_carousel_header: string,
    chat_template_carousel_header_dynamic_variable: variableRows,
    chat_template_carousel_card: {
      types: ['array'],
      items: {
        types: ['object'],
        fields: { chat_template_header: header, chat_template_body: body, chat_template_button: buttons, chat_template_footer: footer },
      },
    },
  },
};

/** Spec 2.2: `chat_template_data`. */
export const TEMPLATE_DATA_SHAPE: ObjectShape = {
  chat_template_data_id: nullableNumber,
  chat_template_name: string,
  chat_template_display_name: string,
  chat_template_description: string,
  chat_language_id: number,
  chat_template_category_id: number,
  chat_template_header: header,
  chat_template_body: body,
  chat_template_footer: footer,
  chat_template_button: buttons,
  chat_template_carousel: carousel,
  chat_template_security_recommendation: boolean,
  chat_template_code_expiration_minutes: number,
};

/** Keys a payload file may carry at its top level beside the spec's fields: `$schema` links it to the JSON Schema. */
export const ROOT_EXTRA_KEYS: readonly string[] = ['$schema'];

/** Spec 2.1: the create request's top level. `chat_template_data` itself is `request-shape`'s to report. */
export const REQUEST_SHAPE: ObjectShape = {
  chat_template_id: nullableNumber,
  provider_integration_chat_id: string,
  chat_template_type_id: nullableNumber,
  flag_named_parameter: boolean,
  chat_template_flag_interactive_message: boolean,
  interactive_type_id: nullableNumber,
  interactive_list_button_text: nullableString,
  chat_template_flag_flow: boolean,
};
