import { BUTTON_KINDS, type ButtonKindTraits } from '../catalog/button-kinds.js';
import type { CatalogIndex, IndexedButtonType, IndexedField, IndexedSubType } from '../catalog/catalog-index.js';
import type { CategoryKind, FieldRole, HeaderKind, InteractiveKind, SubTypeKind, TemplateTypeKind } from '../catalog/catalog.js';
import type { JsonPath } from '../diagnostic.js';
import { asId, asPlainObject, type JsonObject } from '../internal/json.js';
import { parsePlaceholders, type ParsedPlaceholders } from '../placeholders/parse-placeholders.js';
import { VARIABLE_ROW_KEY, VARIABLE_ROW_SAMPLE } from '../spec/decisions.js';
import type { Place } from './place.js';
import { readReviewedTexts, type ReviewedTexts } from './approval.js';
import { readRequestFields, type RequestFields } from './request-fields.js';
import { walkRequest, type PartVisitor } from './shape-check.js';
import type { PartName } from '../spec/create-request.js';
import type {
  ButtonDataEntry,
  ButtonFieldItem,
  ButtonItem,
  HeaderDataItem,
  TemplateBody,
  TemplateCarousel,
  TemplateFooter,
  TemplateHeader,
} from '../request-types.js';
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

/**
 * An object of the request as the walk hands it over, read by the keys of its generated type: a key renamed
 * or removed in the description (spec/create-request.ts, then `pnpm schema:update`) fails to compile here.
 */
type Sent<T> = { readonly [K in keyof T]?: unknown };

/** The footer's text key (spec 2.5), as messages name it. */
const FOOTER_TEXT: keyof TemplateFooter = 'chat_template_footer_value';

export interface ModelContext {
  readonly catalog: CatalogIndex;
  readonly existingTemplateNames: ReadonlySet<string> | undefined;
  readonly flowIds: ReadonlySet<string> | undefined;
}

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

  // One walk: the shape problems, and each part of the template handed to the builder as it is met.
  const builder = new ModelBuilder(catalog);
  const shapeProblems = walkRequest(request, builder);
  const { sections, slots, buttons } = builder.finish();

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
    builder.carouselModel,
    slots,
    buttons,
    shapeProblems,
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
    readonly slots: readonly Slot[],
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
    // A variable slot's text was parsed with the model: asked for it, the same parse is the answer.
    this.derivedPlaceholders ??= new Map(this.slots.map((slot) => [slot.textValue, slot.parsed]));
    let parsed = this.derivedPlaceholders.get(text);
    if (!parsed) {
      parsed = parsePlaceholders(text.text);
      this.derivedPlaceholders.set(text, parsed);
    }
    return parsed;
  }
}

/** A section (the template or a card) while the walk is inside it: its parts, and its slots by where they are. */
interface SectionDraft {
  readonly place: Place;
  readonly object: JsonObject;
  readonly cardIndex: number | undefined;
  header: HeaderModel | undefined;
  body: PartModel | undefined;
  footer: PartModel | undefined;
  readonly buttons: ButtonModel[];
  // Slots in the order rules meet them: the buttons' fields, then the header's items, then the body.
  readonly buttonSlots: Slot[];
  readonly headerSlots: Slot[];
  readonly bodySlots: Slot[];
}

interface HeaderDraft {
  readonly place: Place;
  readonly object: JsonObject;
  readonly typeId: number | undefined;
  readonly kind: HeaderKind | undefined;
  readonly items: readonly unknown[] | undefined;
  item: JsonObject | undefined;
  text: TextValue | undefined;
}

interface ButtonItemDraft {
  readonly place: Place;
  readonly object: JsonObject;
  readonly typeId: number | undefined;
  readonly buttonType: IndexedButtonType | undefined;
}

interface ButtonDraft {
  readonly subTypeId: number | undefined;
  readonly subType: IndexedSubType | undefined;
  readonly fields: ButtonFieldModel[];
}

/** The parts whose objects hold a text's variable rows (VARIABLE_TEXTS). */
const ROWS_OWNERS: Readonly<Record<PartName, boolean>> = {
  template: false,
  card: false,
  header: false,
  headerItem: true,
  body: true,
  footer: false,
  buttonItem: false,
  button: false,
  buttonField: true,
  carousel: true,
  variableRow: false,
};

/**
 * Builds the model from the parts the walk hands it. Parts come in the request's key order; the model's
 * lists keep one order whatever that is: the template, then each card; in a section its buttons, header,
 * body and footer; the carousel's own text after the template's and before the cards'.
 */
