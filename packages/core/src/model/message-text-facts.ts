// Facts about a message text that the approval authority's format limits read: emoji and runs of line
// breaks. One forward pass each; the only regular expressions test one code point, without `g` or `y`,
// so they keep no `lastIndex` between calls.

const EMOJI_PRESENTATION = /^\p{Emoji_Presentation}$/u;
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;
const MODIFIER = /^\p{Emoji_Modifier}$/u;
const MODIFIER_BASE = /^\p{Emoji_Modifier_Base}$/u;
const REGIONAL_INDICATOR = /^\p{Regional_Indicator}$/u;
/** Below `©` (U+00A9) no code point is or starts an emoji that counts. */
const FIRST_EMOJI = 0xa9;
const ZERO_WIDTH_JOINER = 0x200d;
const VARIATION_SELECTOR_16 = 0xfe0f;
const COMBINING_KEYCAP = 0x20e3;

/** Whether the code point at `index` (of `width` code units) is of the pattern's class. */
function matchesAt(pattern: RegExp, text: string, index: number, width: number): boolean {
  return pattern.test(text.slice(index, index + width));
}

/** Whether the code point at `index` is a skin tone (every one is outside the BMP, two units). */
function modifierAt(text: string, index: number): boolean {
  return index < text.length && matchesAt(MODIFIER, text, index, 2);
}

/**
 * How many emoji a text shows: a joined sequence (`👨‍👩‍👧`), a skin-toned emoji (`👍🏽`, and `✌🏽`, whose
 * base alone is a text-style pictograph: the skin tone makes it an emoji), a flag (two regional
 * indicators) and a keycap (`1️⃣`) each count once; a pictograph in text style (`©` without U+FE0F) does
 * not count.
 */
export function countEmoji(text: string): number {
  let count = 0;
  let previous = -1;
  let pendingRegional = false;
  for (let index = 0; index < text.length; ) {
    const code = text.codePointAt(index) ?? 0;
    const width = code > 0xffff ? 2 : 1;
    if (code >= FIRST_EMOJI && previous !== ZERO_WIDTH_JOINER) {
      if (matchesAt(REGIONAL_INDICATOR, text, index, width)) {
        // Two regional indicators make one flag.
        if (!pendingRegional) count += 1;
        pendingRegional = !pendingRegional;
      } else {
        pendingRegional = false;
        if (code === COMBINING_KEYCAP) count += 1;
        else if (!matchesAt(MODIFIER, text, index, width)) {
          if (matchesAt(EMOJI_PRESENTATION, text, index, width)) count += 1;
          else if (text.charCodeAt(index + width) === VARIATION_SELECTOR_16 && matchesAt(PICTOGRAPHIC, text, index, width)) count += 1;
          else if (modifierAt(text, index + width) && matchesAt(MODIFIER_BASE, text, index, width)) count += 1;
        }
      }
    } else if (code < FIRST_EMOJI) pendingRegional = false;
    previous = code;
    index += width;
  }
  return count;
}

/** A run of line breaks, with only spaces or tabs between them: `[start, end)` in UTF-16 offsets. */
export interface LineBreakRun {
  readonly start: number;
  readonly end: number;
  /** How many line breaks (`\r\n` is one). */
  readonly count: number;
}

/** The runs of more than `max` line breaks in a row (blank lines holding only spaces or tabs count as empty). */
export function lineBreakRunsOver(text: string, max: number): LineBreakRun[] {
  const runs: LineBreakRun[] = [];
  let start = -1;
  let end = -1;
  let count = 0;
  const close = (): void => {
    if (count > max) runs.push({ start, end, count });
    count = 0;
    start = -1;
  };
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 10 || code === 13) {
      if (start < 0) start = index;
      if (code === 13 && text.charCodeAt(index + 1) === 10) index += 1;
      count += 1;
      end = index + 1;
    } else if (code !== 32 && code !== 9 && start >= 0) close();
  }
  if (start >= 0) close();
  return runs;
}
