import type { PreviewCatalog } from './catalog.js';
import { parseChatText } from './format/parse-chat-text.js';
import { asArray, asId, asString, isJsonObject, own, type JsonPath } from './json.js';
import { lookupCatalog, type CatalogLookup } from './model/catalog-lookup.js';
import {
  INTERACTIVE_KINDS,
  type PreviewButton,
  type PreviewButtonLayout,
  type PreviewCarousel,
  type PreviewInteractiveKind,
  type PreviewMessage,
  type PreviewTemplateKind,
  type PreviewText,
  type TemplatePreview,
} from './model/preview-model.js';
import { BUTTON_ICON, readButtons } from './model/read-buttons.js';
import { readBody, readFooter, readHeader } from './model/read-section.js';
import { variableSamples } from './model/variable-samples.js';

/** The most buttons the app shows below a template message; past it, it shows fewer and "See all options". */
export const BUTTONS_SHOWN_MAX = 3;
/** How many buttons stay visible beside "See all options" when a template has more than `BUTTONS_SHOWN_MAX`. */
export const BUTTONS_SHOWN_BEFORE_SEE_ALL = 2;
/** Code validity an authentication template may state, in minutes (spec 2.8). */
const CODE_EXPIRATION = { min: 1, max: 90 } as const;

/** Options of `previewTemplate`. */
export interface PreviewOptions {
  /**
   * The lookup lists that give the request's ids their meaning, for example @templint/core's
   * `defaultCatalog` or the account's catalog. Without one, ids are not resolved: the request's own names
   * (`chat_template_header_type_name`, `field_name`) and shape decide what each part is.
   */
  readonly catalog?: PreviewCatalog;
}

const DATA: JsonPath = ['chat_template_data'];
const CAROUSEL: JsonPath = [...DATA, 'chat_template_carousel'];

/**
 * Builds the recipient's view of a create request as plain data. Any value is accepted: what can be shown
 * is shown, the rest is left out. Never throws and never writes to the request.
 */
export function previewTemplate(request: unknown, options: PreviewOptions = {}): TemplatePreview {
  const catalog = lookupCatalog(options.catalog);
  const data = own(request, 'chat_template_data');
  const buttons = readButtons(own(data, 'chat_template_button'), [...DATA, 'chat_template_button'], catalog);
  const carouselObject = own(data, 'chat_template_carousel');
  const kind = templateKind(request, data, carouselObject, buttons, catalog);
  const interactiveKind = kind === 'interactive' ? interactiveStyle(request, buttons, catalog) : undefined;

  const carouselHeader = kind === 'carousel' ? carouselHeaderText(carouselObject) : undefined;
  const list = interactiveKind === 'list' ? { rows: buttons.filter((button) => button.kind === 'quick_reply') } : undefined;
  const message: PreviewMessage = {
    path: DATA,
    header: readHeader(data, DATA, catalog),
    body: carouselHeader ?? readBody(data, DATA),
    footer: readFooter(data, DATA),
    buttons: list ? listButtons(request, buttons) : layout(buttons, kind),
  };

  const minutes = asId(own(data, 'chat_template_code_expiration_minutes'));
  const codeExpirationMinutes =
    kind === 'authentication' && minutes !== undefined && Number.isInteger(minutes) && minutes >= CODE_EXPIRATION.min && minutes <= CODE_EXPIRATION.max
      ? minutes
      : undefined;

  return {
    kind,
    interactiveKind,
    message,
    carousel: kind === 'carousel' ? readCarousel(carouselObject, catalog) : undefined,
    list,
    codeExpirationMinutes,
  };
}