class ModelBuilder implements PartVisitor {
  carouselModel: CarouselModel | undefined = undefined;
  private template: { readonly section: Section; readonly slots: readonly Slot[] } | undefined = undefined;
  private carouselSlot: Slot | undefined = undefined;
  private readonly cards: { readonly section: Section; readonly slots: readonly Slot[] }[] = [];
  // The template's section stays open while its carousel's cards are walked.
  private readonly openSections: SectionDraft[] = [];
  private header: HeaderDraft | undefined = undefined;
  private buttonItem: ButtonItemDraft | undefined = undefined;
  private button: ButtonDraft | undefined = undefined;
  /**
   * One entry per open part that may hold variable rows (ROWS_OWNERS): its slot when its rows key holds an
   * array. Owners nest (a carousel holds cards), so a row belongs to the innermost one.
   */
  private readonly openOwners: (Slot | undefined)[] = [];

  constructor(private readonly catalog: CatalogIndex) {}

  enter(part: PartName, object: JsonObject, place: Place): void {
    const section = this.openSections.at(-1);
    if (ROWS_OWNERS[part]) this.openOwners.push(undefined);
    switch (part) {
      case 'template':
      case 'card':
        this.openSections.push({
          place,
          object,
          cardIndex: part === 'card' && typeof place.key === 'number' ? place.key : undefined,
          header: undefined,
          body: undefined,
          footer: undefined,
          buttons: [],
          buttonSlots: [],
          headerSlots: [],
          bodySlots: [],
        });
        return;
      case 'header': {
        const sent = object as Sent<TemplateHeader>;
        const typeId = asId(sent.chat_template_header_type_id);
        const itemsValue = sent.chat_template_header_data;
        const kind: HeaderKind | undefined = typeId === 0 ? 'none' : typeId === undefined ? undefined : this.catalog.headerTypes.get(typeId)?.kind;
        this.header = { place, object, typeId, kind, items: Array.isArray(itemsValue) ? itemsValue : undefined, item: undefined, text: undefined };
        return;
      }
      case 'headerItem': {
        const header = this.header;
        if (!header || !section) return;
        // Every item's text is a slot, so a second item's variables are checked too.
        const first = place.key === 0;
        if (first) header.item = object;
        const entryText = (object as Sent<HeaderDataItem>).chat_template_header_data_value;
        if (typeof entryText !== 'string') return;
        const text = new Text(entryText, place, VARIABLE_TEXTS.header.text);
        if (first) header.text = text;
        section.headerSlots.push(this.slot('header', text, object, place, undefined, section.cardIndex));
        return;
      }
      case 'body': {
        if (!section) return;
        const body = partModel(object, place, (object as Sent<TemplateBody>).chat_template_body_value, VARIABLE_TEXTS.body.text);
        section.body = body;
        if (body.text) section.bodySlots.push(this.slot('body', body.text, object, place, undefined, section.cardIndex));
        return;
      }
      case 'footer':
        if (section) section.footer = partModel(object, place, (object as Sent<TemplateFooter>).chat_template_footer_value, FOOTER_TEXT);
        return;
      case 'buttonItem': {
        const typeId = asId((object as Sent<ButtonItem>).chat_template_button_type_id);
        this.buttonItem = { place, object, typeId, buttonType: typeId === undefined ? undefined : this.catalog.buttonTypes.get(typeId) };
        return;
      }
      case 'button': {
        const subTypeId = asId((object as Sent<ButtonDataEntry>).chat_template_button_sub_type_id);
        const buttonType = this.buttonItem?.buttonType;
        const subType = subTypeId === undefined ? undefined : (buttonType ? buttonType.subTypes : this.catalog.subTypes).get(subTypeId);
        this.button = { subTypeId, subType, fields: [] };
        return;
      }
      case 'buttonField': {
        const button = this.button;
        if (!button || !section) return;
        const sent = object as Sent<ButtonFieldItem>;
        const fieldId = asId(sent.chat_template_button_sub_type_field_id);
        const definition = fieldId === undefined ? undefined : button.subType?.fields.get(fieldId);
        const value = sent.chat_template_button_sub_type_field_value;
        const field = new ButtonField(place, object, fieldId, definition, value, asId(sent.chat_template_button_sub_type_field_option_id));
        button.fields.push(field);
        if (typeof value === 'string') {
          const text = new Text(value, place, VARIABLE_TEXTS['button field'].text);
          section.buttonSlots.push(this.slot('button field', text, object, place, field, section.cardIndex));
        }
        return;
      }
      case 'carousel': {
        const sent = object as Sent<TemplateCarousel>;
        const headerValue = sent.chat_template_carousel_header;
        const header = typeof headerValue === 'string' ? new Text(headerValue, place, VARIABLE_TEXTS['carousel header'].text) : undefined;
        if (header) this.carouselSlot = this.slot('carousel header', header, object, place, undefined, undefined);
        const cardsValue = sent.chat_template_carousel_card;
        const cards = Array.isArray(cardsValue) ? cardsValue : undefined;
        this.carouselModel = new Carousel(place, cards, header, Object.hasOwn(object, 'chat_template_carousel_header'), Object.hasOwn(object, 'chat_template_carousel_card'));
        return;
      }
      case 'variableRow': {
        // A row's place is its index in the rows array, whose parent is the object that holds the slot.
        const rowsPlace = place.parent;
        const slot = this.openOwners.at(-1);
        if (!slot?.rows || rowsPlace?.key !== slot.rowsKey || typeof place.key !== 'number') return;
        const key = object[VARIABLE_ROW_KEY];
        slot.rows.push(new Row(slot.rowsPlace, place.key, typeof key === 'string' ? stripBraces(key) : undefined, object[VARIABLE_ROW_SAMPLE]));
        return;
      }
    }
  }

