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
//
// The request is read through core's model (`readTemplate`): its sections, parts, buttons and fields; the
// record's keys are the sandbox's own (2.10). Where the model holds no fact the record needs (the
// description, a header's sent type name, the button items as a list with their type ids and tracking
// flags, the objects of button entries and fields, the carousel header's rows as sent), it is read from the
// model part's own object, never by walking from the request's root.
import type { Catalog, JsonPath } from '@templint/core';
import { readTemplate, type ButtonModel, type Section, type TemplateModel } from '@templint/core/model';
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

/**
 * The machine name the sandbox stores: the one sent, or the one derived from the display name when none is
 * sent or it is empty (spec 2.2), as core's name rules read it.
 */
export function storedName(model: TemplateModel): string {
  const facts = model.templateName;
  return facts?.name ?? facts?.derived ?? '';
}

/** The 2.10 record of an accepted create request. */
export function templateRecord(request: unknown, context: RecordContext): JsonObject {
  return recordOf(readTemplate(request, { catalog: context.catalog }), context);
}

/** The 2.10 record of an accepted create request, read into core's model by the caller. */
export function recordOf(model: TemplateModel, context: RecordContext): JsonObject {
  const { fields } = model;
  const { catalog } = context;
  const carousel = model.carousel;

  const common = (variation: number | null): JsonObject => {
    const categoryId = numberOrNull(fields.categoryId.value);
    const languageId = numberOrNull(fields.languageId.value);
    const language = catalog.languages.find((entry) => entry.id === languageId);
    return {
      chat_template_data_id: context.nextId(),
      chat_template_name: storedName(model),
      chat_template_description: stringOrNull(model.data?.chat_template_description),
      chat_template_category_id: categoryId,
      chat_template_category_name: catalog.categories.find((entry) => entry.id === categoryId)?.name ?? null,
      chat_template_carousel_variation_id: variation,
      chat_language_data:
        languageId === null
          ? null
          : { chat_language_id: languageId, chat_language_name: language?.name ?? null, chat_language_abbr: language?.code ?? null },
    };
  };

  // The first section is the template itself (absent without a template object); a carousel's records are its cards.
  const [template] = model.sections;
  const dataRecords = carousel
    ? model.sections.flatMap((section) =>
        section.cardIndex === undefined ? [] : [{ ...common(section.cardIndex + 1), ...parts(section, section.cardIndex + 1, context) }],
      )
    : [{ ...common(null), ...parts(template, null, context) }];

  const typeId = numberOrNull(fields.templateTypeId.value);
  const templateType =
    catalog.templateTypes.find((entry) => entry.id === typeId) ??
    catalog.templateTypes.find((entry) => entry.kind === (carousel ? 'carousel' : 'standard'));
  const interactiveTypeId = numberOrNull(fields.interactiveTypeId.value);
  const interactiveType = catalog.interactiveTypes.find((entry) => entry.id === interactiveTypeId);
  const buttons = dataRecords.flatMap((record) => list(record.chat_template_button));
  const carouselHeader = model.slots.find((slot) => slot.place === 'carousel header');

  return {
    chat_template_id: context.templateId,
    provider_integration_chat_id: stringOrNull(fields.providerIntegrationChatId.value) ?? '',
    user_assignment_id: context.userAssignmentId,
    username: context.username,
    updated_at_timestamp: context.now.toISOString(),
    chat_template_flag_interactive_message: model.interactive,
    chat_template_flag_flow: fields.flowFlag.value === true,
    interactive_type:
      model.interactive && interactiveTypeId !== null
        ? { interactive_type_id: interactiveTypeId, interactive_type_name: interactiveType?.name ?? null }
        : null,
    interactive_list_button_text: stringOrNull(fields.interactiveListButtonText.value),
    chat_carousel_header: carousel ? (carouselHeader?.text ?? null) : null,
    // The model parses the carousel header's rows; the record keeps them as sent.
    chat_carousel_header_variable_data: carousel ? list(object(fields.carousel.value).chat_template_carousel_header_dynamic_variable) : [],
    chat_template_type: { chat_template_type_id: templateType?.id ?? typeId ?? 0, name: templateType?.name ?? 'Standard' },
    chat_template_metadata: model.interactive
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

/** Header, body, footer and buttons of the template or of one card (none without a section), in the read form. */
function parts(section: Section | undefined, variation: number | null, context: RecordContext): JsonObject {
  const { catalog, nextId } = context;
  const header = section?.header;
  const body = section?.body;
  const footer = section?.footer;
  const headerTypeId = header?.typeId ?? null;
  return {
    chat_template_header: header
      ? {
          ...asJson(header.object),
          chat_template_header_id: nextId(),
          chat_template_header_type_id: String(headerTypeId ?? 0),
          chat_template_header_type_name:
            catalog.headerTypes.find((entry) => entry.id === headerTypeId)?.name ?? stringOrNull(header.object.chat_template_header_type_name),
          chat_template_header_data: (header.items ?? []).map((item) => ({
            ...object(item),
            chat_template_header_data_id: nextId(),
            chat_template_carousel_variation_id: variation,
          })),
        }
      : null,
    chat_template_body: body ? { ...asJson(body.object), chat_template_body_id: nextId(), chat_template_carousel_variation_id: variation } : null,
    chat_template_footer: footer ? { ...asJson(footer.object), chat_template_footer_id: nextId() } : null,
    // The model's buttons are the entries; the items, with their positions, are the section's as sent.
    chat_template_button: list(section?.object.chat_template_button).map((item, index) =>
      buttonRecord(
        object(item),
        index,
        (section?.buttons ?? []).filter((button) => last(button.itemPath) === index),
        variation,
        context,
      ),
    ),
  };
}

/** One button item in the read form, with its entries (the model's buttons) and their fields. */
function buttonRecord(
  item: JsonObject,
  index: number,
  entries: readonly ButtonModel[],
  variation: number | null,
  context: RecordContext,
): JsonObject {
  const { catalog, nextId } = context;
  const buttonId = nextId();
  const typeId = numberOrNull(item.chat_template_button_type_id);
  const buttonType = catalog.buttonTypes.find((entry) => entry.id === typeId);
  const buttonTypeName = buttonType?.name ?? null;
  return {
    ...item,
    chat_template_button_id: buttonId,
    chat_template_button_type_id: String(typeId ?? 0),
    chat_template_button_type_name: buttonTypeName,
    chat_template_button_index: index,
    chat_template_carousel_variation_id: variation,
    tracking_config_id: null,
    chat_template_button_data: entries.map((button) => {
      const entry = object(list(button.item.chat_template_button_data)[last(button.path)]);
      const dataId = nextId();
      // A sub-type is named only under its own button type (the model also looks one up without it).
      const subType = buttonType ? button.subType : undefined;
      return {
        ...entry,
        chat_template_button_data_id: dataId,
        chat_template_button_id: buttonId,
        added_by_change_log_id: null,
        history_id: null,
        chat_template_button_data_flag_deleted: false,
        chat_template_button_sub_type_name: subType?.entry.name ?? null,
        chat_template_button_type_name: buttonTypeName,
        flag_allow_tracking: item.flag_allow_tracking === true,
        tracking_config_id: null,
        chat_template_button_sub_type_field_data: button.fields.map((field) => {
          const definition = subType ? field.definition : undefined;
          return {
            ...object(list(entry.chat_template_button_sub_type_field_data)[last(field.path)]),
            chat_template_button_field_data_id: nextId(),
            chat_template_button_data_id: dataId,
            chat_template_button_field_data_flag_deleted: false,
            chat_template_button_sub_type_field_payload_key: null,
            field_option_value: definition?.entry.options?.find((option) => option.id === field.optionId)?.name ?? null,
            field_provider_key_name: null,
          };
        }),
      };
    }),
  };
}

/** The index a path ends with (a model part's place in its array). */
function last(path: JsonPath): number {
  const index = path[path.length - 1];
  return typeof index === 'number' ? index : -1;
}

/** A model part's object as the JSON it was parsed from. */
function asJson(value: Readonly<Record<string, unknown>>): JsonObject {
  return value as JsonObject;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? (value as Json[]) : [];
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
