// A typed, read-only view of one create request, built once per validation so that every rule reads
// the same facts without walking unknown JSON again. Anything of the wrong type is simply absent here;
// the `field-type` rule is the one that reports it. Its objects are the request's own when they are plain
// (as JSON.parse makes them), else plain copies of their own properties, so a rule reads `object.key` directly.
import type {
  CategoryKind,
  FieldRole,
  HeaderKind,
  InteractiveKind,
  SubTypeKind,
  TemplateTypeKind,
} from '../catalog/catalog.js';
import type { ButtonKindTraits } from '../catalog/button-kinds.js';
import type { CatalogIndex, IndexedField, IndexedSubType } from '../catalog/catalog-index.js';
import type { JsonPath } from '../diagnostic.js';
import type { JsonObject } from '../internal/json.js';
import type { ParsedPlaceholders } from '../placeholders/parse-placeholders.js';
import type { Place } from './place.js';
import type { RequestFields } from './request-fields.js';
import type { ShapeProblem } from './shape-check.js';

export interface TemplateModel {
  readonly request: unknown;
  /** The request when it is an object. */
  readonly root: JsonObject | undefined;
  /** `chat_template_data` when it is an object. */
  readonly data: JsonObject | undefined;
  readonly catalog: CatalogIndex;
  readonly existingTemplateNames: ReadonlySet<string> | undefined;
  readonly flowIds: ReadonlySet<string> | undefined;
  /** `chat_template_flag_interactive_message === true`. */
  readonly interactive: boolean;
  /** The kind of `interactive_type_id`, when interactive and the id is in the catalog. */
  readonly interactiveKind: InteractiveKind | undefined;
  /** `standard` when no template type is sent; undefined when the id is not in the catalog. */
  readonly templateTypeKind: TemplateTypeKind | undefined;
  readonly categoryKind: CategoryKind | undefined;
  /** `flag_named_parameter === true`. */
  readonly namedParameters: boolean;
  /** The template itself, then each carousel card. */
  readonly sections: readonly Section[];
  readonly carousel: CarouselModel | undefined;
  /** Every text that may hold `{{variables}}`, with its variable rows. */
  readonly slots: readonly VariableSlot[];
  /** Every button (one `chat_template_button_data` entry) of every section. */
  readonly buttons: readonly ButtonModel[];
  /** What does not fit the spec's field tables, from one shared walk. */
  readonly shapeProblems: readonly ShapeProblem[];
  // Facts below are derived on first use and kept on the model: each is computed once per request,
  // however many rules ask (as ESLint's SourceCode keeps its tokens and scopes).
  /** The request's top-level fields, each with its path. */
  readonly fields: RequestFields;
  /** The texts and variable slots the approval authority reviews (none for an interactive template). */
  readonly reviewed: ReviewedTexts;
  /** The template name as sent or as the service would derive it; undefined without a template object. */
  readonly templateName: TemplateNameFacts | undefined;
  /** The placeholders of a text of this model (a footer, a body), parsed once: a variable slot's with the model. */
  placeholdersOf(text: TextValue): ParsedPlaceholders;
}

/**
 * A key of a part as sent, whatever its type: its value (undefined when the key is absent) and its path.
 * For the rules that tell "missing" (theirs to report) from "of the wrong type" (field-type's).
 */
export interface SentValue {
  readonly value: unknown;
  readonly path: JsonPath;
}

/** A string value and where it is. */
export interface TextValue {
  readonly text: string;
  readonly path: JsonPath;
}

/** The template (`chat_template_data`) or one carousel card: the parts of spec 2.3 to 2.6. */
export interface Section {
  readonly place: Place;
  readonly path: JsonPath;
  readonly object: JsonObject;
  /** Index of the carousel card; undefined for the template itself. */
  readonly cardIndex: number | undefined;
  readonly header: HeaderModel | undefined;
  readonly body: PartModel | undefined;
  readonly footer: PartModel | undefined;
  readonly buttons: readonly ButtonModel[];
  /** `chat_template_header` as sent. */
  readonly sentHeader: SentValue;
  /** `chat_template_body` as sent. */
  readonly sentBody: SentValue;
}

export interface HeaderModel {
  readonly place: Place;
  readonly path: JsonPath;
  readonly object: JsonObject;
  readonly typeId: number | undefined;
  /** `none` for type id 0; undefined when the id is not in the catalog. */
  readonly kind: HeaderKind | undefined;
  /** `chat_template_header_type_name` when it is a string: what the sender called the type (`Image`, `PDF`). */
  readonly typeName: string | undefined;
  /** `chat_template_header_data` when it is an array. */
  readonly items: readonly unknown[] | undefined;
  readonly itemsPath: JsonPath;
  /** The first header data item when it is an object. */
  readonly item: JsonObject | undefined;
  readonly itemPath: JsonPath;
  readonly text: TextValue | undefined;
  /** `chat_template_header_data` as sent. */
  readonly sentItems: SentValue;
  /** The first item's `chat_template_header_data_cloud_storage_id` as sent (undefined without a first item). */
  readonly sentStorageId: SentValue;
}