  leave(part: PartName, _object: JsonObject, place: Place): void {
    if (ROWS_OWNERS[part]) this.openOwners.pop();
    switch (part) {
      case 'template':
      case 'card': {
        const draft = this.openSections.pop();
        if (!draft) return;
        const section = new SectionPart(draft.place, draft.object, draft.cardIndex, draft.header, draft.body, draft.footer, draft.buttons);
        const done = { section, slots: draft.buttonSlots.concat(draft.headerSlots, draft.bodySlots) };
        if (part === 'template') this.template = done;
        else this.cards.push(done);
        return;
      }
      case 'header': {
        const header = this.header;
        const section = this.openSections.at(-1);
        if (header && section) section.header = new Header(header.place, header.object, header.typeId, header.kind, header.items, header.item, header.text);
        this.header = undefined;
        return;
      }
      case 'button': {
        const button = this.button;
        const item = this.buttonItem;
        const section = this.openSections.at(-1);
        if (button && item && section) {
          section.buttons.push(new Button(place, item.place, item.object, section.cardIndex, item.typeId, button.subTypeId, button.subType, button.fields));
        }
        this.button = undefined;
        return;
      }
      case 'buttonItem':
        this.buttonItem = undefined;
        return;
      default:
        return;
    }
  }

  /** The sections, slots and buttons in the model's order, once the walk is done. */
  finish(): { sections: Section[]; slots: Slot[]; buttons: ButtonModel[] } {
    const sections: Section[] = [];
    const slots: Slot[] = [];
    const buttons: ButtonModel[] = [];
    const add = (done: { readonly section: Section; readonly slots: readonly Slot[] }): void => {
      sections.push(done.section);
      for (const slot of done.slots) slots.push(slot);
      for (const button of done.section.buttons) buttons.push(button);
    };
    if (this.template) add(this.template);
    if (this.carouselSlot) slots.push(this.carouselSlot);
    for (const card of this.cards) add(card);
    return { sections, slots, buttons };
  }

  /** A text's variable slot; its rows, when its owner's rows key holds an array, come as the walk meets them. */
  private slot(where: SlotPlace, text: TextValue, owner: JsonObject, ownerPlace: Place, field: ButtonFieldModel | undefined, cardIndex: number | undefined): Slot {
    const rowsKey = VARIABLE_TEXTS[where].rows;
    const rowsValue = owner[rowsKey];
    const rows: Row[] | undefined = Array.isArray(rowsValue) ? [] : undefined;
    const slot = new Slot(where, text, parsePlaceholders(text.text), rows, rows ? (rowsValue as readonly unknown[]).length : 0, ownerPlace.at(rowsKey), rowsKey, field, cardIndex);
    if (rows) this.openOwners[this.openOwners.length - 1] = slot;
    return slot;
  }
}

/** Row keys may be written with or without braces (spec 2.4): `{{1}}` and `1` are the same key. */
export function stripBraces(key: string): string {
  return key.startsWith('{{') && key.endsWith('}}') && key.length >= 4 ? key.slice(2, -2) : key;
}

/** A body or footer object, its text given when it is a string. */
function partModel(value: JsonObject, place: Place, text: unknown, valueKey: string): Part {
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
    const name = (this.object as Sent<TemplateHeader>).chat_template_header_type_name;
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
    readonly headerSent: boolean,
    readonly cardsSent: boolean,
  ) {}
  get path(): JsonPath {
    return this.place.path();
  }
  get headerPath(): JsonPath {
    return this.place.path('chat_template_carousel_header');
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
    const name = (this.object as Sent<ButtonFieldItem>).field_name;
    return typeof name === 'string' ? name : undefined;
  }
}

class Slot implements VariableSlot {
  constructor(
    readonly place: SlotPlace,
    readonly textValue: TextValue,
    readonly parsed: ParsedPlaceholders,
    // Filled as the walk meets the rows; read only once the walk is done.
    readonly rows: Row[] | undefined,
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
