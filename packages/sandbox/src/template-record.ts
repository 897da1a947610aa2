// How the sandbox turns a create request it accepted into the template record of spec 2.10.
//
// - One data record for a normal, authentication or interactive template; one per card for a carousel
//   (`chat_template_carousel_variation_id` 1, 2, ... in card order), each with the template's name,
//   description, category and language. The carousel header goes to `chat_carousel_header`.
// - Parts are stored as sent, with the read-form additions of 2.10: ids, names from the catalog, the
//   variation id, button positions. As 2.10 warns that numeric ids "appear as strings in places", the
//   header type id and the button type id are sent as strings (the client must cope).
// - Normal and carousel templates get `chat_template_metadata` with status Pending (spec 3); interactive
//   ones are saved only and get `chat_template_metadata: null` (the spec shows no metadata for them).
import { deriveTemplateName, type Catalog } from '@templint/core';
import type { Json } from './json-value.js';

type JsonObject = Record<string, Json>;

/** The status the approval authority gives a template just submitted (spec 3). */
export const PENDING_STATUS = { id: 1, name: 'Pending' } as const;

/** What the record needs besides the request. */
export interface RecordContext {
  readonly templateId: number;
  readonly catalog: Catalog;
  readonly username: string;
  readonly userAssignmentId: string;
  readonly now: Date;
  /** Hands out the ids of the record's nested parts. */
  readonly nextId: () => number;
}

/** The machine name the sandbox stores: the one sent, or the one derived from the display name. */
export function storedName(request: unknown): string {
  const data = object(object(request).chat_template_data);
  const name = data.chat_template_name;
  if (typeof name === 'string') return name;
  const displayName = data.chat_template_display_name;
  return typeof displayName === 'string' ? deriveTemplateName(displayName) : '';
}

/** The 2.10 record of an accepted create request. */
export function templateRecord(request: unknown, context: RecordContext): JsonObject {
  const top = object(request);
  const data = object(top.chat_template_data);
  const interactive = top.chat_template_flag_interactive_message === true;
  const carousel = isObject(data.chat_template_carousel) ? data.chat_template_carousel : undefined;
  const { catalog } = context;

  const common = (variation: number | null): JsonObject => {
    const categoryId = numberOrNull(data.chat_template_category_id);
    const languageId = numberOrNull(data.chat_language_id);
    const language = catalog.languages.find((entry) => entry.id === languageId);
    return {
      chat_template_data_id: context.nextId(),
      chat_template_name: storedName(request),
      chat_template_description: stringOrNull(data.chat_template_description),
      chat_template_category_id: categoryId,
      chat_template_category_name: catalog.categories.find((entry) => entry.id === categoryId)?.name ?? null,
      chat_template_carousel_variation_id: variation,
      chat_language_data:
        languageId === null
          ? null
          : { chat_language_id: languageId, chat_language_name: language?.name ?? null, chat_language_abbr: language?.code ?? null },
    };
  };

  const dataRecords = carousel
    ? list(carousel.chat_template_carousel_card).map((card, index) => ({ ...common(index + 1), ...parts(object(card), index + 1, context) }))
    : [{ ...common(null), ...parts(data, null, context) }];

  const typeId = numberOrNull(top.chat_template_type_id);
  const templateType =
    catalog.templateTypes.find((entry) => entry.id === typeId) ??
    catalog.templateTypes.find((entry) => entry.kind === (carousel ? 'carousel' : 'standard'));
  const interactiveTypeId = numberOrNull(top.interactive_type_id);
  const interactiveType = catalog.interactiveTypes.find((entry) => entry.id === interactiveTypeId);
  const buttons = dataRecords.flatMap((record) => list(record.chat_template_button));

  return {
    chat_template_id: context.templateId,
    provider_integration_chat_id: stringOrNull(top.provider_integration_chat_id) ?? '',
    user_assignment_id: context.userAssignmentId,
    username: context.username,
    updated_at_timestamp: context.now.toISOString(),
    chat_template_flag_interactive_message: interactive,
    chat_template_flag_flow: top.chat_template_flag_flow === true,
    interactive_type:
      interactive && interactiveTypeId !== null
        ? { interactive_type_id: interactiveTypeId, interactive_type_name: interactiveType?.name ?? null }
        : null,
    interactive_list_button_text: stringOrNull(top.interactive_list_button_text),
    chat_carousel_header: carousel ? stringOrNull(carousel.chat_template_carousel_header) : null,
    chat_carousel_header_variable_data: carousel ? list(carousel.chat_template_carousel_header_dynamic_variable) : [],
    chat_template_type: { chat_template_type_id: templateType?.id ?? typeId ?? 0, name: templateType?.name ?? 'Standard' },
    chat_template_metadata: interactive
      ? null
      : {
          chat_template_metadata_id: context.templateId,
          provider_chat_template_id: String(900_000_000 + context.templateId),
          provider_chat_template_status_id: PENDING_STATUS.id,
          provider_chat_template_status_name: PENDING_STATUS.name,
          chat_template_metadata_error_reason: null,
        },
    chat_template_data: dataRecords,
    flag_allow_tracking: buttons.some((button) => object(button).flag_allow_tracking === true),
  };
}

