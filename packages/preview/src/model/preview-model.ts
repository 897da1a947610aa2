// The recipient's view of a template as plain data: what `previewTemplate` returns and the renderers read.
// Every piece keeps the JSON path (and text offsets) it came from, so diagnostics can be shown on it.
import { HEADER_KINDS, INTERACTIVE_KINDS, SUB_TYPE_KINDS, type HeaderKind, type InteractiveKind } from '@templint/core';
import { CHAT_INLINE_FORMATS, type ChatBlock, type ChatListItem } from '@templint/core/internal';
import type { JsonPath } from '../json.js';

/** `[start, end)` UTF-16 offsets into the string value a piece of text came from. */
export type SourceRange = readonly [start: number, end: number];

/**
 * Literal text of the request, as a browser's HTML parser reads text: a lone CR is LF, NUL is U+FFFD (one for
 * one, so `range` still spans exactly the text), and a CRLF's CR is in no run.
 */
export interface PreviewTextRun {
  readonly type: 'text';
  readonly text: string;
  readonly range: SourceRange;
}

/**
 * A `{{name}}` placeholder: `sample` is its row's sample, undefined when it has none (shown marked). Both are
 * read as the HTML parser reads text (CRLF and CR as LF, NUL as U+FFFD).
 */
export interface PreviewVariable {
  readonly type: 'variable';
  readonly name: string;
  readonly sample: string | undefined;
  /** The variable row the sample came from, when there is one. */
  readonly row: JsonPath | undefined;
  readonly range: SourceRange;
}

/** The chat app's inline formats, in the order the formatting table of docs/preview.md lists them (core's list). */
export const INLINE_FORMATS: typeof CHAT_INLINE_FORMATS = CHAT_INLINE_FORMATS;
/** One of the chat app's inline formats. */
export type InlineFormat = (typeof INLINE_FORMATS)[number];

/** Formatted content: `range` spans the markers too. */
export interface PreviewFormatted {
  readonly type: InlineFormat;
  readonly children: readonly PreviewInline[];
  readonly range: SourceRange;
}

/** A piece of a line. */
export type PreviewInline = PreviewTextRun | PreviewVariable | PreviewFormatted;

/** One line of content. */
export type PreviewLine = readonly PreviewInline[];

/** A list item: `number` is the digits typed (`3` for `3. `), absent for a bullet (core's shape, preview lines). */
export type PreviewListItem = ChatListItem<PreviewLine>;

/** A block of a text: a plain line, a run of bulleted or numbered items, or a run of quoted lines (core's shape). */
export type PreviewBlock = ChatBlock<PreviewLine>;

/** A text of the request as shown: its blocks, and the whole text with samples filled in. */
export interface PreviewText {
  /** Path of the string value in the request. */
  readonly path: JsonPath;
  /** The string as the request holds it. */
  readonly source: string;
  /** The string with every placeholder that has a sample replaced by it (others stay `{{name}}`); CRLF and CR as LF, NUL as U+FFFD. */
  readonly filled: string;
  readonly blocks: readonly PreviewBlock[];
}

/** What a media header carries: every header kind of core but `none` and `text`. */
export type MediaKind = Exclude<HeaderKind, 'none' | 'text'>;
/** Media header kinds, shown as a placeholder of that kind. */
export const MEDIA_KINDS: readonly MediaKind[] = HEADER_KINDS.filter((kind): kind is MediaKind => kind !== 'none' && kind !== 'text');

/** A header: text with samples, a media placeholder, or a header whose type is not known. */
export type PreviewHeader =
  | { readonly type: 'text'; readonly path: JsonPath; readonly text: PreviewText | undefined }
  | { readonly type: 'media'; readonly path: JsonPath; readonly media: MediaKind; readonly storageId: number | undefined }
  | { readonly type: 'unknown'; readonly path: JsonPath; readonly typeId: number | undefined };

/**
 * What a button does, which decides its icon and place: core's button sub-type kinds, and `list` for an
 * interactive list's button.
 */
export const BUTTON_KINDS: readonly [...typeof SUB_TYPE_KINDS, 'list'] = [...SUB_TYPE_KINDS, 'list'];
/** What a button does. */
export type PreviewButtonKind = (typeof BUTTON_KINDS)[number];

/** The icons the chat app shows beside button labels. */
export const BUTTON_ICONS = ['reply', 'link', 'phone', 'copy', 'flow', 'catalog', 'form', 'list', 'none'] as const;
/** An icon beside a button label. */
export type PreviewIcon = (typeof BUTTON_ICONS)[number];

/** One button (one `chat_template_button_data` entry, or the list button of an interactive list). */
export interface PreviewButton {
  readonly kind: PreviewButtonKind;
  readonly icon: PreviewIcon;
  readonly path: JsonPath;
  /** The label (its text-role field); undefined when the request has none. */
  readonly label: PreviewText | undefined;
  /** What it opens or copies: the URL, phone number, offer code or Flow id, with samples. */
  readonly target: PreviewText | undefined;
  /** A quick reply's description (an interactive list row's second line). */
  readonly description: PreviewText | undefined;
}

/** Buttons as the app lays them out: past `BUTTONS_SHOWN_MAX`, the first ones and a "See all options". */
export interface PreviewButtonLayout {
  readonly shown: readonly PreviewButton[];
  /** Buttons behind "See all options" (empty when all are shown). */
  readonly collapsed: readonly PreviewButton[];
  readonly seeAllOptions: boolean;
}

/** A message bubble (the template itself, or one carousel card) with its buttons below it. */
export interface PreviewMessage {
  readonly path: JsonPath;
  readonly header: PreviewHeader | undefined;
  readonly body: PreviewText | undefined;
  readonly footer: PreviewText | undefined;
  readonly buttons: PreviewButtonLayout;
}

/** A carousel: cards side by side below the message, in request order (`index` is the card's index). */
export interface PreviewCarousel {
  readonly path: JsonPath;
  readonly cards: readonly (PreviewMessage & { readonly index: number })[];
}

/** An interactive list: the rows the list button opens. */
export interface PreviewList {
  readonly rows: readonly PreviewButton[];
}

/** The kinds of template a preview shows. */
export const TEMPLATE_KINDS = ['standard', 'authentication', 'carousel', 'interactive'] as const;
/** The kind of template a preview shows. */
export type PreviewTemplateKind = (typeof TEMPLATE_KINDS)[number];

/** The interactive styles of spec 2.9, core's list (`other` for an id the catalog does not know). */
export { INTERACTIVE_KINDS };
/** An interactive style. */
export type PreviewInteractiveKind = InteractiveKind;

/** The recipient's view of a create request. */
export interface TemplatePreview {
  /** The template's machine name as sent (`chat_template_name`), when it is a string (CRLF and CR as LF, NUL as U+FFFD). */
  readonly name: string | undefined;
  readonly kind: PreviewTemplateKind;
  /** The interactive style, for interactive templates. */
  readonly interactiveKind: PreviewInteractiveKind | undefined;
  readonly message: PreviewMessage;
  readonly carousel: PreviewCarousel | undefined;
  readonly list: PreviewList | undefined;
  /** An authentication template's code validity (`chat_template_code_expiration_minutes`) when 1 to 90. */
  readonly codeExpirationMinutes: number | undefined;
  /**
   * The template's language as a language tag (`pt-BR`), from the catalog's code for its `chat_language_id`
   * (`pt_BR`): the renderers set it as `lang` on its texts, so a screen reader reads them in it and the
   * preview's own words in the page's (WCAG 3.1.2). Undefined when the request or the catalog does not say,
   * or the code is no language tag.
   */
  readonly language: string | undefined;
}
