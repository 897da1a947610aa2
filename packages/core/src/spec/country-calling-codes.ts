// The length of a country calling code (ITU-T E.164), read from the first digits of an international
// number. Calling codes are a prefix code: no code is the start of another, so the first one to three
// digits decide it. Zones 1 (North America) and 7 have one-digit codes; the two-digit codes are listed;
// every other code is three digits (for example 351 Portugal, 971 United Arab Emirates).

/** The two-digit calling codes. */
const TWO_DIGIT_CODES: ReadonlySet<string> = new Set([
  '20', '27',
  '30', '31', '32', '33', '34', '36', '39',
  '40', '41', '43', '44', '45', '46', '47', '48', '49',
  '51', '52', '53', '54', '55', '56', '57', '58',
  '60', '61', '62', '63', '64', '65', '66',
  '81', '82', '84', '86',
  '90', '91', '92', '93', '94', '95', '98',
]);

/** How many of the leading digits are the country calling code; undefined when they cannot start one (a 0). */
export function callingCodeLength(digits: string): number | undefined {
  const first = digits.charAt(0);
  if (first === '' || first === '0') return undefined;
  if (first === '1' || first === '7') return 1;
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}
