// fast-check arbitraries of create requests that are valid by construction against the bundled example
// catalog (src/catalog/default-catalog.ts), one per template kind. Every text is assembled from parts of
// known length, so its length as the spec counts it (a code point is 1, a placeholder is 1) is known without
// asking the code under test; some texts are filled to exactly their limit.
import fc from 'fast-check';
import { body, button, field, footer, ids, mediaHeader, row, textHeader, type Json, type JsonRecord } from './builders.js';
import { applyMutation, mutations, type Mutation } from './mutations.js';
import type { FieldRole, HeaderKind, InteractiveKind, SubTypeKind } from '../catalog/catalog.js';
import { defaultCatalog } from '../catalog/default-catalog.js';
import {
  APPROVAL_BODY_MAX_LENGTH,
  APPROVAL_BUTTONS_MAX,
  APPROVAL_CARD_BODY_MAX_LENGTH,
  APPROVAL_CARD_BUTTONS_MAX,
  APPROVAL_CARD_HEADER_KINDS,
  APPROVAL_COPY_CODE_BUTTONS_MAX,
  APPROVAL_FOOTER_MAX_LENGTH,
  APPROVAL_HEADER_MAX_VARIABLES,
  APPROVAL_PHONE_BUTTONS_MAX,
  APPROVAL_WEBSITE_BUTTONS_MAX,
} from '../spec/approval-limits.js';
import { AUTHENTICATION_BODY, AUTHENTICATION_BODY_WITH_SECURITY_RECOMMENDATION, isAuthenticationBodyLanguage } from '../spec/decisions.js';
import {
  AUTHENTICATION_FOOTER_MAX_LENGTH,
  buttonFieldLimit,
  CAROUSEL_MAX_CARDS,
  CAROUSEL_MIN_CARDS,
  CATALOG_BUTTON_TEXT,
  CODE_EXPIRATION_MAX_MINUTES,
  CODE_EXPIRATION_MIN_MINUTES,
  COPY_CODE_TEXTS,
  HEADER_TEXT_MAX_LENGTH,
  INTERACTIVE_BODY_MAX_LENGTH,
  INTERACTIVE_FOOTER_MAX_LENGTH,
  INTERACTIVE_LIST_ROWS,
  INTERACTIVE_REPLY_BUTTONS,
  TEMPLATE_NAME_MAX_LENGTH,
} from '../spec/limits.js';

/**
 * Runs per property: about 100 by default (fast), about 2000 with `TEMPLINT_DEEP=1`.
 * Read through `globalThis` because core is typed without Node's globals.
 */
export const propertyRuns: number =
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.TEMPLINT_DEEP === '1' ? 2000 : 100;

/** The template kinds the generators cover. */
export type RequestKind = 'normal' | 'carousel' | 'authentication' | 'reply_buttons' | 'list' | 'text' | 'flow' | 'cta_url';

/** Numbered variables (`{{1}}`) or named ones (`{{first_name}}`, with `flag_named_parameter: true`). */
type VariableStyle = 'numbered' | 'named';

// ---------------------------------------------------------------------------------------------------------
// Text

const WORD_CHARACTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const wordCharacter = fc.constantFrom(...Array.from(WORD_CHARACTERS));

/** One code point each; never `{` or `}`, so the only placeholders are the ones placed on purpose. */
const character: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: wordCharacter },
  { weight: 3, arbitrary: fc.constant(' ') },
  { weight: 2, arbitrary: fc.constantFrom(...Array.from(".,!?'-:;()#%&+/@$*_~")) },
  { weight: 1, arbitrary: fc.constantFrom('é', 'ñ', 'ü', 'ç', 'ã', 'ø', 'ß', 'İ', 'ж', 'ह', '你', 'ا') },
  // Outside the Basic Multilingual Plane: two UTF-16 units, one character for the spec.
  { weight: 1, arbitrary: fc.constantFrom('🎉', '👋', '😀', '🚀', '𝒜') },
);

/** Replaces (never removes, so the length stays) a leading or trailing space. */
function withoutEdgeSpaces(text: string): string {
  return text.replace(/^ /, 'A').replace(/ $/, 'z');
}

