import type { CatalogIndex } from '../catalog/catalog-index.js';
import type { JsonPath } from '../diagnostic.js';
import { asId, isObject, own, type JsonObject } from '../internal/json.js';
import { parsePlaceholders } from '../placeholders/parse-placeholders.js';
import { VARIABLE_ROW_KEY, VARIABLE_ROW_SAMPLE } from '../spec/decisions.js';
import type {
  ButtonFieldModel,
  ButtonModel,
  CarouselModel,
  HeaderModel,
  PartModel,
  Section,
  SlotPlace,
  TemplateModel,
  TextValue,
  VariableRow,
  VariableSlot,
} from './template-model.js';

export interface ModelContext {
  readonly catalog: CatalogIndex;
  readonly existingTemplateNames: ReadonlySet<string> | undefined;
  readonly flowIds: ReadonlySet<string> | undefined;
}

const DATA_PATH: JsonPath = ['chat_template_data'];
const CAROUSEL_PATH: JsonPath = [...DATA_PATH, 'chat_template_carousel'];

/** Reads a request of unknown shape into a `TemplateModel`; never throws, never writes to the request. */
export function buildModel(request: unknown, context: ModelContext): TemplateModel {
  const { catalog } = context;
  const root = isObject(request) ? request : undefined;
  const dataValue = root ? own(root, 'chat_template_data') : undefined;
  const data = isObject(dataValue) ? dataValue : undefined;

  const interactive = root !== undefined && own(root, 'chat_template_flag_interactive_message') === true;
  const interactiveId = root ? asId(own(root, 'interactive_type_id')) : undefined;
  const interactiveKind =
    interactive && interactiveId !== undefined ? catalog.interactiveTypes.get(interactiveId)?.kind : undefined;

  const typeValue = root ? own(root, 'chat_template_type_id') : undefined;
  const typeId = asId(typeValue);
  const templateTypeKind =
    typeValue === undefined || typeValue === null ? 'standard' : typeId === undefined ? undefined : catalog.templateTypes.get(typeId)?.kind;

  const categoryId = data ? asId(own(data, 'chat_template_category_id')) : undefined;
  const categoryKind = categoryId === undefined ? undefined : catalog.categories.get(categoryId)?.kind;

  const builder = new ModelBuilder(catalog);
  const sections: Section[] = [];
  let carousel: CarouselModel | undefined;
  if (data) {
    sections.push(builder.section(data, DATA_PATH, undefined));
    const carouselValue = own(data, 'chat_template_carousel');
    if (isObject(carouselValue)) carousel = builder.carousel(carouselValue, sections);
  }

  return {
    request,
    root,
    data,
    catalog,
    existingTemplateNames: context.existingTemplateNames,
    flowIds: context.flowIds,
    interactive,
    interactiveKind,
    templateTypeKind,
    categoryKind,
    namedParameters: root !== undefined && own(root, 'flag_named_parameter') === true,
    sections,
    carousel,
    slots: builder.slots,
    buttons: builder.buttons,
  };
}

class ModelBuilder {
  readonly slots: VariableSlot[] = [];
  readonly buttons: ButtonModel[] = [];

  constructor(private readonly catalog: CatalogIndex) {}

  carousel(object: JsonObject, sections: Section[]): CarouselModel {
    const header = own(object, 'chat_template_carousel_header');
    if (typeof header === 'string') {
      const path = [...CAROUSEL_PATH, 'chat_template_carousel_header'];
      this.slot('carousel header', { text: header, path }, object, [...CAROUSEL_PATH, 'chat_template_carousel_header_dynamic_variable'], 'chat_template_carousel_header_dynamic_variable', undefined);
    }
    const cardsPath = [...CAROUSEL_PATH, 'chat_template_carousel_card'];
    const cardsValue = own(object, 'chat_template_carousel_card');
    const cards = Array.isArray(cardsValue) ? cardsValue : undefined;
    if (cards) {
      cards.forEach((card: unknown, index) => {
        if (isObject(card)) sections.push(this.section(card, [...cardsPath, index], index));
      });
    }
    return { path: CAROUSEL_PATH, cards, cardsPath };
  }

  section(object: JsonObject, path: JsonPath, cardIndex: number | undefined): Section {
    const buttons: ButtonModel[] = [];
    const buttonItems = own(object, 'chat_template_button');
    if (Array.isArray(buttonItems)) {
      buttonItems.forEach((item: unknown, index) => {
        if (isObject(item)) this.buttonItem(item, [...path, 'chat_template_button', index], cardIndex, buttons);
      });
    }
    return {
      path,
      object,
      cardIndex,
      header: this.header(object, path),
      body: this.body(object, path),
      footer: this.part(object, path, 'chat_template_footer', 'chat_template_footer_value'),
      buttons,
    };
  }

