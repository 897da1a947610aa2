import type { SlotPlace } from './template-model.js';

/**
 * Each text that may hold `{{variables}}`, by where it is: its key and the key of its variable rows, both in
 * the same object (spec 2.3 to 2.7). The model reads slots with them; the Standard Schema adapter shows a
 * rows-array issue on its text too.
 */
export const VARIABLE_TEXTS: Readonly<Record<SlotPlace, { readonly text: string; readonly rows: string }>> = {
  header: { text: 'chat_template_header_data_value', rows: 'chat_template_header_variable_data' },
  body: { text: 'chat_template_body_value', rows: 'chat_template_body_variable_data' },
  'carousel header': { text: 'chat_template_carousel_header', rows: 'chat_template_carousel_header_dynamic_variable' },
  'button field': { text: 'chat_template_button_sub_type_field_value', rows: 'chat_template_button_field_data_variable' },
};