/** True one time in five: how often a text is filled to exactly its limit. */
const fillToLimit = fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });

/**
 * A non-empty text holding each `{{name}}` once, in order, between plain segments of at most `segmentMax`
 * characters; its length as the spec counts it is at most `maxLength`, and sometimes exactly `maxLength`.
 */
function textWith(names: readonly string[], maxLength: number, segmentMax = 30): fc.Arbitrary<string> {
  const room = maxLength - names.length;
  if (room < 0) throw new Error(`${String(names.length)} placeholders do not fit in ${String(maxLength)} characters`);
  const segmentLength = Math.min(segmentMax, Math.floor(room / (names.length + 1)));
  const segment = fc.string({ unit: character, maxLength: segmentLength });
  const segments = fc.array(segment, { minLength: names.length + 1, maxLength: names.length + 1 });
  return fc.tuple(segments, fillToLimit, wordCharacter).map(([parts, fill, filler]) => {
    let text = parts[0] ?? '';
    let length = Array.from(text).length;
    names.forEach((name, index) => {
      const after = parts[index + 1] ?? '';
      text += `{{${name}}}${after}`;
      length += 1 + Array.from(after).length;
    });
    if (fill) text += filler.repeat(maxLength - length);
    else if (length === 0) text = filler;
    return withoutEdgeSpaces(text);
  });
}

/** A plain non-empty text of at most `maxLength` characters (sometimes exactly `maxLength`). */
function plainText(maxLength: number, segmentMax = 30): fc.Arbitrary<string> {
  return textWith([], maxLength, segmentMax);
}

/** A non-empty variable sample; samples have no limit (spec 8). */
const sample = plainText(40, 20);

// ---------------------------------------------------------------------------------------------------------
// Variables

const variableName = fc.stringMatching(/^[a-z][a-z0-9_]{0,15}$/);

/** `min` to `max` variable names: `1`, `2`, ... in order, or distinct names of `[a-z0-9_]`. */
function variableNames(style: VariableStyle, min: number, max: number): fc.Arbitrary<string[]> {
  return style === 'numbered'
    ? fc.integer({ min, max }).map((count) => Array.from({ length: count }, (_, index) => String(index + 1)))
    : fc.uniqueArray(variableName, { minLength: min, maxLength: max });
}

/** One row per name, keys written with or without braces, in any order. */
function rowsFor(names: readonly string[]): fc.Arbitrary<JsonRecord[]> {
  const rows = names.map((name) =>
    fc.tuple(fc.boolean(), sample).map(([braces, value]) => row(braces ? `{{${name}}}` : name, value)),
  );
  return fc
    .tuple(...rows)
    .chain((built: JsonRecord[]) => fc.shuffledSubarray(built, { minLength: built.length, maxLength: built.length }));
}

interface TextAndRows {
  readonly text: string;
  readonly rows: JsonRecord[];
}

/**
 * A message text (a body, a card body, the carousel header) the approval authority accepts: a word
 * character at both edges, so no variable starts or ends it (API error 2388299), and a comma between two
 * variables that would touch (variable-adjacent); room for those commas is kept from the length.
 */
function messageText(style: VariableStyle, min: number, max: number, maxLength: number, segmentMax?: number): fc.Arbitrary<TextAndRows> {
  return variableText(style, min, max, maxLength - 2 - Math.max(0, max - 1), segmentMax).map(({ text, rows }) => ({
    text: `A${text.replaceAll('}}{{', '}},{{')}z`,
    rows,
  }));
}

/** A text with `min` to `max` variables of one style and a row for each. */
function variableText(style: VariableStyle, min: number, max: number, maxLength: number, segmentMax?: number): fc.Arbitrary<TextAndRows> {
  return variableNames(style, min, max).chain((names) =>
    fc.record({ text: textWith(names, maxLength, segmentMax), rows: rowsFor(names) }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Parts

/** Drops keys whose value is `undefined`, so optional fields are absent rather than undefined. */
function compact(entries: Readonly<Record<string, Json | undefined>>): JsonRecord {
  const result: JsonRecord = {};
  for (const [key, value] of Object.entries(entries)) if (value !== undefined) result[key] = value;
  return result;
}

function optional<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.option(arbitrary, { nil: undefined });
}

const providerIntegrationChatId = fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/);

/** A machine name: lowercase letters, digits and underscores, 1 to 40 characters or exactly the limit. */
const templateName: fc.Arbitrary<string> = fc.oneof(
  { weight: 9, arbitrary: fc.stringMatching(/^[a-z0-9_]{1,40}$/) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyz0123456789_')),
      minLength: TEMPLATE_NAME_MAX_LENGTH,
      maxLength: TEMPLATE_NAME_MAX_LENGTH,
    }),
  },
);

