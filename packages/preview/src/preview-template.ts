import type { InteractiveKind } from '@templint/core';
import { BUTTON_KINDS as KIND_TRAITS, CODE_EXPIRATION_MAX_MINUTES, CODE_EXPIRATION_MIN_MINUTES, INTERACTIVE_ITEM_SUB_TYPE } from '@templint/core/internal';
import { createTemplateReader, type Section, type TemplateModel } from '@templint/core/model';
import type { PreviewCatalog } from './catalog.js';
import { htmlText } from './format/html-text.js';
import { coreCatalog, knownKind } from './model/core-catalog.js';
import type {
  PreviewButton,
  PreviewButtonLayout,
  PreviewCarousel,
  PreviewInteractiveKind,
  PreviewMessage,
  PreviewTemplateKind,
  TemplatePreview,
} from './model/preview-model.js';
import { BUTTON_ICON, readButton } from './model/read-buttons.js';
import { readHeader } from './model/read-section.js';
import { textReader, type ReadText } from './model/read-text.js';

/** The most buttons the app shows below a template message; past it, it shows fewer and "See all options". */
export const BUTTONS_SHOWN_MAX = 3;
/** How many buttons stay visible beside "See all options" when a template has more than `BUTTONS_SHOWN_MAX`. */
export const BUTTONS_SHOWN_BEFORE_SEE_ALL = 2;

/** How each interactive style lays out its buttons: a list as the sheet of rows its button opens, the others as they are. */
const INTERACTIVE_LAYOUT: Readonly<Record<InteractiveKind, 'list' | 'buttons'>> = {
  reply_buttons: 'buttons',
  list: 'list',
  text: 'buttons',
  flow: 'buttons',
  cta_url: 'buttons',
  other: 'buttons',
};

/** Options of `previewTemplate`. */
export interface PreviewOptions {
  /**
   * The lookup lists that give the request's ids their meaning, for example @templint/core's
   * `defaultCatalog` or the account's catalog. Without one, ids are not resolved: the request's own names
   * (`chat_template_header_type_name`, `field_name`) and shape decide what each part is.
   */
  readonly catalog?: PreviewCatalog;
}

/** Previews many requests against one catalog, read into core's form once. */
export interface Previewer {
  /** The recipient's view of one request (as `previewTemplate`). */
  preview(request: unknown): TemplatePreview;
}

/** Prepares a previewer: the catalog is copied into core's form and indexed here, once, not per request. */
export function createPreviewer(options: PreviewOptions = {}): Previewer {
  const reader = createTemplateReader({ catalog: coreCatalog(options.catalog) });
  return { preview: (request) => previewOf(reader.read(request)) };
}

/**
 * Builds the recipient's view of a create request as plain data, from @templint/core's model of it. Any
 * value is accepted: what can be shown is shown, the rest is left out. Never throws and never writes to
 * the request. For many requests against one catalog, `createPreviewer` prepares the catalog once.
 */
export function previewTemplate(request: unknown, options: PreviewOptions = {}): TemplatePreview {
  return createPreviewer(options).preview(request);
}

function previewOf(model: TemplateModel): TemplatePreview {
  const readText = textReader(model);
  const main = model.sections.find((section) => section.cardIndex === undefined);
  const buttons = (main?.buttons ?? []).map((button) => readButton(button, readText));
  const kind = templateKind(model, buttons);
  const interactiveKind = kind === 'interactive' ? interactiveStyle(model, buttons) : undefined;

  const carouselHeader = kind === 'carousel' ? readText(model.carousel?.header, true) : undefined;
  const list = interactiveKind !== undefined && INTERACTIVE_LAYOUT[interactiveKind] === 'list' ? { rows: buttons.filter(isListRow) } : undefined;
  const message: PreviewMessage = {
    path: [...model.fields.templateData.path],
    header: readHeader(main?.header, readText),
    body: carouselHeader ?? readText(main?.body?.text, true),
    footer: readText(main?.footer?.text, false),
    buttons: list ? listButtons(model, buttons, readText) : layout(buttons, kind),
  };

  const minutes = model.fields.codeExpirationMinutes.value;
  const codeExpirationMinutes =
    kind === 'authentication' && typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= CODE_EXPIRATION_MIN_MINUTES && minutes <= CODE_EXPIRATION_MAX_MINUTES
      ? minutes
      : undefined;

  const sentName = model.fields.templateName.value;
  return {
    name: typeof sentName === 'string' ? htmlText(sentName) : undefined,
    kind,
    interactiveKind,
    message,
    carousel: kind === 'carousel' ? readCarousel(model, readText) : undefined,
    list,
    codeExpirationMinutes,
    language: languageTag(model),
  };
}

