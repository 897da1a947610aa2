/** Digits with an optional leading `+`: the form the authority's examples use (`15550051310`, `+15105551234`). */
const PHONE_NUMBER = /^\+?[0-9]+$/;

/**
 * Whether a phone button's number has the authority's form: phone-button-number-format reports any other,
 * phone-button-leading-zero reads only this one.
 */
export function isPhoneNumberForm(value: string): boolean {
  return PHONE_NUMBER.test(value);
}