/** The example catalog's languages, and those whose authentication body is checked word for word. */
const languageId = fc.constantFrom(...defaultCatalog.languages.map((language) => language.id));
const authenticationBodyLanguageId = fc.constantFrom(
  ...defaultCatalog.languages.filter((language) => isAuthenticationBodyLanguage(language.code)).map((language) => language.id),
);
const nonAuthenticationCategoryId = fc.constantFrom(ids.category.marketing, ids.category.utility);
const cloudStorageId = fc.integer({ min: 1, max: 2_147_483_647 });

/** The header item of a template without header: type 0, no text, no media. */
function noHeader(): JsonRecord {
  return {
    chat_template_header_type_id: 0,
    chat_template_header_type_name: null,
    chat_template_header_data: [
      {
        chat_template_header_data_id: 0,
        chat_template_header_data_value: '',
        chat_template_header_data_cloud_storage_id: 0,
        chat_template_header_variable_data: [],
      },
    ],
  };
}

interface MediaKind {
  readonly typeId: number;
  readonly name: string;
  readonly kind: HeaderKind;
}

const mediaKinds: readonly MediaKind[] = [
  { typeId: ids.headerType.image, name: 'Image', kind: 'image' },
  { typeId: ids.headerType.video, name: 'Video', kind: 'video' },
  { typeId: ids.headerType.document, name: 'PDF', kind: 'document' },
];

/** The media a carousel card's header may hold (carousel-card-header). */
const cardMediaKinds = mediaKinds.filter(({ kind }) => APPROVAL_CARD_HEADER_KINDS.includes(kind));

function mediaHeaderOf(kinds: readonly MediaKind[]): fc.Arbitrary<JsonRecord> {
  return fc.tuple(fc.constantFrom(...kinds), cloudStorageId).map(([kind, id]) => mediaHeader(kind.typeId, kind.name, id));
}

/** No header, a text header within its limits of length and variables, or a media header. */
function header(style: VariableStyle): fc.Arbitrary<JsonRecord> {
  return fc.oneof(
    fc.constant(noHeader()),
    variableText(style, 0, APPROVAL_HEADER_MAX_VARIABLES, HEADER_TEXT_MAX_LENGTH).map(({ text, rows }) => textHeader(text, rows)),
    mediaHeaderOf(mediaKinds),
  );
}

/** An optional footer of at most `maxLength`. */
function optionalFooter(maxLength: number): fc.Arbitrary<string | undefined> {
  return optional(plainText(maxLength));
}

/**
 * An interactive template's optional footer: within its kind's limit. Section 8 gives only the CTA URL
 * footer one; the others are as long as a footer the approval authority reviews.
 */
function interactiveFooter(kind: InteractiveKind): fc.Arbitrary<string | undefined> {
  return optionalFooter(INTERACTIVE_FOOTER_MAX_LENGTH[kind] ?? APPROVAL_FOOTER_MAX_LENGTH);
}

// ---------------------------------------------------------------------------------------------------------
// Buttons (spec 2.6, limits of section 8)

/** A button field's section 8 limit (`buttonFieldLimit`, as button-field-max-length reads it), one section 8 gives. */
function fieldLimit(kind: SubTypeKind, role: FieldRole, interactive?: InteractiveKind): number {
  const limit = buttonFieldLimit(kind, role, interactive);
  if (limit === undefined) throw new Error(`section 8 gives the ${role} of a ${kind} button no limit`);
  return limit;
}

const hosts = fc.constantFrom('shop.example.com', 'example.org', 'xn--caf-dma.example', 'a.example');
const urlCharacter = fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyz0123456789-_/.'));

