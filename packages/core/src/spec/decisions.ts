// Choices made where the spec says "not shown" or is silent. Each is recorded in docs/spec-decisions.md;
// change it here and the whole engine follows.
import type { SubTypeKind } from '../catalog/catalog.js';

/**
 * Row fields of header, carousel-header and dynamic button-field variable rows. The spec names only the
 * body row's fields (2.4); the others are "not shown", so they are assumed to have the body row's shape.
 */
export const VARIABLE_ROW_KEY = 'chat_template_dynamic_variable_key';
export const VARIABLE_ROW_SAMPLE = 'chat_template_dynamic_variable_sample_value';

/**
 * How interactive reply buttons and list rows travel (2.9 does not show it): each is one entry of
 * `chat_template_button[].chat_template_button_data[]` whose sub-type kind is this one; its text-role
 * field is the reply button title or the list row title.
 */
export const INTERACTIVE_ITEM_SUB_TYPE: SubTypeKind = 'quick_reply';

/** Body limit for reply-button interactive templates: section 8 lists none; the authority's is 1024. */
export const REPLY_BUTTONS_BODY_MAX_LENGTH = 1024;

/**
 * Authentication body sentences (2.8 describes them; the wording is the approval authority's English
 * preset). Other languages use the authority's own translation, which the spec does not show, so the
 * exact-text check runs only for English (`en`, `en_US`, ...) or a language not found in the catalog.
 */
export const AUTHENTICATION_BODY_LANGUAGE = 'en';
/** Whether a catalog language code is one the exact authentication body is checked for: `en`, `en_US`, ... */
export function isAuthenticationBodyLanguage(code: string): boolean {
  return code === AUTHENTICATION_BODY_LANGUAGE || code.startsWith(`${AUTHENTICATION_BODY_LANGUAGE}_`);
}
export const AUTHENTICATION_BODY = '*{{1}}* is your verification code.';
export const AUTHENTICATION_BODY_WITH_SECURITY_RECOMMENDATION =
  '*{{1}}* is your verification code. For your security, do not share this code.';
