const OPEN = 123; // {
const CLOSE = 125; // }

/**
 * Length of a text as the platform counts it: each `{{...}}` placeholder counts as 1 character and
 * every other character (a Unicode code point, so an emoji is 1) counts as 1. Unbalanced braces count
 * as the characters they are. Linear time.
 */
export function countCharacters(text: string): number {
  const length = text.length;
  let count = 0;
  let index = 0;
  // Characters counted since the last unclosed `{{`; they are given back if a `}}` closes it.
  let openAt = -1;
  let sinceOpen = 0;
  while (index < length) {
    const code = text.charCodeAt(index);
    if (code === OPEN && index + 1 < length && text.charCodeAt(index + 1) === OPEN) {
      // A second `{{` abandons the first: what it opened stays counted as text.
      openAt = index;
      sinceOpen = 0;
      count += 2;
      sinceOpen += 2;
      index += 2;
      continue;
    }
    if (code === CLOSE && index + 1 < length && text.charCodeAt(index + 1) === CLOSE) {
      if (openAt === -1) {
        count += 2;
      } else {
        count = count - sinceOpen + 1;
        openAt = -1;
        sinceOpen = 0;
      }
      index += 2;
      continue;
    }
    // A high surrogate followed by a low surrogate is one code point.
    const step = code >= 0xd800 && code <= 0xdbff && index + 1 < length && isLowSurrogate(text.charCodeAt(index + 1)) ? 2 : 1;
    count += 1;
    if (openAt !== -1) sinceOpen += 1;
    index += step;
  }
  return count;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