/** An https URL of at most `maxLength` (sometimes exactly), ending in `{{1}}` when dynamic. */
function url(dynamic: boolean, maxLength = fieldLimit('website', 'url')): fc.Arbitrary<string> {
  return fc.tuple(hosts, fc.string({ unit: urlCharacter, maxLength: 40 }), fillToLimit).map(([host, path, fill]) => {
    const base = `https://${host}/${path}`;
    const tail = dynamic ? '{{1}}' : '';
    const length = base.length + (dynamic ? 1 : 0);
    return fill ? `${base}${'a'.repeat(maxLength - length)}${tail}` : `${base}${tail}`;
  });
}

function withTracking(item: JsonRecord, tracking: boolean): JsonRecord {
  return { ...item, flag_allow_tracking: tracking };
}

/** The dropdown field of the website sub-type, with one of its options. */
function urlTypeField(dynamic: boolean): JsonRecord {
  return {
    chat_template_button_sub_type_field_id: 3,
    field_name: 'URL type',
    field_type: 'dropdown',
    field_option_flag: true,
    chat_template_button_sub_type_field_value: dynamic ? 'Dynamic' : 'Static',
    chat_template_button_sub_type_field_option_id: dynamic ? 2 : 1,
  };
}

function websiteButton(options: { readonly textMax: number; readonly allowDynamic: boolean }): fc.Arbitrary<JsonRecord> {
  return fc
    .record({
      text: plainText(options.textMax),
      dynamic: options.allowDynamic ? fc.boolean() : fc.constant(false),
      tracking: fc.boolean(),
      withUrlType: fc.boolean(),
    })
    .chain(({ text, dynamic, tracking, withUrlType }) =>
      fc.tuple(url(dynamic), dynamic ? rowsFor(['1']) : fc.constant(undefined)).map(([address, rows]) => {
        const fields = [field(1, 'Button text', text), field(2, 'Website URL', address, rows)];
        if (withUrlType) fields.push(urlTypeField(dynamic));
        return withTracking(button(1, 1, fields), tracking);
      }),
    );
}

/** `+`, a digit other than 0, then 6 or more digits, up to the field's limit. */
const phoneNumber = fc.stringMatching(new RegExp(`^\\+[1-9][0-9]{6,${String(fieldLimit('phone', 'phone') - 2)}}$`));

const phoneButton = fc
  .tuple(plainText(fieldLimit('phone', 'text')), phoneNumber)
  .map(([text, phone]) => button(1, 2, [field(4, 'Button text', text), field(5, 'Phone number', phone)]));

function quickReplyButton(textMax: number, descriptionMax = fieldLimit('quick_reply', 'description')): fc.Arbitrary<JsonRecord> {
  return fc
    .tuple(plainText(textMax), optional(plainText(descriptionMax)))
    .map(([text, description]) =>
      button(2, 4, [field(8, 'Button text', text), ...(description === undefined ? [] : [field(9, 'Description', description)])]),
    );
}

/** Up to `max` characters of a pattern's alphabet, sometimes exactly `max` (`stringMatching` rarely gets there). */
function upTo(alphabet: string, max: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.stringMatching(new RegExp(`^[${alphabet}]{1,${String(max)}}$`)) },
    { weight: 1, arbitrary: fc.stringMatching(new RegExp(`^[${alphabet}]{${String(max)}}$`)) },
  );
}

const offerCodeButton = fc
  .tuple(fc.constantFrom(...COPY_CODE_TEXTS), upTo('A-Z0-9', fieldLimit('offer_code', 'offer_code')))
  .map(([text, code]) => button(1, 3, [field(6, 'Button text', text), field(7, 'Offer code', code)]));

const catalogButton = fc.constant(button(5, 7, [field(15, 'Button text', CATALOG_BUTTON_TEXT)]));

const openFormButton = plainText(fieldLimit('open_form', 'text')).map((text) => button(6, 8, [field(16, 'Button text', text)]));

const flowId = upTo('0-9', fieldLimit('flow', 'flow_id'));

function flowButton(textMax: number): fc.Arbitrary<JsonRecord> {
  return fc.tuple(plainText(textMax), flowId).map(([text, id]) => button(3, 5, [field(10, 'Button text', text), field(11, 'Flow', id)]));
}

