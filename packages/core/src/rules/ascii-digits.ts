/** A decimal digit of a script other than ASCII's (an ASCII digit is left as it is, unread). */
const DECIMAL_DIGITS = /(?![0-9])\p{Nd}/gu;
const DECIMAL_DIGIT = /^\p{Nd}$/u;
/** The longest run of decimal digits in Unicode (five sets of mathematical digits, U+1D7CE-U+1D7FF). */
const LONGEST_DIGIT_RUN = 50;

/**
 * The text with every decimal digit of any script written as its ASCII digit (`١٢` typed on an Arabic
 * keyboard and `१२` on a Hindi one are `12`), everything else as it is: what a person typed is the same
 * number, in the digits the service reads.
 */
export function asciiDigits(text: string): string {
  return text.replace(DECIMAL_DIGITS, asciiDigit);
}

/**
 * A decimal digit of any script as its ASCII digit. Unicode encodes each script's digits as a run of ten
 * code points, 0 to 9 (some runs hold several sets back to back), so the value is the distance from the
 * run's start, modulo 10.
 */
function asciiDigit(digit: string): string {
  const code = digit.codePointAt(0) ?? 0x30;
  let start = code;
  while (code - start < LONGEST_DIGIT_RUN && start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((code - start) % 10);
}
