// How many columns of a monospace font a text takes, as a terminal's wcwidth counts them: a character with
// its combining marks (a grapheme) is one column, an emoji or an East Asian wide character two. Where a
// caret goes under a column, counting UTF-16 units put it far to the right of an emoji.

/** East Asian wide and fullwidth blocks (Hangul Jamo, CJK, Hangul syllables, compatibility, fullwidth forms). */
const WIDE = /^(?:\p{Extended_Pictographic}|\p{Emoji_Presentation}|[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]|[\u{20000}-\u{3FFFD}])/u;

/** The columns `text` takes in a monospace font. */
export function displayWidth(text: string): number {
  // ASCII, the usual case: one column a character.
  if (/^[\x20-\x7e]*$/u.test(text)) return text.length;
  let width = 0;
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)) width += WIDE.test(segment) ? 2 : 1;
  return width;
}