  private header(section: JsonObject, sectionPath: JsonPath): HeaderModel | undefined {
    const value = own(section, 'chat_template_header');
    if (!isObject(value)) return undefined;
    const path = [...sectionPath, 'chat_template_header'];
    const typeId = asId(own(value, 'chat_template_header_type_id'));
    const kind = typeId === 0 ? 'none' : typeId === undefined ? undefined : this.catalog.headerTypes.get(typeId)?.kind;
    const itemsPath = [...path, 'chat_template_header_data'];
    const itemsValue = own(value, 'chat_template_header_data');
    const items = Array.isArray(itemsValue) ? itemsValue : undefined;
    const itemPath = [...itemsPath, 0];
    const first: unknown = items?.[0];
    const item = isObject(first) ? first : undefined;
    let text: TextValue | undefined;
    if (items) {
      // Every item's text is a slot, so a second item's variables are checked too.
      items.forEach((entry: unknown, index) => {
        if (!isObject(entry)) return;
        const entryText = own(entry, 'chat_template_header_data_value');
        if (typeof entryText !== 'string') return;
        const entryPath = [...itemsPath, index];
        const textValue = { text: entryText, path: [...entryPath, 'chat_template_header_data_value'] };
        if (index === 0) text = textValue;
        this.slot('header', textValue, entry, [...entryPath, 'chat_template_header_variable_data'], 'chat_template_header_variable_data', undefined);
      });
    }
    return { path, object: value, typeId, kind, items, itemsPath, item, itemPath, text };
  }

  private body(section: JsonObject, sectionPath: JsonPath): PartModel | undefined {
    const body = this.part(section, sectionPath, 'chat_template_body', 'chat_template_body_value');
    const object = own(section, 'chat_template_body');
    if (body?.text && isObject(object)) {
      this.slot('body', body.text, object, [...body.path, 'chat_template_body_variable_data'], 'chat_template_body_variable_data', undefined);
    }
    return body;
  }

  private part(section: JsonObject, sectionPath: JsonPath, key: string, valueKey: string): PartModel | undefined {
    const value = own(section, key);
    if (!isObject(value)) return undefined;
    const path = [...sectionPath, key];
    const text = own(value, valueKey);
    return { path, object: value, text: typeof text === 'string' ? { text, path: [...path, valueKey] } : undefined };
  }

  private buttonItem(item: JsonObject, itemPath: JsonPath, cardIndex: number | undefined, sectionButtons: ButtonModel[]): void {
    const typeId = asId(own(item, 'chat_template_button_type_id'));
    const buttonType = typeId === undefined ? undefined : this.catalog.buttonTypes.get(typeId);
    const entries = own(item, 'chat_template_button_data');
    if (!Array.isArray(entries)) return;
    entries.forEach((entry: unknown, index) => {
      if (!isObject(entry)) return;
      const path = [...itemPath, 'chat_template_button_data', index];
      const subTypeId = asId(own(entry, 'chat_template_button_sub_type_id'));
      const subType =
        subTypeId === undefined ? undefined : (buttonType ? buttonType.subTypes : this.catalog.subTypes).get(subTypeId);
      const fields: ButtonFieldModel[] = [];
      const fieldItems = own(entry, 'chat_template_button_sub_type_field_data');
      if (Array.isArray(fieldItems)) {
        fieldItems.forEach((fieldItem: unknown, fieldIndex) => {
          if (!isObject(fieldItem)) return;
          const fieldPath = [...path, 'chat_template_button_sub_type_field_data', fieldIndex];
          const fieldId = asId(own(fieldItem, 'chat_template_button_sub_type_field_id'));
          const definition = fieldId === undefined ? undefined : subType?.fields.get(fieldId);
          const value = own(fieldItem, 'chat_template_button_sub_type_field_value');
          const field: ButtonFieldModel = {
            path: fieldPath,
            fieldId,
            definition,
            role: definition?.entry.role,
            sent: value !== undefined && value !== null,
            value,
            valuePath: [...fieldPath, 'chat_template_button_sub_type_field_value'],
            optionId: asId(own(fieldItem, 'chat_template_button_sub_type_field_option_id')),
          };
          fields.push(field);
          if (typeof value === 'string') {
            this.slot('button field', { text: value, path: field.valuePath }, fieldItem, [...fieldPath, 'chat_template_button_field_data_variable'], 'chat_template_button_field_data_variable', field);
          }
        });
      }
      const button: ButtonModel = {
        path,
        itemPath,
        cardIndex,
        typeId,
        subTypeId,
        subType,
        kind: subType?.entry.kind,
        fields,
      };
      sectionButtons.push(button);
      this.buttons.push(button);
    });
  }

  private slot(
    place: SlotPlace,
    text: TextValue,
    owner: JsonObject,
    rowsPath: JsonPath,
    rowsKey: string,
    field: ButtonFieldModel | undefined,
  ): void {
    const rowsValue = own(owner, rowsKey);
    this.slots.push({
      place,
      text: text.text,
      textPath: text.path,
      parsed: parsePlaceholders(text.text),
      rows: Array.isArray(rowsValue) ? readRows(rowsValue, rowsPath) : undefined,
      rowsPath,
      field,
    });
  }
}

/** The rows that are objects; a row of another type is field-type's to report, and describes nothing. */
function readRows(rows: readonly unknown[], rowsPath: JsonPath): VariableRow[] {
  const result: VariableRow[] = [];
  rows.forEach((row: unknown, index) => {
    if (!isObject(row)) return;
    const path = [...rowsPath, index];
    const key = own(row, VARIABLE_ROW_KEY);
    result.push({
      path,
      key: typeof key === 'string' ? stripBraces(key) : undefined,
      keyPath: [...path, VARIABLE_ROW_KEY],
      sample: own(row, VARIABLE_ROW_SAMPLE),
      samplePath: [...path, VARIABLE_ROW_SAMPLE],
    });
  });
  return result;
}

/** Row keys may be written with or without braces (spec 2.4): `{{1}}` and `1` are the same key. */
export function stripBraces(key: string): string {
  return key.startsWith('{{') && key.endsWith('}}') && key.length >= 4 ? key.slice(2, -2) : key;
}
