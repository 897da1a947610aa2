// Numbers and lists of the approval authority (WhatsApp Business Platform's template review), not of the
// API spec: the spec only says that normal and carousel templates are "submitted to an external approval
// authority and reviewed there" (sections 1 and 3). Each constant names its source; the rules that use
// them report warnings (`specSection: 'approval'`), because the authority may change its mind.
import { BUTTON_KINDS } from '../catalog/button-kinds.js';
import { SUB_TYPE_KINDS, type CategoryKind, type HeaderKind, type SubTypeKind } from '../catalog/catalog.js';

/** Template components, Body: the body text is "1024 characters maximum" (a variable counts as 1, as in spec 8). */
export const APPROVAL_BODY_MAX_LENGTH = 1024;

/** Template components, Text header: a text header "supports 1 parameter". */
export const APPROVAL_HEADER_MAX_VARIABLES = 1;

/** Template components, Buttons: "up to 10 button components total". */
export const APPROVAL_BUTTONS_MAX = 10;
/** Template components, URL buttons: "Templates are limited to two URL buttons". */
export const APPROVAL_WEBSITE_BUTTONS_MAX = 2;
/** Template components, Phone number buttons: "Templates are limited to one phone number button". */
export const APPROVAL_PHONE_BUTTONS_MAX = 1;
/** Template components, Copy code buttons: "Templates are limited to one copy code button". */
export const APPROVAL_COPY_CODE_BUTTONS_MAX = 1;

/**
 * Template categorization, authentication: "Parameters are also restricted to 15 characters" (the API's
 * refusal: "template parameter at index 0 exceeds the maximum length in the AUTHENTICATION category (15
 * characters)").
 */
export const APPROVAL_AUTHENTICATION_PARAMETER_MAX_LENGTH = 15;

/**
 * Template components and Limited-time offer templates: a copy code (coupon) example is at most 15
 * characters; the coupon templates page and the spec (section 8) say 20, which stays the error.
 */
export const APPROVAL_OFFER_CODE_SHORT_MAX_LENGTH = 15;

/**
 * Send-time error 132018: "Param text cannot have new-line/tab characters or more than 4 consecutive
 * spaces".
 */
export const APPROVAL_PARAMETER_MAX_CONSECUTIVE_SPACES = 4;

/**
 * Template components: "templates composed of 4 or more buttons, or a quick reply button and one or more
 * buttons of another type, cannot be viewed on WhatsApp desktop clients".
 */
export const APPROVAL_DESKTOP_MAX_BUTTONS = 3;

/** Media card carousel templates: a card's body text is at most 160 characters. */
export const APPROVAL_CARD_BODY_MAX_LENGTH = 160;
/** Media card carousel templates: a card has "up to two buttons". */
export const APPROVAL_CARD_BUTTONS_MAX = 2;
/** Media card carousel templates: "Each card in the template has an image or video header". */
export const APPROVAL_CARD_HEADER_KINDS: readonly HeaderKind[] = ['image', 'video'];

/**
 * Longest named variable, in characters between the braces. The authority's pages name the characters a
 * named parameter may use, not a length; 32 is the limit issue 5 asks templint to warn about.
 */
export const APPROVAL_NAMED_VARIABLE_MAX_LENGTH = 32;

/**
 * Default of `variable-density`'s `wordsPerVariable` option. The authority rejects "too many variables
 * for the message length" without publishing a ratio; integrators observe that x variables need 2x + 1
 * words of fixed text (more than 2 per variable), so that is the default.
 */
export const APPROVAL_WORDS_PER_VARIABLE = 2;

/**
 * Click-to-chat hosts. Template review guidelines: "The URL domain in your links should belong to your
 * business"; a WhatsApp chat link belongs to WhatsApp and opens a chat, not the business's site.
 */
export const WHATSAPP_LINK_HOSTS: readonly string[] = ['wa.me', 'api.whatsapp.com'];

/**
 * Link shorteners. Template review guidelines: do not use a URL shortener "(e.g., bit.ly, tinyurl, or
 * goo.gl) because they obscure the intended link destination". The three named there, and other
 * widely used public shorteners; a subdomain of one (`www.bit.ly`) counts as it.
 */
export const LINK_SHORTENER_HOSTS: readonly string[] = [
  'adf.ly',
  'bit.do',
  'bit.ly',
  'bitly.com',
  'bl.ink',
  'buff.ly',
  'clck.ru',
  'cutt.ly',
  'goo.gl',
  'is.gd',
  'lnkd.in',
  'ow.ly',
  'rb.gy',
  'rebrand.ly',
  's.id',
  'shorte.st',
  'shorturl.at',
  'surl.li',
  't.co',
  't.ly',
  'tiny.cc',
  'tinyurl.com',
  'v.gd',
  'wa.link',
];

/**
 * WhatsApp's formatting markers (`*bold*`, `_italic_`, `~strikethrough~`). Template components, Text
 * header: "markdown special characters are not supported in this component".
 */
export const FORMATTING_MARKERS = '*_~';

/** Template components, Footer: the footer text is "60 characters maximum" (a variable counts as 1, as in spec 8). */
export const APPROVAL_FOOTER_MAX_LENGTH = 60;

/** Media card carousel templates: "carousel cards are only available for marketing template messages". */
export const APPROVAL_CAROUSEL_CATEGORIES: readonly CategoryKind[] = ['marketing'];
/**
 * Media card carousel templates: a card's "Button combinations can be a mix of quick reply buttons, phone
 * number buttons, and URL buttons".
 */
export const APPROVAL_CARD_BUTTON_KINDS: readonly SubTypeKind[] = SUB_TYPE_KINDS.filter((kind) => BUTTON_KINDS[kind].onCarouselCard);

/**
 * Longest run of line breaks in a message text. The authority's pages publish no number; BSPs relay its
 * refusal of a body with more than two line breaks in a row (`body-text-format`'s page gives the sources).
 */
export const APPROVAL_BODY_MAX_CONSECUTIVE_NEWLINES = 2;
/** Most emoji in a message text. Relayed by BSPs as a rejection reason ("more than 10 emojis"); not on the authority's pages. */
export const APPROVAL_BODY_MAX_EMOJI = 10;
