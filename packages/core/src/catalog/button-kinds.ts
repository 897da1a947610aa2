// What each button sub-type kind is, for every rule that treats kinds apart: one total table, so a kind
// added to SUB_TYPE_KINDS fails to compile here until each question is answered, and no rule compares
// `button.kind` with a kind's name.
import type { FieldRole, SubTypeKind } from './catalog.js';

/** The answers a kind gives to the questions rules ask of a button. */
export interface ButtonKindTraits {
  /** Rules judge buttons of this kind; `other` is a kind templint cannot judge. */
  readonly judged: boolean;
  /** A quick reply: quick replies stay together, apart from call-to-action buttons (button-order). */
  readonly quickReply: boolean;
  /**
   * Where the button takes the recipient: a website or a phone number (each under its own cap of
   * button-count; interactive-cta-url-button, phone-button-number-format), a Flow (the flow rules) or the
   * catalog (catalog-button-single, catalog-button-text).
   */
  readonly opens: 'website' | 'phone' | 'flow' | 'catalog' | undefined;
  /**
   * The code it copies: its text is `Copy Code` or `Copy code` (copy-code-button-text); a one-time
   * password (`otp`) belongs to authentication templates only.
   */
  readonly copies: 'otp' | 'offer' | undefined;
  /** The approval authority allows it on a carousel card (carousel-card-button-kind). */
  readonly onCarouselCard: boolean;
  /**
   * The fields it does nothing without, which the approval authority requires (button-field-required):
   * a copy-code or catalog button's text is its own rule's (copy-code-button-text, catalog-button-text).
   */
  readonly requires: readonly FieldRole[];
}

const NONE: ButtonKindTraits = { judged: true, quickReply: false, opens: undefined, copies: undefined, onCarouselCard: false, requires: [] };

/** Every kind's traits. */
export const BUTTON_KINDS: Readonly<Record<SubTypeKind, ButtonKindTraits>> = {
  website: { ...NONE, opens: 'website', onCarouselCard: true, requires: ['text', 'url'] },
  phone: { ...NONE, opens: 'phone', onCarouselCard: true, requires: ['text', 'phone'] },
  quick_reply: { ...NONE, quickReply: true, onCarouselCard: true, requires: ['text'] },
  copy_code: { ...NONE, copies: 'otp' },
  offer_code: { ...NONE, copies: 'offer', requires: ['offer_code'] },
  flow: { ...NONE, opens: 'flow', requires: ['text', 'flow_id'] },
  catalog: { ...NONE, opens: 'catalog' },
  open_form: { ...NONE, requires: ['text'] },
  other: { ...NONE, judged: false },
};