interface Buttons {
  readonly buttons: JsonRecord[];
  readonly flow: boolean;
}

/** Most buttons of a sub-type id the approval authority accepts in one template: website, phone, copy offer code. */
const APPROVED_SUB_TYPE_MAX: Readonly<Record<number, number>> = {
  1: APPROVAL_WEBSITE_BUTTONS_MAX,
  2: APPROVAL_PHONE_BUTTONS_MAX,
  3: APPROVAL_COPY_CODE_BUTTONS_MAX,
};

/** The buttons the approval authority accepts: the per-kind counts kept, quick replies (type 2) grouped first. */
function approvedButtons(buttons: readonly JsonRecord[]): JsonRecord[] {
  const seen = new Map<number, number>();
  const kept = buttons.filter((item) => {
    const entries = item.chat_template_button_data as readonly JsonRecord[] | undefined;
    const subType = entries?.[0]?.chat_template_button_sub_type_id;
    const max = typeof subType === 'number' ? APPROVED_SUB_TYPE_MAX[subType] : undefined;
    if (max === undefined || typeof subType !== 'number') return true;
    const count = (seen.get(subType) ?? 0) + 1;
    seen.set(subType, count);
    return count <= max;
  });
  const isQuickReply = (item: JsonRecord): boolean => item.chat_template_button_type_id === 2;
  return [...kept.filter(isQuickReply), ...kept.filter((item) => !isQuickReply(item))];
}

/** Up to the approval authority's number of buttons, of every kind but flow, and at most one flow button among them. */
function normalButtons(allowDynamicUrl: boolean): fc.Arbitrary<Buttons> {
  const other = fc.oneof(
    websiteButton({ textMax: fieldLimit('website', 'text'), allowDynamic: allowDynamicUrl }),
    phoneButton,
    quickReplyButton(fieldLimit('quick_reply', 'text')),
    offerCodeButton,
    catalogButton,
    openFormButton,
  );
  return fc
    .tuple(fc.array(other, { maxLength: APPROVAL_BUTTONS_MAX }), optional(flowButton(fieldLimit('flow', 'text'))), fc.nat())
    .map(([generated, flow, at]) => {
      const buttons = approvedButtons(generated);
      if (flow === undefined || buttons.length >= APPROVAL_BUTTONS_MAX) return { buttons, flow: false };
      // After the quick replies, so they stay grouped.
      const quickReplies = buttons.filter((item) => item.chat_template_button_type_id === 2).length;
      const index = quickReplies + (at % (buttons.length - quickReplies + 1));
      return { buttons: [...buttons.slice(0, index), flow, ...buttons.slice(index)], flow: true };
    });
}

// ---------------------------------------------------------------------------------------------------------
// Requests

const variableStyle = fc.constantFrom<VariableStyle>('numbered', 'named');

/** `flag_named_parameter` for a style: true for named; false or absent for numbered. */
function namedFlag(style: VariableStyle): fc.Arbitrary<boolean | undefined> {
  return style === 'named' ? fc.constant(true) : fc.constantFrom(false, undefined);
}

const descriptive = fc.record({
  displayName: optional(plainText(60)),
  description: optional(plainText(100)),
  ids: fc.boolean(),
});

/**
 * A dynamic website URL ends in `{{1}}`, a numbered placeholder. Whether a template with named variables
 * may hold one is not settled (the `named-parameter-flag` rule reports any numbered placeholder when the
 * flag is true), so until that is decided dynamic URLs are generated in numbered templates only.
 */
function dynamicUrlAllowed(style: VariableStyle): boolean {
  return style === 'numbered';
}

