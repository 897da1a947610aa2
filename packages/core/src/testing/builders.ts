// Small builders for request fragments in the spec's shapes, so tests and generators read as intent.
// They use the ids of the bundled example catalog (src/catalog/default-catalog.ts).
import { CATALOG_BUTTON_TEXT } from '../spec/limits.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonRecord = Record<string, Json>;

export function row(key: string, sample: string): JsonRecord {
  return { chat_template_dynamic_variable_key: key, chat_template_dynamic_variable_sample_value: sample };
}

export function field(id: number, name: string, value: string, variables?: JsonRecord[]): JsonRecord {
  return {
    chat_template_button_sub_type_field_id: id,
    field_name: name,
    field_type: 'text',
    chat_template_button_sub_type_field_value: value,
    ...(variables ? { chat_template_button_field_data_variable: variables } : {}),
  };
}

export function button(typeId: number, subTypeId: number, fields: JsonRecord[]): JsonRecord {
  return {
    chat_template_button_id: null,
    flag_allow_tracking: false,
    chat_template_button_type_id: typeId,
    chat_template_button_data: [
      { chat_template_button_data_id: null, chat_template_button_sub_type_id: subTypeId, chat_template_button_sub_type_field_data: fields },
    ],
  };
}

/** Ids of the example catalog, named. */
export const ids = {
  templateType: { standard: 1, carousel: 2 },
  category: { marketing: 1, utility: 2, authentication: 3 },
  language: { en_US: 2 },
  headerType: { text: 1, image: 2, video: 3, document: 4 },
  interactiveType: { reply_buttons: 1, list: 2, text: 3, flow: 4, cta_url: 5 },
} as const;

export const buttons = {
  website: (text: string, url: string, variables?: JsonRecord[]): JsonRecord =>
    button(1, 1, [field(1, 'Button text', text), field(2, 'Website URL', url, variables)]),
  phone: (text: string, phone: string): JsonRecord => button(1, 2, [field(4, 'Button text', text), field(5, 'Phone number', phone)]),
  offerCode: (code: string): JsonRecord => button(1, 3, [field(6, 'Button text', 'Copy code'), field(7, 'Offer code', code)]),
  quickReply: (text: string): JsonRecord => button(2, 4, [field(8, 'Button text', text)]),
  flow: (text: string, flowId: string): JsonRecord => button(3, 5, [field(10, 'Button text', text), field(11, 'Flow', flowId)]),
  copyCode: (text = 'Copy code'): JsonRecord => button(4, 6, [field(14, 'Button text', text)]),
  catalog: (text: string = CATALOG_BUTTON_TEXT): JsonRecord => button(5, 7, [field(15, 'Button text', text)]),
  openForm: (text: string): JsonRecord => button(6, 8, [field(16, 'Button text', text)]),
};

export function textHeader(text: string, variables: JsonRecord[] = []): JsonRecord {
  return {
    chat_template_header_type_id: ids.headerType.text,
    chat_template_header_type_name: 'Text',
    chat_template_header_data: [
      {
        chat_template_header_data_id: 0,
        chat_template_header_data_value: text,
        chat_template_header_data_cloud_storage_id: 0,
        chat_template_header_variable_data: variables,
      },
    ],
  };
}

export function mediaHeader(typeId: number, name: string, cloudStorageId: number): JsonRecord {
  return {
    chat_template_header_type_id: typeId,
    chat_template_header_type_name: name,
    chat_template_header_data: [
      {
        chat_template_header_data_id: 0,
        chat_template_header_data_value: '',
        chat_template_header_data_cloud_storage_id: cloudStorageId,
        chat_template_header_variable_data: [],
      },
    ],
  };
}

export function body(text: string, variables: JsonRecord[] = []): JsonRecord {
  return { chat_template_body_value: text, chat_template_body_variable_data: variables };
}

export function footer(text: string): JsonRecord {
  return { chat_template_footer_id: null, chat_template_footer_value: text };
}
