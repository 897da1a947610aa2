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

/**
 * What each kind of button does, as a screen reader says it before the button's text (the icon says it to the
 * eye): one total table, so a kind added to `BUTTON_KINDS` does not compile until it is worded.
 */
export const BUTTON_KIND_LABEL: Readonly<Record<PreviewButtonKind, string>> = {
  quick_reply: 'Quick reply',
  website: 'Visit website',
  phone: 'Call phone number',
  copy_code: 'Copy code',
  offer_code: 'Copy offer code',
  flow: 'Open flow',
  catalog: 'View catalog',
  open_form: 'Open form',
  list: 'Open list',
  other: 'Button',
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
  /** The accessible name of a message's buttons (a group). */
  readonly buttons: string;
  /** Said before a button's text: what the button does. */
  readonly buttonKind: Readonly<Record<PreviewButtonKind, string>>;
  /** The carousel's role description (`aria-roledescription`), in lower case as a role is said. */
  readonly carousel: string;
  /** The carousel's accessible name, with `{{count}}` cards (a plural choice as in `codeExpiration`). */
  readonly carouselName: string;
  /** A card's role description (`aria-roledescription`), in lower case as a role is said. */
  readonly card: string;
  /** A card's accessible name, with `{{position}}` (from 1) and `{{count}}`; it does not repeat `card`, which is said with it. */
  readonly cardPosition: string;
  /** The accessible name of an interactive list's sheet of rows, shown open below the message. */
  readonly listSheet: string;
  /**
   * Closes the list of problems past `PROBLEMS_SHOWN_MAX`: `{{count}}` of them neither listed nor marked (for
   * plural choices), `{{countText}}` the same number written as the language writes it (990,006; 9,90,006).
   */
  readonly moreProblems: string;
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
  buttons: 'Buttons',
  buttonKind: BUTTON_KIND_LABEL,
  carousel: 'carousel',
  carouselName: '{{count}} {{count|one:card|other:cards}}',
  card: 'card',
  cardPosition: '{{position}} of {{count}}',
  listSheet: 'The list the button opens',
  moreProblems: 'And {{countText}} more {{count|one:problem|other:problems}}, not marked here.',
};

/**
 * `RenderOptions.locale` as the renderer reads it: each word of the given labels that is a string, the
 * English one for every other (missing, of the wrong type, or an object that is not labels at all, such
 * as core's diagnostics locale of the same name); a `code` that is no language tag reads plural forms as
 * English. An option of the wrong shape never makes a renderer throw (docs/preview.md).
 */
export function labelsOf(given: unknown): PreviewLabels {
  if (typeof given !== 'object' || given === null) return ENGLISH_LABELS;
  const labels = given as Readonly<Record<string, unknown>>;
  const word = (key: string, english: string): string => {
    const value = Object.hasOwn(labels, key) ? labels[key] : undefined;
    return typeof value === 'string' ? value : english;
  };
  const words = <Key extends string>(key: string, english: Readonly<Record<Key, string>>): Record<Key, string> => {
    const value = Object.hasOwn(labels, key) ? labels[key] : undefined;
    const record = (typeof value === 'object' && value !== null ? value : {}) as Readonly<Record<string, unknown>>;
    const entries = (Object.keys(english) as Key[]).map((name) => {
      const given = Object.hasOwn(record, name) ? record[name] : undefined;
      return [name, typeof given === 'string' ? given : english[name]] as const;
    });
    return Object.fromEntries(entries) as Record<Key, string>;
  };
  return {
    code: isLanguageTag(labels.code) ? labels.code : ENGLISH_LABELS.code,
    media: words('media', ENGLISH_LABELS.media),
    unknownHeader: word('unknownHeader', ENGLISH_LABELS.unknownHeader),
    seeAllOptions: word('seeAllOptions', ENGLISH_LABELS.seeAllOptions),
    unnamedTemplate: word('unnamedTemplate', ENGLISH_LABELS.unnamedTemplate),
    missingButton: words('missingButton', ENGLISH_LABELS.missingButton),
    codeExpiration: word('codeExpiration', ENGLISH_LABELS.codeExpiration),
    missingSample: word('missingSample', ENGLISH_LABELS.missingSample),
    severity: words('severity', ENGLISH_LABELS.severity),
    buttons: word('buttons', ENGLISH_LABELS.buttons),
    buttonKind: words('buttonKind', ENGLISH_LABELS.buttonKind),
    carousel: word('carousel', ENGLISH_LABELS.carousel),
    carouselName: word('carouselName', ENGLISH_LABELS.carouselName),
    card: word('card', ENGLISH_LABELS.card),
    cardPosition: word('cardPosition', ENGLISH_LABELS.cardPosition),
    listSheet: word('listSheet', ENGLISH_LABELS.listSheet),
    moreProblems: word('moreProblems', ENGLISH_LABELS.moreProblems),
  };
}

/** A BCP 47 tag `Intl.PluralRules` takes (`pt-BR`, not `pt_BR`). */
function isLanguageTag(code: unknown): code is string {
  if (typeof code !== 'string') return false;
  try {
    return Intl.getCanonicalLocales(code).length === 1;
  } catch {
    return false;
  }
}