/** A normal template: optional header, body with variables, optional footer, buttons up to the authority's number. */
export const validNormalRequest: fc.Arbitrary<JsonRecord> = variableStyle.chain((style) =>
  fc
    .record({
      providerId: providerIntegrationChatId,
      name: templateName,
      language: languageId,
      category: nonAuthenticationCategoryId,
      typeId: fc.constantFrom<number | null | undefined>(undefined, null, ids.templateType.standard),
      named: namedFlag(style),
      header: optional(header(style)),
      body: messageText(style, style === 'named' ? 1 : 0, 5, APPROVAL_BODY_MAX_LENGTH, 40),
      bodyDescription: optional(plainText(40)),
      footer: optionalFooter(APPROVAL_FOOTER_MAX_LENGTH),
      buttons: normalButtons(dynamicUrlAllowed(style)),
      descriptive,
    })
    .map((parts) =>
      compact({
        chat_template_id: parts.descriptive.ids ? null : undefined,
        provider_integration_chat_id: parts.providerId,
        chat_template_type_id: parts.typeId,
        flag_named_parameter: parts.named,
        chat_template_flag_flow: parts.buttons.flow ? true : undefined,
        chat_template_data: compact({
          chat_template_data_id: parts.descriptive.ids ? null : undefined,
          chat_template_name: parts.name,
          chat_template_display_name: parts.descriptive.displayName,
          chat_template_description: parts.descriptive.description,
          chat_language_id: parts.language,
          chat_template_category_id: parts.category,
          chat_template_header: parts.header,
          chat_template_body: compact({
            ...body(parts.body.text, parts.body.rows),
            chat_template_body_description: parts.bodyDescription,
          }),
          chat_template_footer: parts.footer === undefined ? undefined : footer(parts.footer),
          chat_template_button: parts.buttons.buttons.length > 0 || parts.descriptive.ids ? parts.buttons.buttons : undefined,
        }),
      }),
    ),
);

function carouselCard(style: VariableStyle): fc.Arbitrary<JsonRecord> {
  const cardButton = fc.oneof(
    quickReplyButton(fieldLimit('quick_reply', 'text')),
    websiteButton({ textMax: fieldLimit('website', 'text'), allowDynamic: dynamicUrlAllowed(style) }),
    phoneButton,
  );
  return fc
    .record({
      header: mediaHeaderOf(cardMediaKinds),
      body: messageText(style, 0, 3, APPROVAL_CARD_BODY_MAX_LENGTH),
      buttons: fc
        .array(cardButton, { minLength: 1, maxLength: APPROVAL_CARD_BUTTONS_MAX })
        .map(approvedButtons)
        .filter((kept) => kept.length > 0),
    })
    .map((parts) => ({
      chat_template_header: parts.header,
      chat_template_body: body(parts.body.text, parts.body.rows),
      chat_template_button: parts.buttons,
    }));
}

/** A carousel: template type carousel, its message text above the cards (carousel-text-required), as many cards as allowed, with media headers. */
export const validCarouselRequest: fc.Arbitrary<JsonRecord> = variableStyle.chain((style) =>
  fc
    .record({
      providerId: providerIntegrationChatId,
      name: templateName,
      language: languageId,
      // A carousel is marketing only (carousel-category).
      category: fc.constant(ids.category.marketing),
      named: namedFlag(style),
      // Kept short for speed; its limit is the body's (body-max-length).
      carouselHeader: messageText(style, 0, 2, 60),
      cards: fc.array(carouselCard(style), { minLength: CAROUSEL_MIN_CARDS, maxLength: CAROUSEL_MAX_CARDS }),
    })
    .map((parts) =>
      compact({
        provider_integration_chat_id: parts.providerId,
        chat_template_type_id: ids.templateType.carousel,
        flag_named_parameter: parts.named,
        chat_template_data: {
          chat_template_name: parts.name,
          chat_language_id: parts.language,
          chat_template_category_id: parts.category,
          chat_template_carousel: compact({
            chat_template_carousel_header: parts.carouselHeader.text,
            chat_template_carousel_header_dynamic_variable: parts.carouselHeader.rows,
            chat_template_carousel_card: parts.cards,
          }),
        },
      }),
    ),
);