/** Header, body, footer and buttons of the template or of one card, in the read form. */
function parts(source: JsonObject, variation: number | null, context: RecordContext): JsonObject {
  const { catalog, nextId } = context;
  const header = isObject(source.chat_template_header) ? source.chat_template_header : undefined;
  const body = isObject(source.chat_template_body) ? source.chat_template_body : undefined;
  const footer = isObject(source.chat_template_footer) ? source.chat_template_footer : undefined;
  const headerTypeId = numberOrNull(header?.chat_template_header_type_id);
  return {
    chat_template_header: header
      ? {
          ...header,
          chat_template_header_id: nextId(),
          chat_template_header_type_id: String(headerTypeId ?? 0),
          chat_template_header_type_name:
            catalog.headerTypes.find((entry) => entry.id === headerTypeId)?.name ?? stringOrNull(header.chat_template_header_type_name),
          chat_template_header_data: list(header.chat_template_header_data).map((item) => ({
            ...object(item),
            chat_template_header_data_id: nextId(),
            chat_template_carousel_variation_id: variation,
          })),
        }
      : null,
    chat_template_body: body ? { ...body, chat_template_body_id: nextId(), chat_template_carousel_variation_id: variation } : null,
    chat_template_footer: footer ? { ...footer, chat_template_footer_id: nextId() } : null,
    chat_template_button: list(source.chat_template_button).map((item, index) => {
      const button = object(item);
      const buttonId = nextId();
      const typeId = numberOrNull(button.chat_template_button_type_id);
      const buttonType = catalog.buttonTypes.find((entry) => entry.id === typeId);
      return {
        ...button,
        chat_template_button_id: buttonId,
        chat_template_button_type_id: String(typeId ?? 0),
        chat_template_button_type_name: buttonType?.name ?? null,
        chat_template_button_index: index,
        chat_template_carousel_variation_id: variation,
        tracking_config_id: null,
        chat_template_button_data: list(button.chat_template_button_data).map((entryValue) => {
          const entry = object(entryValue);
          const dataId = nextId();
          const subTypeId = numberOrNull(entry.chat_template_button_sub_type_id);
          const subType = buttonType?.subTypes.find((candidate) => candidate.id === subTypeId);
          return {
            ...entry,
            chat_template_button_data_id: dataId,
            chat_template_button_id: buttonId,
            added_by_change_log_id: null,
            history_id: null,
            chat_template_button_data_flag_deleted: false,
            chat_template_button_sub_type_name: subType?.name ?? null,
            chat_template_button_type_name: buttonType?.name ?? null,
            flag_allow_tracking: button.flag_allow_tracking === true,
            tracking_config_id: null,
            chat_template_button_sub_type_field_data: list(entry.chat_template_button_sub_type_field_data).map((fieldValue) => {
              const field = object(fieldValue);
              const fieldId = numberOrNull(field.chat_template_button_sub_type_field_id);
              const definition = subType?.fields.find((candidate) => candidate.id === fieldId);
              const optionId = numberOrNull(field.chat_template_button_sub_type_field_option_id);
              return {
                ...field,
                chat_template_button_field_data_id: nextId(),
                chat_template_button_data_id: dataId,
                chat_template_button_field_data_flag_deleted: false,
                chat_template_button_sub_type_field_payload_key: null,
                field_option_value: definition?.options?.find((option) => option.id === optionId)?.name ?? null,
                field_provider_key_name: null,
              };
            }),
          };
        }),
      };
    }),
  };
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: unknown): JsonObject {
  return isObject(value as Json) ? (value as JsonObject) : {};
}

function list(value: Json | undefined): Json[] {
  return Array.isArray(value) ? value : [];
}

function numberOrNull(value: Json | undefined): number | null {
  return typeof value === 'number' ? value : null;
}

function stringOrNull(value: Json | undefined): string | null {
  return typeof value === 'string' ? value : null;
}
