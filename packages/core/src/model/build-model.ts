import { BUTTON_KINDS, type ButtonKindTraits } from '../catalog/button-kinds.js';
import type { CatalogIndex, IndexedField, IndexedSubType } from '../catalog/catalog-index.js';
import type { CategoryKind, FieldRole, HeaderKind, InteractiveKind, SubTypeKind, TemplateTypeKind } from '../catalog/catalog.js';
import type { JsonPath } from '../diagnostic.js';
import { asId, asPlainObject, type JsonObject } from '../internal/json.js';
import { parsePlaceholders, type ParsedPlaceholders } from '../placeholders/parse-placeholders.js';
import { VARIABLE_ROW_KEY, VARIABLE_ROW_SAMPLE } from '../spec/decisions.js';
import { Place, ROOT } from './place.js';
import { readReviewedTexts, type ReviewedTexts } from './approval.js';
import { readRequestFields, type RequestFields } from './request-fields.js';
import { checkShape } from './shape-check.js';
import { VARIABLE_TEXTS } from './variable-texts.js';
import type { ShapeProblem } from './shape-problem.js';
import { readTemplateNameFacts, type TemplateNameFacts } from './template-name.js';
import type {
  ButtonFieldModel,
  ButtonModel,
  CarouselModel,
  HeaderModel,
  PartModel,
  Section,
  SentValue,
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

const DATA = ROOT.at('chat_template_data');
const CAROUSEL = DATA.at('chat_template_carousel');

/** Reads a request of unknown shape into a `TemplateModel`; never throws, never writes to the request. */
export function buildModel(request: unknown, context: ModelContext): TemplateModel {
  const { catalog } = context;
  const root = asPlainObject(request);
  const data = asPlainObject(root?.chat_template_data);

  const interactive = root?.chat_template_flag_interactive_message === true;
  const interactiveId = asId(root?.interactive_type_id);
  const interactiveKind =
    interactive && interactiveId !== undefined ? catalog.interactiveTypes.get(interactiveId)?.kind : undefined;

  const typeValue = root?.chat_template_type_id;
  const typeId = asId(typeValue);
  const templateTypeKind =
    typeValue === undefined || typeValue === null ? 'standard' : typeId === undefined ? undefined : catalog.templateTypes.get(typeId)?.kind;

  const categoryId = data ? asId(data.chat_template_category_id) : undefined;
  const categoryKind = categoryId === undefined ? undefined : catalog.categories.get(categoryId)?.kind;

  const builder = new ModelBuilder(catalog);
  const sections: Section[] = [];
  let carousel: CarouselModel | undefined;
  if (data) {
    sections.push(builder.section(data, DATA, undefined));
    const carouselObject = asPlainObject(data.chat_template_carousel);
    if (carouselObject) carousel = builder.carousel(carouselObject, sections);
  }

  return new RequestModel(
    request,
    root,
    data,
    context,
    interactive,
    interactiveKind,
    templateTypeKind,
    categoryKind,
    sections,
    carousel,
    builder.slots,
    builder.buttons,
    checkShape(request),
  );
}

/** The model: what every rule needs is read eagerly; the rest is derived on first use and kept. */
class RequestModel implements TemplateModel {
  readonly catalog: CatalogIndex;
  readonly existingTemplateNames: ReadonlySet<string> | undefined;
  readonly flowIds: ReadonlySet<string> | undefined;
  readonly namedParameters: boolean;
  private derivedFields: RequestFields | undefined = undefined;
  private derivedReviewed: ReviewedTexts | undefined = undefined;
  private derivedTemplateName: { readonly facts: TemplateNameFacts | undefined } | undefined = undefined;
  private derivedPlaceholders: Map<TextValue, ParsedPlaceholders> | undefined = undefined;

  constructor(
    readonly request: unknown,
    readonly root: JsonObject | undefined,
    readonly data: JsonObject | undefined,
    context: ModelContext,
    readonly interactive: boolean,
    readonly interactiveKind: InteractiveKind | undefined,
    readonly templateTypeKind: TemplateTypeKind | undefined,
    readonly categoryKind: CategoryKind | undefined,
    readonly sections: readonly Section[],
    readonly carousel: CarouselModel | undefined,
    readonly slots: readonly VariableSlot[],
    readonly buttons: readonly ButtonModel[],
    readonly shapeProblems: readonly ShapeProblem[],
  ) {
    this.catalog = context.catalog;
    this.existingTemplateNames = context.existingTemplateNames;
    this.flowIds = context.flowIds;
    this.namedParameters = root?.flag_named_parameter === true;
  }

  get fields(): RequestFields {
    return (this.derivedFields ??= readRequestFields(this.root, this.data));
  }

  get reviewed(): ReviewedTexts {
    return (this.derivedReviewed ??= readReviewedTexts(this));
  }

  get templateName(): TemplateNameFacts | undefined {
    return (this.derivedTemplateName ??= { facts: readTemplateNameFacts(this) }).facts;
  }

  placeholdersOf(text: TextValue): ParsedPlaceholders {
    this.derivedPlaceholders ??= new Map();
    let parsed = this.derivedPlaceholders.get(text);
    if (!parsed) {
      parsed = parsePlaceholders(text.text);
      this.derivedPlaceholders.set(text, parsed);
    }
    return parsed;
  }
}

class ModelBuilder {
  readonly slots: VariableSlot[] = [];
  readonly buttons: ButtonModel[] = [];

  constructor(private readonly catalog: CatalogIndex) {}

  carousel(object: JsonObject, sections: Section[]): CarouselModel {
    const headerValue = object.chat_template_carousel_header;
    let header: TextValue | undefined;
    if (typeof headerValue === 'string') {
      header = new Text(headerValue, CAROUSEL, VARIABLE_TEXTS['carousel header'].text);
      const rows = object.chat_template_carousel_header_dynamic_variable;
      this.slot('carousel header', header, rows, CAROUSEL, undefined, undefined);
    }
    const cardsValue = object.chat_template_carousel_card;
    const cards = Array.isArray(cardsValue) ? cardsValue : undefined;
    const cardsPlace = CAROUSEL.at('chat_template_carousel_card');
    if (cards) {
      for (let index = 0; index < cards.length; index += 1) {
        const card = asPlainObject(cards[index]);
        if (card) sections.push(this.section(card, cardsPlace.at(index), index));
      }
    }
    return new Carousel(CAROUSEL, cards, header, Object.hasOwn(object, 'chat_template_carousel_card'));
  }

  section(object: JsonObject, place: Place, cardIndex: number | undefined): Section {
    const buttons: ButtonModel[] = [];
    const buttonItems = object.chat_template_button;
    if (Array.isArray(buttonItems)) {
      const itemsPlace = place.at('chat_template_button');
      for (let index = 0; index < buttonItems.length; index += 1) {
        const item = asPlainObject(buttonItems[index]);
        if (item) this.buttonItem(item, itemsPlace.at(index), cardIndex, buttons);
      }
    }
    return new SectionPart(
      place,
      object,
      cardIndex,
      this.header(object, place, cardIndex),
      this.body(object, place, cardIndex),
      this.footer(object, place),
      buttons,
    );
  }

  private header(section: JsonObject, sectionPlace: Place, cardIndex: number | undefined): HeaderModel | undefined {
    const value = asPlainObject(section.chat_template_header);
    if (!value) return undefined;
    const place = sectionPlace.at('chat_template_header');
    const typeId = asId(value.chat_template_header_type_id);
    const kind: HeaderKind | undefined = typeId === 0 ? 'none' : typeId === undefined ? undefined : this.catalog.headerTypes.get(typeId)?.kind;
    const itemsValue = value.chat_template_header_data;
    const items = Array.isArray(itemsValue) ? itemsValue : undefined;
    let item: JsonObject | undefined;
    let text: TextValue | undefined;
    if (items) {
      const itemsPlace = place.at('chat_template_header_data');
      // Every item's text is a slot, so a second item's variables are checked too.
      for (let index = 0; index < items.length; index += 1) {
        const entry = asPlainObject(items[index]);
        if (!entry) continue;
        if (index === 0) item = entry;
        const entryText = entry.chat_template_header_data_value;
        if (typeof entryText !== 'string') continue;
        const entryPlace = itemsPlace.at(index);
        const textValue = new Text(entryText, entryPlace, VARIABLE_TEXTS.header.text);
        if (index === 0) text = textValue;
        const rows = entry.chat_template_header_variable_data;
        this.slot('header', textValue, rows, entryPlace, undefined, cardIndex);
      }
    }
    return new Header(place, value, typeId, kind, items, item, text);
  }

  private body(section: JsonObject, sectionPlace: Place, cardIndex: number | undefined): PartModel | undefined {
    const value = asPlainObject(section.chat_template_body);
    if (!value) return undefined;
    const body = part(value, sectionPlace.at('chat_template_body'), value.chat_template_body_value, VARIABLE_TEXTS.body.text);
    if (body.text) {
      const rows = value.chat_template_body_variable_data;
      this.slot('body', body.text, rows, body.place, undefined, cardIndex);
    }
    return body;
  }

  private footer(section: JsonObject, sectionPlace: Place): PartModel | undefined {
    const value = asPlainObject(section.chat_template_footer);
    if (!value) return undefined;
    return part(value, sectionPlace.at('chat_template_footer'), value.chat_template_footer_value, 'chat_template_footer_value');
  }

  private buttonItem(item: JsonObject, itemPlace: Place, cardIndex: number | undefined, sectionButtons: ButtonModel[]): void {
    const typeId = asId(item.chat_template_button_type_id);
    const buttonType = typeId === undefined ? undefined : this.catalog.buttonTypes.get(typeId);
    const entries = item.chat_template_button_data;
    if (!Array.isArray(entries)) return;
    const entriesPlace = itemPlace.at('chat_template_button_data');
    for (let index = 0; index < entries.length; index += 1) {
      const entry = asPlainObject(entries[index]);
      if (!entry) continue;
      const place = entriesPlace.at(index);
      const subTypeId = asId(entry.chat_template_button_sub_type_id);
      const subType = subTypeId === undefined ? undefined : (buttonType ? buttonType.subTypes : this.catalog.subTypes).get(subTypeId);
      const fields: ButtonFieldModel[] = [];
      const fieldItems = entry.chat_template_button_sub_type_field_data;
      if (Array.isArray(fieldItems)) {
        const fieldsPlace = place.at('chat_template_button_sub_type_field_data');
        for (let fieldIndex = 0; fieldIndex < fieldItems.length; fieldIndex += 1) {
          const fieldItem = asPlainObject(fieldItems[fieldIndex]);
          if (!fieldItem) continue;
          const fieldPlace = fieldsPlace.at(fieldIndex);
          const fieldId = asId(fieldItem.chat_template_button_sub_type_field_id);
          const definition = fieldId === undefined ? undefined : subType?.fields.get(fieldId);
          const value = fieldItem.chat_template_button_sub_type_field_value;
          const field = new ButtonField(fieldPlace, fieldItem, fieldId, definition, value, asId(fieldItem.chat_template_button_sub_type_field_option_id));
          fields.push(field);
          if (typeof value === 'string') {
            const rows = fieldItem.chat_template_button_field_data_variable;
            this.slot('button field', new Text(value, fieldPlace, VARIABLE_TEXTS['button field'].text), rows, fieldPlace, field, cardIndex);
          }
        }
      }
      const button = new Button(place, itemPlace, item, cardIndex, typeId, subTypeId, subType, fields);
      sectionButtons.push(button);
      this.buttons.push(button);
    }
  }

  /** A variable slot: its text and the value its owner holds at its place's rows key (read by the caller). */
  private slot(
    where: SlotPlace,
    text: TextValue,
    rowsValue: unknown,
    ownerPlace: Place,
    field: ButtonFieldModel | undefined,
    cardIndex: number | undefined,
  ): void {
    const rowsKey = VARIABLE_TEXTS[where].rows;
    const rowsPlace = ownerPlace.at(rowsKey);
    this.slots.push(
      new Slot(
        where,
        text,
        parsePlaceholders(text.text),
        Array.isArray(rowsValue) ? readRows(rowsValue, rowsPlace) : undefined,
        Array.isArray(rowsValue) ? rowsValue.length : 0,
        rowsPlace,
        rowsKey,
        field,
        cardIndex,
      ),
    );
  }
}

/** The rows that are objects; a row of another type is field-type's to report, and describes nothing. */
function readRows(rows: readonly unknown[], rowsPlace: Place): VariableRow[] {
  const result: VariableRow[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const row = asPlainObject(rows[index]);
    if (!row) continue;
    const key = row[VARIABLE_ROW_KEY];
    result.push(new Row(rowsPlace, index, typeof key === 'string' ? stripBraces(key) : undefined, row[VARIABLE_ROW_SAMPLE]));
  }
  return result;
}

/** Row keys may be written with or without braces (spec 2.4): `{{1}}` and `1` are the same key. */
export function stripBraces(key: string): string {
  return key.startsWith('{{') && key.endsWith('}}') && key.length >= 4 ? key.slice(2, -2) : key;
}

/** A body or footer object, its text given when it is a string. */
function part(value: JsonObject, place: Place, text: unknown, valueKey: string): Part {
  return new Part(place, value, typeof text === 'string' ? new Text(text, place, valueKey) : undefined, valueKey);
}

/** `object[key]` as sent, with its path below the object's place; made only when a rule asks (most never do). */
function sent(object: JsonObject | undefined, objectPlace: Place, key: string): SentValue {
  return { value: object?.[key], path: objectPlace.path(key) };
}

// The model's parts. Paths are getters: spelled out only when a rule reports.

/** A string value, held with its owner's place and its key: no place of its own unless a rule reports. */
class Text implements TextValue {
  constructor(
    readonly text: string,
    private readonly owner: Place,
    private readonly key: string,
  ) {}
  get path(): JsonPath {
    return this.owner.path(this.key);
  }
}

class Part implements PartModel {
  constructor(
    readonly place: Place,
    readonly object: JsonObject,
    readonly text: TextValue | undefined,
    private readonly textKey: string,
  ) {}
  get path(): JsonPath {
    return this.place.path();
  }
  get sentText(): SentValue {
    return sent(this.object, this.place, this.textKey);
  }
}

class Header implements HeaderModel {
  constructor(
    readonly place: Place,
    readonly object: JsonObject,
    readonly typeId: number | undefined,
    readonly kind: HeaderKind | undefined,
    readonly items: readonly unknown[] | undefined,
    readonly item: JsonObject | undefined,
    readonly text: TextValue | undefined,
  ) {}
  get path(): JsonPath {
    return this.place.path();
  }
  get itemsPath(): JsonPath {
    return this.place.path('chat_template_header_data');
  }
  get itemPath(): JsonPath {
    return this.place.path('chat_template_header_data', 0);
  }
  get sentItems(): SentValue {
    return sent(this.object, this.place, 'chat_template_header_data');
  }
  get typeName(): string | undefined {
    const name = this.object.chat_template_header_type_name;
    return typeof name === 'string' ? name : undefined;
  }
  get sentStorageId(): SentValue {
    return sent(this.item, this.place.at('chat_template_header_data').at(0), 'chat_template_header_data_cloud_storage_id');
  }
}

class SectionPart implements Section {
  constructor(
    readonly place: Place,
    readonly object: JsonObject,
    readonly cardIndex: number | undefined,
    readonly header: HeaderModel | undefined,
    readonly body: PartModel | undefined,
    readonly footer: PartModel | undefined,
    readonly buttons: readonly ButtonModel[],
  ) {}
  get path(): JsonPath {
    return this.place.path();
  }
  get sentHeader(): SentValue {
    return sent(this.object, this.place, 'chat_template_header');
  }
  get sentBody(): SentValue {
    return sent(this.object, this.place, 'chat_template_body');
  }
}

class Carousel implements CarouselModel {
  constructor(
    readonly place: Place,
    readonly cards: readonly unknown[] | undefined,
    readonly header: TextValue | undefined,
    readonly cardsSent: boolean,
  ) {}
  get path(): JsonPath {
    return this.place.path();
  }
  get cardsPath(): JsonPath {
    return this.place.path('chat_template_carousel_card');
  }
}

class Button implements ButtonModel {
  readonly kind: SubTypeKind | undefined;
  readonly traits: ButtonKindTraits | undefined;
  constructor(
    readonly place: Place,
    readonly itemPlace: Place,
    readonly item: JsonObject,
    readonly cardIndex: number | undefined,
    readonly typeId: number | undefined,
    readonly subTypeId: number | undefined,
    readonly subType: IndexedSubType | undefined,
    readonly fields: readonly ButtonFieldModel[],
  ) {
    this.kind = subType?.entry.kind;
    this.traits = this.kind === undefined ? undefined : BUTTON_KINDS[this.kind];
  }
  get path(): JsonPath {
    return this.place.path();
  }
  get itemPath(): JsonPath {
    return this.itemPlace.path();
  }
}

class ButtonField implements ButtonFieldModel {
  readonly role: FieldRole | undefined;
  readonly sent: boolean;
  constructor(
    readonly place: Place,
    private readonly object: JsonObject,
    readonly fieldId: number | undefined,
    readonly definition: IndexedField | undefined,
    readonly value: unknown,
    readonly optionId: number | undefined,
  ) {
    this.role = definition?.entry.role;
    this.sent = value !== undefined && value !== null;
  }
  get path(): JsonPath {
    return this.place.path();
  }
  get valuePath(): JsonPath {
    return this.place.path('chat_template_button_sub_type_field_value');
  }
  get name(): string | undefined {
    const name = this.object.field_name;
    return typeof name === 'string' ? name : undefined;
  }
}

class Slot implements VariableSlot {
  constructor(
    readonly place: SlotPlace,
    readonly textValue: TextValue,
    readonly parsed: ParsedPlaceholders,
    readonly rows: readonly VariableRow[] | undefined,
    readonly rowCount: number,
    readonly rowsPlace: Place,
    readonly rowsKey: string,
    readonly field: ButtonFieldModel | undefined,
    readonly cardIndex: number | undefined,
  ) {}
  get text(): string {
    return this.textValue.text;
  }
  get textPath(): JsonPath {
    return this.textValue.path;
  }
  get rowsPath(): JsonPath {
    return this.rowsPlace.path();
  }
}

/** A variable row, held with its array's place and its index (the rows of a slot share that place). */
class Row implements VariableRow {
  constructor(
    private readonly rowsPlace: Place,
    private readonly index: number,
    readonly key: string | undefined,
    readonly sample: unknown,
  ) {}
  get path(): JsonPath {
    return this.rowsPlace.path(this.index);
  }
  get keyPath(): JsonPath {
    return this.rowsPlace.path(this.index, VARIABLE_ROW_KEY);
  }
  get samplePath(): JsonPath {
    return this.rowsPlace.path(this.index, VARIABLE_ROW_SAMPLE);
  }
}