/** A body or a footer. */
export interface PartModel {
  readonly place: Place;
  readonly path: JsonPath;
  readonly object: JsonObject;
  readonly text: TextValue | undefined;
  /** Its text key (`chat_template_body_value`, `chat_template_footer_value`) as sent. */
  readonly sentText: SentValue;
}

export interface CarouselModel {
  readonly place: Place;
  readonly path: JsonPath;
  /** `chat_template_carousel_card` when it is an array. */
  readonly cards: readonly unknown[] | undefined;
  /** `chat_template_carousel_header` when it is a string: the text shown above the cards. */
  readonly header: TextValue | undefined;
  /** The text key (`chat_template_carousel_header`) is sent, whatever its value's type. */
  readonly headerSent: boolean;
  /** Where the text above the cards is, or goes. */
  readonly headerPath: JsonPath;
  /** The cards key is sent (whatever its value's type). */
  readonly cardsSent: boolean;
  readonly cardsPath: JsonPath;
}

export interface ButtonModel {
  readonly place: Place;
  /** Path of the `chat_template_button_data` entry. */
  readonly path: JsonPath;
  /** Path of the button item that holds it. */
  readonly itemPath: JsonPath;
  /** The button item that holds it (several entries may share one item). */
  readonly item: JsonObject;
  readonly cardIndex: number | undefined;
  readonly typeId: number | undefined;
  readonly subTypeId: number | undefined;
  readonly subType: IndexedSubType | undefined;
  readonly kind: SubTypeKind | undefined;
  /** What its kind is, for rules that treat kinds apart (catalog/button-kinds.ts); undefined when the kind is unknown. */
  readonly traits: ButtonKindTraits | undefined;
  readonly fields: readonly ButtonFieldModel[];
}

export interface ButtonFieldModel {
  readonly place: Place;
  readonly path: JsonPath;
  readonly fieldId: number | undefined;
  readonly definition: IndexedField | undefined;
  readonly role: FieldRole | undefined;
  /** `field_name` when it is a string: what the lookup list called the field (`Button text`, `Website URL`). */
  readonly name: string | undefined;
  /** The value key is present and not null. */
  readonly sent: boolean;
  readonly value: unknown;
  readonly valuePath: JsonPath;
  /** `chat_template_button_sub_type_field_option_id` when it is a number. */
  readonly optionId: number | undefined;
}

/** Where a variable slot lives, as messages name it. */
export type SlotPlace = 'header' | 'body' | 'carousel header' | 'button field';

/** A text that may hold `{{variables}}`, with the rows that must describe them. */
export interface VariableSlot {
  readonly place: SlotPlace;
  readonly text: string;
  readonly textPath: JsonPath;
  readonly parsed: ParsedPlaceholders;
  /** The rows when the rows key holds an array; undefined when it is absent or of another type. */
  readonly rows: readonly VariableRow[] | undefined;
  readonly rowsPath: JsonPath;
  /** How many items the rows array holds (objects or not), so a new row goes after them. */
  readonly rowCount: number;
  /** The rows array's key, as messages name it. */
  readonly rowsKey: string;
  /** The button field this slot is, for button-field slots. */
  readonly field: ButtonFieldModel | undefined;
  /** Index of the carousel card the text is in; undefined outside the cards. */
  readonly cardIndex: number | undefined;
}

export interface VariableRow {
  readonly path: JsonPath;
  /** The key with optional braces removed; undefined when the key is not a string. */
  readonly key: string | undefined;
  readonly keyPath: JsonPath;
  readonly sample: unknown;
  readonly samplePath: JsonPath;
}

/** What a message text is to the authority: a template's body, a carousel's text above the cards, a card's body. */
export type MessageTextPlace = 'body' | 'carousel header' | 'card body';

/** A text the authority reviews as message text, with its variables. */
export interface MessageText {
  readonly slot: VariableSlot;
  readonly place: MessageTextPlace;
}

/** What the authority reviews of a template: kept on the model as `model.reviewed`. */
export interface ReviewedTexts {
  /**
   * Every variable slot the authority reviews (header, body, carousel header, button fields): none of an
   * interactive template, which is "validated and stored by the service only" (spec 1 and 3).
   */
  readonly slots: readonly VariableSlot[];
  /** The message texts: the body of a normal template; for a carousel, the text above the cards and each card's body. */
  readonly messages: readonly MessageText[];
}

/** The template name as sent, or as the service would derive it from the display name. */
export interface TemplateNameFacts {
  /** `chat_template_name` when it is a non-empty string. */
  readonly name: string | undefined;
  /** What `deriveTemplateName` gives for the display name, when no name is sent. */
  readonly derived: string | undefined;
  readonly displayName: string | undefined;
}