function templateKind(request: unknown, data: unknown, carousel: unknown, buttons: readonly PreviewButton[], catalog: CatalogLookup): PreviewTemplateKind {
  if (own(request, 'chat_template_flag_interactive_message') === true) return 'interactive';
  const typeKind = catalog.templateTypeKind(asId(own(request, 'chat_template_type_id')));
  if (typeKind === 'carousel' || (typeKind === undefined && isJsonObject(carousel))) return 'carousel';
  const categoryKind = catalog.categoryKind(asId(own(data, 'chat_template_category_id')));
  if (categoryKind === 'authentication') return 'authentication';
  if (categoryKind === undefined && buttons.some((button) => button.kind === 'copy_code')) return 'authentication';
  return 'standard';
}

/** The catalog's interactive kind, or without one a guess from the request's shape. */
function interactiveStyle(request: unknown, buttons: readonly PreviewButton[], catalog: CatalogLookup): PreviewInteractiveKind {
  const id = asId(own(request, 'interactive_type_id'));
  const known = catalog.interactiveKind(id);
  if (known !== undefined) return (INTERACTIVE_KINDS as readonly string[]).includes(known) ? (known as PreviewInteractiveKind) : 'other';
  if (typeof own(request, 'interactive_list_button_text') === 'string') return 'list';
  if (buttons.length === 0) return 'text';
  if (buttons.some((button) => button.kind === 'flow')) return 'flow';
  if (buttons.every((button) => button.kind === 'quick_reply')) return 'reply_buttons';
  if (buttons.length === 1 && buttons[0]?.kind === 'website') return 'cta_url';
  return 'other';
}

/** Template buttons collapse past `BUTTONS_SHOWN_MAX`; interactive messages show theirs as they are. */
function layout(buttons: readonly PreviewButton[], kind: PreviewTemplateKind): PreviewButtonLayout {
  if (kind === 'interactive' || buttons.length <= BUTTONS_SHOWN_MAX) {
    return { shown: buttons, collapsed: [], seeAllOptions: false };
  }
  return { shown: buttons.slice(0, BUTTONS_SHOWN_BEFORE_SEE_ALL), collapsed: buttons.slice(BUTTONS_SHOWN_BEFORE_SEE_ALL), seeAllOptions: true };
}

/** An interactive list shows one button that opens its rows, then any other buttons it was given. */
function listButtons(request: unknown, buttons: readonly PreviewButton[]): PreviewButtonLayout {
  const value = asString(own(request, 'interactive_list_button_text'));
  const label = value === undefined ? undefined : parseChatText(value, ['interactive_list_button_text'], { formatted: false, samples: variableSamples(undefined, []) });
  const listButton: PreviewButton = { kind: 'list', icon: BUTTON_ICON.list, path: ['interactive_list_button_text'], label, target: undefined, description: undefined };
  return { shown: [listButton, ...buttons.filter((button) => button.kind !== 'quick_reply')], collapsed: [], seeAllOptions: false };
}

function carouselHeaderText(carousel: unknown): PreviewText | undefined {
  const value = asString(own(carousel, 'chat_template_carousel_header'));
  if (value === undefined) return undefined;
  const samples = variableSamples(own(carousel, 'chat_template_carousel_header_dynamic_variable'), [...CAROUSEL, 'chat_template_carousel_header_dynamic_variable']);
  return parseChatText(value, [...CAROUSEL, 'chat_template_carousel_header'], { formatted: true, samples });
}

function readCarousel(carousel: unknown, catalog: CatalogLookup): PreviewCarousel {
  const cardsPath = [...CAROUSEL, 'chat_template_carousel_card'];
  const cards: PreviewCarousel['cards'][number][] = [];
  const list = asArray(own(carousel, 'chat_template_carousel_card'));
  for (let index = 0; index < list.length; index += 1) {
    const card = list[index];
    if (!isJsonObject(card)) continue;
    const path = [...cardsPath, index];
    const buttons = readButtons(own(card, 'chat_template_button'), [...path, 'chat_template_button'], catalog);
    cards.push({
      index,
      path,
      header: readHeader(card, path, catalog),
      body: readBody(card, path),
      footer: readFooter(card, path),
      buttons: { shown: buttons, collapsed: [], seeAllOptions: false },
    });
  }
  return { path: CAROUSEL, cards };
}