/** An authentication template: the exact body sentence, a row for `{{1}}`, one copy-code button. */
export const validAuthenticationRequest: fc.Arbitrary<JsonRecord> = fc
  .record({
    providerId: providerIntegrationChatId,
    name: templateName,
    // The exact sentence is checked for English only (spec-decisions.md), so stay in English.
    language: authenticationBodyLanguageId,
    security: fc.constantFrom<boolean | undefined>(true, false, undefined),
    expiration: optional(fc.integer({ min: CODE_EXPIRATION_MIN_MINUTES, max: CODE_EXPIRATION_MAX_MINUTES })),
    code: fc.stringMatching(/^[0-9]{4,8}$/),
    braces: fc.boolean(),
    footer: optionalFooter(AUTHENTICATION_FOOTER_MAX_LENGTH),
    buttonText: fc.constantFrom(...COPY_CODE_TEXTS),
  })
  .map((parts) =>
    compact({
      provider_integration_chat_id: parts.providerId,
      chat_template_data: compact({
        chat_template_name: parts.name,
        chat_language_id: parts.language,
        chat_template_category_id: ids.category.authentication,
        chat_template_security_recommendation: parts.security,
        chat_template_code_expiration_minutes: parts.expiration,
        chat_template_body: body(parts.security === true ? AUTHENTICATION_BODY_WITH_SECURITY_RECOMMENDATION : AUTHENTICATION_BODY, [
          row(parts.braces ? '{{1}}' : '1', parts.code),
        ]),
        chat_template_footer: parts.footer === undefined ? undefined : footer(parts.footer),
        chat_template_button: [button(4, 6, [field(14, 'Button text', parts.buttonText)])],
      }),
    }),
  );

interface InteractiveParts {
  readonly top?: Readonly<Record<string, Json | undefined>>;
  readonly data: Readonly<Record<string, Json | undefined>>;
}

/** The common frame of an interactive template; language and category are optional there. */
function interactive(kind: keyof typeof ids.interactiveType, parts: fc.Arbitrary<InteractiveParts>): fc.Arbitrary<JsonRecord> {
  return fc
    .record({
      providerId: providerIntegrationChatId,
      name: templateName,
      language: optional(languageId),
      category: optional(nonAuthenticationCategoryId),
      parts,
    })
    .map(({ providerId, name, language, category, parts: { top = {}, data } }) =>
      compact({
        provider_integration_chat_id: providerId,
        chat_template_flag_interactive_message: true,
        interactive_type_id: ids.interactiveType[kind],
        ...top,
        chat_template_data: compact({
          chat_template_name: name,
          chat_language_id: language,
          chat_template_category_id: category,
          ...data,
        }),
      }),
    );
}

/** An interactive body within its kind's limit with 0 to 2 variables, and `flag_named_parameter` to match. */
function interactiveBody(kind: InteractiveKind): fc.Arbitrary<{ readonly body: JsonRecord; readonly named: boolean | undefined }> {
  const maxLength = INTERACTIVE_BODY_MAX_LENGTH[kind];
  if (maxLength === undefined) throw new Error(`section 8 gives the ${kind} interactive body no limit`);
  return variableStyle.chain((style) =>
    fc
      .tuple(variableText(style, style === 'named' ? 1 : 0, 2, maxLength, 60), namedFlag(style))
      .map(([{ text, rows }, named]) => ({ body: body(text, rows), named })),
  );
}

/** Interactive reply buttons: as many quick-reply buttons as allowed, titles and body within their limits. */
export const validReplyButtonsRequest: fc.Arbitrary<JsonRecord> = interactive(
  'reply_buttons',
  fc
    .record({
      body: interactiveBody('reply_buttons'),
      footer: interactiveFooter('reply_buttons'),
      buttons: fc.array(quickReplyButton(fieldLimit('quick_reply', 'text', 'reply_buttons'), fieldLimit('quick_reply', 'description', 'reply_buttons')), {
        minLength: INTERACTIVE_REPLY_BUTTONS.min,
        maxLength: INTERACTIVE_REPLY_BUTTONS.max,
      }),
    })
    .map((parts) => ({
      top: { flag_named_parameter: parts.body.named },
      data: {
        chat_template_body: parts.body.body,
        chat_template_footer: parts.footer === undefined ? undefined : footer(parts.footer),
        chat_template_button: parts.buttons,
      },
    })),
);

/**
 * Interactive list: optional text header, as many rows as allowed with titles within their limit, body
 * within its limit. Row descriptions stay within 72 and the list button text within 20, the chat platform's
 * own limits, stricter than any core declares (a row description has the quick reply's, the button text none).
 */
