// Words in message texts, as the approval-authority rules count them. One forward pass per question, and
// the only regular expressions are sticky one-character classes compiled once: linear on any input.
import type { Placeholder } from '../placeholders/parse-placeholders.js';

/** A letter, digit or combining mark of any script. */
const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/uy;
/** Scripts written without spaces between words: each of their characters counts as a word. */
const UNSPACED_SCRIPT = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/uy;
/** The first code point of those scripts (Thai, U+0E00); everything below is spaced. */
const FIRST_UNSPACED = 0x0e00;

/** The UTF-16 length of the code point at `index`: 2 for a surrogate pair, else 1. */
function widthAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code < 0xd800 || code > 0xdbff || index + 1 >= text.length) return 1;
  const next = text.charCodeAt(index + 1);
  return next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
}

/** JavaScript's `\s`: spaces, tabs, line breaks and the Unicode space separators. */
function isSpace(code: number): boolean {
  if (code < 0x80) return code === 32 || (code >= 9 && code <= 13);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

function isWordCharacterAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 0x80) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  WORD_CHARACTER.lastIndex = index;
  return WORD_CHARACTER.test(text);
}

function isUnspacedAt(text: string, index: number): boolean {
  if (text.charCodeAt(index) < FIRST_UNSPACED) return false;
  UNSPACED_SCRIPT.lastIndex = index;
  return UNSPACED_SCRIPT.test(text);
}

/**
 * True when `text[start, end)` holds a letter or a digit of any script: some words, not only spaces,
 * punctuation, symbols or emoji.
 */
export function hasWordCharacter(text: string, start: number, end: number): boolean {
  let index = Math.max(0, start);
  const stop = Math.min(end, text.length);
  while (index < stop) {
    if (isWordCharacterAt(text, index)) return true;
    index += widthAt(text, index);
  }
  return false;
}

/** True when `text[start, end)` is empty or only whitespace: nothing the authority would read as text. */
export function isBlankBetween(text: string, start: number, end: number): boolean {
  for (let index = Math.max(0, start); index < Math.min(end, text.length); index += 1) {
    if (!WHITESPACE.test(text.charAt(index))) return false;
  }
  return true;
}

const WHITESPACE = /\s/;

/**
 * The words of fixed text: runs of characters between spaces and placeholders that hold a letter or a
 * digit (`#`, `-` or an emoji alone is no word). In scripts written without spaces (Chinese, Japanese,
 * Thai, Lao, Khmer, Burmese) each character is a word. `placeholders` are the text's own, in order.
 * Counting stops once `enough` words are found.
 */
export function countWords(text: string, placeholders: readonly Placeholder[], enough: number = Number.POSITIVE_INFINITY): number {
  let words = 0;
  let tokenHasWord = false;
  let next = 0;
  let index = 0;
  while (index < text.length && words < enough) {
    let placeholder = placeholders[next];
    while (placeholder && placeholder.end <= index) {
      next += 1;
      placeholder = placeholders[next];
    }
    if (placeholder && placeholder.start <= index) {
      // A placeholder separates words like a space does.
      if (tokenHasWord) words += 1;
      tokenHasWord = false;
      index = placeholder.end;
      continue;
    }
    const code = text.charCodeAt(index);
    if (isSpace(code)) {
      if (tokenHasWord) words += 1;
      tokenHasWord = false;
    } else if (isUnspacedAt(text, index)) {
      if (tokenHasWord) words += 1;
      tokenHasWord = false;
      words += 1;
    } else if (!tokenHasWord && isWordCharacterAt(text, index)) {
      tokenHasWord = true;
    }
    index += widthAt(text, index);
  }
  return tokenHasWord ? words + 1 : words;
}