/** The request's language as the catalog names it (`pt_BR`), written as a `lang` attribute takes it (`pt-BR`). */
function languageTag(model: TemplateModel): string | undefined {
  const id = model.fields.languageId.value;
  const code = typeof id === 'number' ? model.catalog.languages.get(id)?.code : undefined;
  if (code === undefined) return undefined;
  try {
    return Intl.getCanonicalLocales(code.replaceAll('_', '-'))[0];
  } catch {
    // A code that is no language tag: the texts keep the page's language rather than a wrong one.
    return undefined;
  }
}

function templateKind(model: TemplateModel, buttons: readonly PreviewButton[]): PreviewTemplateKind {
  if (model.interactive) return 'interactive';
  // Only a type id the catalog lists decides; without one, a carousel object makes a carousel.
  const typeKind = typeof model.fields.templateTypeId.value === 'number' ? model.templateTypeKind : undefined;
  if (typeKind === 'carousel' || (typeKind === undefined && model.carousel !== undefined)) return 'carousel';
  if (model.categoryKind === 'authentication') return 'authentication';
  if (model.categoryKind === undefined && buttons.some((button) => traitsOf(button)?.copies === 'otp')) return 'authentication';
  return 'standard';
}

/** The catalog's interactive kind, or without one a guess from the request's shape. */
function interactiveStyle(model: TemplateModel, buttons: readonly PreviewButton[]): PreviewInteractiveKind {
  const known = model.interactiveKind;
  if (known !== undefined) return knownKind(INTERACTIVE_LAYOUT, known) ?? 'other';
  if (typeof model.fields.interactiveListButtonText.value === 'string') return 'list';
  if (buttons.length === 0) return 'text';
  if (buttons.some((button) => traitsOf(button)?.opens === 'flow')) return 'flow';
  if (buttons.every(isListRow)) return 'reply_buttons';
  if (buttons.length === 1 && buttons[0] !== undefined && traitsOf(buttons[0])?.opens === 'website') return 'cta_url';
  return 'other';
}

/** What core's table says a button's kind is, as every rule reads it; none for the list's own button. */
function traitsOf(button: PreviewButton): (typeof KIND_TRAITS)[keyof typeof KIND_TRAITS] | undefined {
  return button.kind === 'list' ? undefined : KIND_TRAITS[button.kind];
}

/** Reply buttons and list rows travel as the same kind of entry (core's decision). */
function isListRow(button: PreviewButton): boolean {
  return button.kind === INTERACTIVE_ITEM_SUB_TYPE;
}

/** Template buttons collapse past `BUTTONS_SHOWN_MAX`; interactive messages show theirs as they are. */
function layout(buttons: readonly PreviewButton[], kind: PreviewTemplateKind): PreviewButtonLayout {
  if (kind === 'interactive' || buttons.length <= BUTTONS_SHOWN_MAX) {
    return { shown: buttons, collapsed: [], seeAllOptions: false };
  }
  return { shown: buttons.slice(0, BUTTONS_SHOWN_BEFORE_SEE_ALL), collapsed: buttons.slice(BUTTONS_SHOWN_BEFORE_SEE_ALL), seeAllOptions: true };
}

/** An interactive list shows one button that opens its rows, then any other buttons it was given. */
function listButtons(model: TemplateModel, buttons: readonly PreviewButton[], readText: ReadText): PreviewButtonLayout {
  const { value, path } = model.fields.interactiveListButtonText;
  const label = typeof value === 'string' ? readText({ text: value, path: [...path] }, false) : undefined;
  const listButton: PreviewButton = { kind: 'list', icon: BUTTON_ICON.list, path: [...path], label, target: undefined, description: undefined };
  return { shown: [listButton, ...buttons.filter((button) => !isListRow(button))], collapsed: [], seeAllOptions: false };
}

/** The cards in request order, each a message of its own (cards show all their buttons). */
function readCarousel(model: TemplateModel, readText: ReadText): PreviewCarousel {
  const cards: PreviewCarousel['cards'][number][] = [];
  for (const section of model.sections) {
    if (section.cardIndex === undefined) continue;
    cards.push({ index: section.cardIndex, ...readCard(section, readText) });
  }
  return { path: [...model.fields.carousel.path], cards };
}

function readCard(section: Section, readText: ReadText): PreviewMessage {
  return {
    path: section.path,
    header: readHeader(section.header, readText),
    body: readText(section.body?.text, true),
    footer: readText(section.footer?.text, false),
    buttons: { shown: section.buttons.map((button) => readButton(button, readText)), collapsed: [], seeAllOptions: false },
  };
}