export const validListRequest: fc.Arbitrary<JsonRecord> = interactive(
  'list',
  fc
    .record({
      header: optional(plainText(HEADER_TEXT_MAX_LENGTH)),
      body: interactiveBody('list'),
      footer: interactiveFooter('list'),
      rows: fc.array(quickReplyButton(fieldLimit('quick_reply', 'text', 'list'), 72), {
        minLength: INTERACTIVE_LIST_ROWS.min,
        maxLength: INTERACTIVE_LIST_ROWS.max,
      }),
      buttonText: optional(plainText(20)),
    })
    .map((parts) => ({
      top: { flag_named_parameter: parts.body.named, interactive_list_button_text: parts.buttonText },
      data: {
        chat_template_header: parts.header === undefined ? undefined : textHeader(parts.header),
        chat_template_body: parts.body.body,
        chat_template_footer: parts.footer === undefined ? undefined : footer(parts.footer),
        chat_template_button: parts.rows,
      },
    })),
);

/** Interactive text: a body within its limit, no buttons, no footer. */
export const validTextRequest: fc.Arbitrary<JsonRecord> = interactive(
  'text',
  interactiveBody('text').map((parts) => ({ top: { flag_named_parameter: parts.named }, data: { chat_template_body: parts.body } })),
);

/** Interactive flow: exactly one flow button (text and flow id within their limits), `chat_template_flag_flow: true`. */
export const validFlowRequest: fc.Arbitrary<JsonRecord> = interactive(
  'flow',
  fc
    .record({ body: interactiveBody('flow'), footer: interactiveFooter('flow'), button: flowButton(fieldLimit('flow', 'text', 'flow')) })
    .map((parts) => ({
      top: { flag_named_parameter: parts.body.named, chat_template_flag_flow: true },
      data: {
        chat_template_body: parts.body.body,
        chat_template_footer: parts.footer === undefined ? undefined : footer(parts.footer),
        chat_template_button: [parts.button],
      },
    })),
);

/** Interactive CTA URL: exactly one website button (a text and a URL), body and footer, each within its limit. */
export const validCtaUrlRequest: fc.Arbitrary<JsonRecord> = interactive(
  'cta_url',
  fc
    .record({
      body: interactiveBody('cta_url'),
      footer: interactiveFooter('cta_url'),
      button: websiteButton({ textMax: fieldLimit('website', 'text', 'cta_url'), allowDynamic: false }),
    })
    .map((parts) => ({
      top: { flag_named_parameter: parts.body.named },
      data: {
        chat_template_body: parts.body.body,
        chat_template_footer: parts.footer === undefined ? undefined : footer(parts.footer),
        chat_template_button: [parts.button],
      },
    })),
);

/** Every kind with its generator. */
export const requestKinds: readonly { readonly kind: RequestKind; readonly arbitrary: fc.Arbitrary<JsonRecord> }[] = [
  { kind: 'normal', arbitrary: validNormalRequest },
  { kind: 'carousel', arbitrary: validCarouselRequest },
  { kind: 'authentication', arbitrary: validAuthenticationRequest },
  { kind: 'reply_buttons', arbitrary: validReplyButtonsRequest },
  { kind: 'list', arbitrary: validListRequest },
  { kind: 'text', arbitrary: validTextRequest },
  { kind: 'flow', arbitrary: validFlowRequest },
  { kind: 'cta_url', arbitrary: validCtaUrlRequest },
];

/** A valid request of any kind. */
export const validRequest: fc.Arbitrary<JsonRecord> = fc.oneof(...requestKinds.map(({ arbitrary }) => arbitrary));

/**
 * A request of `base` broken at one place by one of `chosen` (all targeted mutations by default), at a
 * target the seed picks; left as it is when the mutation drawn applies nowhere in it.
 */
export function mutatedRequest(base: fc.Arbitrary<JsonRecord>, chosen: readonly Mutation[] = mutations): fc.Arbitrary<JsonRecord> {
  return fc.tuple(base, fc.constantFrom(...chosen), fc.nat()).map(([request, mutation, seed]) => {
    const targets = mutation.targets(request);
    const target = targets[seed % Math.max(1, targets.length)];
    return target ? applyMutation(request, target) : request;
  });
}
