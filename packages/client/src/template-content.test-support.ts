// Test support (never shipped: see package.json "files"), the oracle of the round-trip tests against the
// sandbox. "The same template": what a create request (spec 2.1) and a template record (spec 2.10) have in
// common, in one comparable shape. `requestContent(request)` and `recordContent(record)` are deep-equal
// exactly when the record stores what the request sent, for every field the record carries:
//
// - the provider-integration, the machine name (the display name's derived name when none was sent),
//   the description, category id and language id;
// - the interactive flag, interactive type id, Flow flag and list button text;
// - whether it is a carousel, the carousel header text and its variable rows;
// - its parts: one for a normal, authentication or interactive template, one per card for a carousel
//   (in card order; a record's data records are ordered by `chat_template_carousel_variation_id`). A
//   part is its header (type id, and per item the text, cloud storage id and variable rows), its body
//   (text, description, variable rows), its footer text and its buttons (type id, tracking flag, and per
//   data entry the sub-type id and per field the field id, value, option id and variable rows).
//
// Left out, because the record does not carry them (2.10) or carries them in another form: the display
// name, `flag_named_parameter`, the authentication security recommendation and code expiry, the template
// type id (a normal request may omit it, a record always names one), names of types and fields (a
// record's come from the catalog), and every server-assigned id. Absent, null and (for lists) empty mean
// the same: a missing value is `null`, a missing list `[]`, a missing flag `false`.
import { deriveTemplateName } from '@templint/core';
import type { TemplateRecord } from './schemas/template-record.js';

/** A variable row: its key and sample value. */
export interface VariableContent {
  readonly key: string | null;
  readonly sample: string | null;
}

/** A button field: which field definition, and the value set. */
export interface FieldContent {
  readonly fieldId: number | null;
  readonly value: unknown;
  readonly optionId: number | null;
  readonly variables: readonly VariableContent[];
}

/** A button item with its data entries. */
export interface ButtonContent {
  readonly typeId: number | null;
  readonly tracking: boolean;
  readonly entries: readonly { readonly subTypeId: number | null; readonly fields: readonly FieldContent[] }[];
}

/** A header with its data items. */
export interface HeaderContent {
  readonly typeId: number | null;
  readonly items: readonly { readonly value: string | null; readonly cloudStorageId: number | null; readonly variables: readonly VariableContent[] }[];
}

/** The template itself, or one carousel card. */
export interface PartContent {
  readonly header: HeaderContent | null;
  readonly body: { readonly value: string | null; readonly description: string | null; readonly variables: readonly VariableContent[] } | null;
  readonly footer: string | null;
  readonly buttons: readonly ButtonContent[];
}

/** What a request and a record are compared on. */
export interface TemplateContent {
  readonly providerIntegrationChatId: string | null;
  readonly name: string | null;
  readonly description: string | null;
  readonly categoryId: number | null;
  readonly languageId: number | null;
  readonly interactive: boolean;
  readonly interactiveTypeId: number | null;
  readonly flow: boolean;
  readonly listButtonText: string | null;
  readonly carousel: boolean;
  readonly carouselHeader: string | null;
  readonly carouselHeaderVariables: readonly VariableContent[];
  readonly parts: readonly PartContent[];
}

type Json = Readonly<Record<string, unknown>>;

/** The content of a create request (any JSON value; missing parts read as absent). */
export function requestContent(request: unknown): TemplateContent {
  const top = record(request);
  const data = record(top.chat_template_data);
  const carousel = data.chat_template_carousel !== undefined && data.chat_template_carousel !== null;
  const carouselData = record(data.chat_template_carousel);
  const displayName = text(data.chat_template_display_name);
  return {
    providerIntegrationChatId: text(top.provider_integration_chat_id),
    name: text(data.chat_template_name) ?? (displayName === null ? null : deriveTemplateName(displayName)),
    description: text(data.chat_template_description),
    categoryId: number(data.chat_template_category_id),
    languageId: number(data.chat_language_id),
    interactive: top.chat_template_flag_interactive_message === true,
    interactiveTypeId: number(top.interactive_type_id),
    flow: top.chat_template_flag_flow === true,
    listButtonText: text(top.interactive_list_button_text),
    carousel,
    carouselHeader: carousel ? text(carouselData.chat_template_carousel_header) : null,
    carouselHeaderVariables: carousel ? rows(carouselData.chat_template_carousel_header_dynamic_variable) : [],
    parts: carousel ? list(carouselData.chat_template_carousel_card).map(part) : [part(data)],
  };
}

