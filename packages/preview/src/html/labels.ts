// The words the renderer adds of its own (in the chat app's English), in one place; other languages are
// `PreviewLabels` objects on the preview's locale subpaths (`@templint/preview/locales/pt-BR`, …).
import type { MediaKind, PreviewButtonKind } from '../model/preview-model.js';

/** What the app shows in place of media it has not loaded. */
export const MEDIA_LABEL: Readonly<Record<MediaKind, string>> = { image: 'Image', video: 'Video', document: 'Document' };

/** The bar of the phone frame, for a request without a name. */
export const UNNAMED_TEMPLATE = 'Unnamed template';

/** Shown in place of a header whose type the catalog does not list. */
export const UNKNOWN_HEADER = 'Header';

/** The entry that opens the rest of a template's buttons. */
export const SEE_ALL_OPTIONS = 'See all options';

/** Shown where a button has no text, per kind (the app's own label where it has one). */
export const MISSING_BUTTON_LABEL: Readonly<Record<PreviewButtonKind, string>> = {
  quick_reply: 'Button text missing',
  website: 'Button text missing',
  phone: 'Button text missing',
  copy_code: 'Copy code',
  offer_code: 'Copy offer code',
  flow: 'Button text missing',
  catalog: 'View catalog',
  open_form: 'Button text missing',
  list: 'List button text missing',
  other: 'Button text missing',
};

/** The words for a diagnostic's severity in the list of problems. */
export const SEVERITY_LABEL = { error: 'Error', warning: 'Warning' } as const;

/**
 * The preview's own words in one language: `RenderOptions.locale`. `{{minutes}}` and `{{variable}}` are
 * filled in; `{{minutes|one:minute|other:minutes}}` is the plural form `Intl.PluralRules` of `code` picks.
 */
export interface PreviewLabels {
  /** The BCP 47 tag of the language, such as `pt-BR`. */
  readonly code: string;
  readonly media: Readonly<Record<MediaKind, string>>;
  /** Shown in place of a header whose type the catalog does not list. */
  readonly unknownHeader: string;
  readonly seeAllOptions: string;
  /** The bar of the phone frame (`RenderOptions.frame`), for a request without a name. */
  readonly unnamedTemplate: string;
  readonly missingButton: Readonly<Record<PreviewButtonKind, string>>;
  /** The line an authentication message shows for the code's validity, with `{{minutes}}`. */
  readonly codeExpiration: string;
  /** The tooltip of a variable that has no sample, with `{{variable}}`. */
  readonly missingSample: string;
  readonly severity: { readonly error: string; readonly warning: string };
}

/** The preview's words in English, the default. */
export const ENGLISH_LABELS: PreviewLabels = {
  code: 'en',
  media: MEDIA_LABEL,
  unknownHeader: UNKNOWN_HEADER,
  seeAllOptions: SEE_ALL_OPTIONS,
  unnamedTemplate: UNNAMED_TEMPLATE,
  missingButton: MISSING_BUTTON_LABEL,
  codeExpiration: 'This code expires in {{minutes}} {{minutes|one:minute|other:minutes}}.',
  missingSample: 'No sample for {{variable}}',
  severity: SEVERITY_LABEL,
};
