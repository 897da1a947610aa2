// Every number of spec section 8 (and the few of sections 2 and 7), in one place.
import type { FieldRole, InteractiveKind, SubTypeKind } from '../catalog/catalog.js';
import { REPLY_BUTTONS_BODY_MAX_LENGTH } from './decisions.js';

export const TEMPLATE_NAME_MAX_LENGTH = 512;
export const HEADER_TEXT_MAX_LENGTH = 60;
export const AUTHENTICATION_FOOTER_MAX_LENGTH = 60;
export const CODE_EXPIRATION_MIN_MINUTES = 1;
export const CODE_EXPIRATION_MAX_MINUTES = 90;
export const CAROUSEL_MIN_CARDS = 2;
export const CAROUSEL_MAX_CARDS = 10;
export const FLOW_BUTTONS_MAX = 1;
/** Spec 8: "Sample of copy offer code 20". */
export const OFFER_CODE_SAMPLE_MAX_LENGTH = 20;

/** The exact copy-code button texts the platform accepts (spec 2.6 rule 2). */
export const COPY_CODE_TEXTS: readonly string[] = ['Copy Code', 'Copy code'];
/** The only catalog button text accepted when one is sent (spec 2.6 rule 3). */
export const CATALOG_BUTTON_TEXT = 'View catalog';

type RoleLimits = Partial<Record<FieldRole, number>>;

// Tables keyed by a kind are total: a new kind does not compile until each table says what it allows.

/** Section 8 limits of button fields, by button sub-type kind and field role. */
export const BUTTON_FIELD_LIMITS: Readonly<Record<SubTypeKind, RoleLimits>> = {
  website: { text: 25, url: 2000 },
  phone: { text: 25, phone: 20 },
  quick_reply: { text: 25, description: 100 },
  open_form: { text: 25 },
  flow: { text: 25, flow_id: 25, flow_payload: 2000, flow_input_payload: 2000 },
  copy_code: { offer_code: 20 },
  offer_code: { offer_code: 20 },
  catalog: { text: 25 },
  other: {},
};

/** Section 8 interactive limits; where one is given it wins over the general button limit (8, rule 1). */
export const INTERACTIVE_BUTTON_FIELD_LIMITS: Readonly<Record<InteractiveKind, Partial<Record<SubTypeKind, RoleLimits>>>> = {
  reply_buttons: { quick_reply: { text: 20 } },
  list: { quick_reply: { text: 24 } },
  cta_url: { website: { text: 20 } },
  flow: { flow: { text: 25 } },
  text: {},
  other: {},
};

/**
 * Section 8's limit of a button field: the interactive kind's own where it gives one, else the general
 * one (8, rule 1); undefined where section 8 gives none.
 */
export function buttonFieldLimit(kind: SubTypeKind, role: FieldRole, interactive?: InteractiveKind): number | undefined {
  return (interactive === undefined ? undefined : INTERACTIVE_BUTTON_FIELD_LIMITS[interactive][kind]?.[role]) ?? BUTTON_FIELD_LIMITS[kind][role];
}

/** Section 8 interactive body limits by interactive kind. */
export const INTERACTIVE_BODY_MAX_LENGTH: Readonly<Record<InteractiveKind, number | undefined>> = {
  cta_url: 1024,
  reply_buttons: REPLY_BUTTONS_BODY_MAX_LENGTH,
  list: 4096,
  text: 4096,
  flow: 4096,
  other: undefined,
};

/** Section 8 interactive footer limits by interactive kind. */
export const INTERACTIVE_FOOTER_MAX_LENGTH: Readonly<Record<InteractiveKind, number | undefined>> = {
  cta_url: 60,
  reply_buttons: undefined,
  list: undefined,
  text: undefined,
  flow: undefined,
  other: undefined,
};

/** Spec 2.9: counts of reply buttons and list rows. */
export const INTERACTIVE_REPLY_BUTTONS = { min: 1, max: 3 } as const;
export const INTERACTIVE_LIST_ROWS = { min: 1, max: 10 } as const;
