// TypeScript types of the create request (spec 2.1 to 2.7), for callers who build requests in code.
// Validation never relies on them: validateTemplate accepts any value and reports what does not fit.

/** Spec 2.4 / 2.3 / 2.7: one variable row (a key, with or without braces, and a sample for the review). */
export interface VariableRowData {
  chat_template_dynamic_variable_key: string;
  chat_template_dynamic_variable_sample_value: string;
}

/** Spec 2.3: an item of `chat_template_header_data` (exactly one per header). */
export interface HeaderDataItem {
  chat_template_header_data_value?: string;
  chat_template_header_data_id?: number;
  chat_template_header_data_cloud_storage_id?: number;
  chat_template_header_variable_data?: VariableRowData[];
}

/** Spec 2.3: a header; type id 0 with a null name means no header. */
export interface TemplateHeader {
  chat_template_header_type_id: number;
  chat_template_header_type_name?: string | null;
  chat_template_header_data: HeaderDataItem[];
}

/** Spec 2.4: the message text and its variable rows. */
export interface TemplateBody {
  chat_template_body_value: string;
  chat_template_body_description?: string;
  chat_template_body_variable_data?: VariableRowData[];
}

/** Spec 2.5. */
export interface TemplateFooter {
  chat_template_footer_id?: number | null;
  chat_template_footer_value: string;
}

/** Spec 2.6: a field of a button sub-type, sent back with its value. */
export interface ButtonFieldItem {
  chat_template_button_sub_type_field_id: number;
  field_name?: string;
  field_type?: string;
  field_placeholder?: string | null;
  field_static_value_flag?: boolean;
  field_static_value?: string | null;
  field_option_flag?: boolean;
  field_character_limit?: string | null;
  field_option_data?: unknown[];
  chat_template_button_sub_type_field_value?: string | unknown[] | null;
  chat_template_button_sub_type_field_option_id?: number | null;
  chat_template_button_field_data_variable?: VariableRowData[];
}

/** Spec 2.6: an entry of `chat_template_button_data` (one button of a sub-type). */
export interface ButtonDataEntry {
  chat_template_button_data_id?: number | null;
  chat_template_button_sub_type_id: number;
  chat_template_button_sub_type_field_data: ButtonFieldItem[];
}

/** Spec 2.6: an element of `chat_template_button`. */
export interface ButtonItem {
  chat_template_button_id?: number | null;
  flag_allow_tracking?: boolean;
  chat_template_button_type_id: number;
  chat_template_button_data: ButtonDataEntry[];
}

/** Spec 2.7: a carousel card, shaped as the template's own parts. */
export interface CarouselCard {
  chat_template_header?: TemplateHeader;
  chat_template_body?: TemplateBody;
  chat_template_button?: ButtonItem[];
  chat_template_footer?: TemplateFooter;
}

/** Spec 2.7. */
export interface TemplateCarousel {
  chat_template_carousel_header?: string;
  chat_template_carousel_header_dynamic_variable?: VariableRowData[];
  chat_template_carousel_card: CarouselCard[];
}

/** Spec 2.2: the template itself. */
export interface TemplateData {
  chat_template_data_id?: number | null;
  chat_template_name?: string;
  chat_template_display_name?: string;
  chat_template_description?: string;
  chat_language_id?: number;
  chat_template_category_id?: number;
  chat_template_header?: TemplateHeader;
  chat_template_body?: TemplateBody;
  chat_template_footer?: TemplateFooter;
  chat_template_button?: ButtonItem[];
  chat_template_carousel?: TemplateCarousel;
  chat_template_security_recommendation?: boolean;
  chat_template_code_expiration_minutes?: number;
}

/** Spec 2.1: the body of the create-template call. */
export interface CreateTemplateRequest {
  chat_template_id?: number | null;
  provider_integration_chat_id: string;
  chat_template_data: TemplateData;
  chat_template_type_id?: number | null;
  flag_named_parameter?: boolean;
  chat_template_flag_interactive_message?: boolean;
  interactive_type_id?: number | null;
  interactive_list_button_text?: string | null;
  chat_template_flag_flow?: boolean;
}