/** The content of a template record (spec 2.10). */
export function recordContent(templateRecord: TemplateRecord): TemplateContent {
  const dataRecords = [...templateRecord.chat_template_data].sort(
    (a, b) => (a.chat_template_carousel_variation_id ?? 0) - (b.chat_template_carousel_variation_id ?? 0),
  );
  const first = dataRecords[0];
  const carousel = dataRecords.some((data) => data.chat_template_carousel_variation_id !== null && data.chat_template_carousel_variation_id !== undefined);
  const interactiveType = record(templateRecord.interactive_type);
  return {
    providerIntegrationChatId: templateRecord.provider_integration_chat_id,
    name: first?.chat_template_name ?? null,
    description: first?.chat_template_description ?? null,
    categoryId: first?.chat_template_category_id ?? null,
    languageId: first?.chat_language_data?.chat_language_id ?? null,
    interactive: templateRecord.chat_template_flag_interactive_message,
    interactiveTypeId: number(interactiveType.interactive_type_id) ?? number(interactiveType.id),
    flow: templateRecord.chat_template_flag_flow,
    listButtonText: templateRecord.interactive_list_button_text,
    carousel,
    carouselHeader: carousel ? templateRecord.chat_carousel_header : null,
    carouselHeaderVariables: carousel ? rows(templateRecord.chat_carousel_header_variable_data) : [],
    parts: dataRecords.map(part),
  };
}

/** A part from a request's template data, a carousel card, or a record's data record (same field names). */
function part(value: unknown): PartContent {
  const source = record(value);
  const header = source.chat_template_header;
  const body = source.chat_template_body;
  const footer = record(source.chat_template_footer);
  return {
    header: header === undefined || header === null ? null : headerContent(record(header)),
    body:
      body === undefined || body === null
        ? null
        : {
            value: text(record(body).chat_template_body_value),
            description: text(record(body).chat_template_body_description),
            variables: rows(record(body).chat_template_body_variable_data),
          },
    footer: text(footer.chat_template_footer_value),
    buttons: list(source.chat_template_button).map(buttonContent),
  };
}

function headerContent(header: Json): HeaderContent {
  return {
    typeId: number(header.chat_template_header_type_id),
    items: list(header.chat_template_header_data).map((item) => {
      const data = record(item);
      return {
        value: text(data.chat_template_header_data_value),
        cloudStorageId: number(data.chat_template_header_data_cloud_storage_id),
        variables: rows(data.chat_template_header_variable_data),
      };
    }),
  };
}

function buttonContent(value: unknown): ButtonContent {
  const button = record(value);
  return {
    typeId: number(button.chat_template_button_type_id),
    tracking: button.flag_allow_tracking === true,
    entries: list(button.chat_template_button_data).map((entryValue) => {
      const entry = record(entryValue);
      return {
        subTypeId: number(entry.chat_template_button_sub_type_id),
        fields: list(entry.chat_template_button_sub_type_field_data).map((fieldValue) => {
          const field = record(fieldValue);
          return {
            fieldId: number(field.chat_template_button_sub_type_field_id),
            value: field.chat_template_button_sub_type_field_value ?? null,
            optionId: number(field.chat_template_button_sub_type_field_option_id),
            variables: rows(field.chat_template_button_field_data_variable),
          };
        }),
      };
    }),
  };
}

function rows(value: unknown): VariableContent[] {
  return list(value).map((item) => {
    const row = record(item);
    return { key: text(row.chat_template_dynamic_variable_key), sample: text(row.chat_template_dynamic_variable_sample_value) };
  });
}

function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A number, or a numeric id sent as a digit string (as a read-form record may). */
function number(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value)) return Number(value);
  return null;
}
