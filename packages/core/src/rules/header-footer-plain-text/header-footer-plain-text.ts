import type { Placeholder } from '../../placeholders/parse-placeholders.js';
import type { JsonPath } from '../../diagnostic.js';
import { defineRule, type RuleContext, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { formattedSpans, parseChatFormat } from '../../format/parse-chat-format.js';
import { FORMATTING_MARKERS } from '../../spec/approval-limits.js';

/**
 * One emoji with what joins it: a default-emoji code point, a text code point made emoji by U+FE0F or by a
 * skin tone (`✌🏽`, `⛹🏽‍♀️`), or a keycap; then skin tones, variation selectors, keycap marks, tag
 * characters and zero-width-joined emoji. Sticky, tried only where an emoji can start; a branch that fails
 * does so within its first two code points, so matching never backtracks further.
 */
const EMOJI =
  /(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Emoji_Modifier_Base}\p{Emoji_Modifier}|[#*0-9]\uFE0F?\u20E3)(?:\p{Emoji_Modifier}|\uFE0F|\u20E3|\u200D(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F?)|[\u{E0020}-\u{E007F}])*/uy;

type MessageId = 'newline' | 'emoji' | 'formatting';

interface Finding {
  readonly messageId: MessageId;
  readonly start: number;
  end: number;
  readonly marker?: string;
}

function isNewline(code: number): boolean {
  return code === 10 || code === 13 || code === 0x2028 || code === 0x2029;
}

/** True where an emoji may start: © ®, U+2000 and above (surrogates included), or a keycap's base. */
function mayStartEmoji(text: string, index: number, code: number): boolean {
  if (code >= 0x2000 || code === 0xa9 || code === 0xae) return true;
  if (code !== 35 && code !== 42 && (code < 48 || code > 57)) return false;
  const next = text.charCodeAt(index + 1);
  return next === 0xfe0f || next === 0x20e3;
}

/** Characters below U+0100 that a finding may start with or need: line breaks, © ®, the formatting markers. */
const STARTS = new Uint8Array(256);
for (const char of `\n\r\u00a9\u00ae${FORMATTING_MARKERS}`) STARTS[char.charCodeAt(0)] = 1;

/**
 * False when a text has none of those characters and nothing from U+2000 up (every emoji, keycap mark and
 * the other line breaks): most texts, passed without parsing their placeholders.
 */
function mayHaveFindings(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0x2000 || (code < 256 && STARTS[code] === 1)) return true;
  }
  return false;
}

/** Line breaks and emoji of a text, outside its placeholders, in one pass. */
function breaksAndEmoji(text: string, placeholders: readonly Placeholder[]): Finding[] {
  const found: Finding[] = [];
  let next = 0;
  let index = 0;
  while (index < text.length) {
    let placeholder = placeholders[next];
    while (placeholder && placeholder.end <= index) {
      next += 1;
      placeholder = placeholders[next];
    }
    if (placeholder && placeholder.start <= index) {
      index = placeholder.end;
      continue;
    }
    const code = text.charCodeAt(index);
    if (isNewline(code)) {
      let end = index + 1;
      while (end < text.length && isNewline(text.charCodeAt(end))) end += 1;
      found.push({ messageId: 'newline', start: index, end });
      index = end;
      continue;
    }
    if (mayStartEmoji(text, index, code)) {
      EMOJI.lastIndex = index;
      if (EMOJI.test(text)) {
        const end = EMOJI.lastIndex;
        const last = found.at(-1);
        // Emoji side by side (a flag's two letters, 🎉🎉) are one finding.
        if (last?.messageId === 'emoji' && last.end === index) last.end = end;
        else found.push({ messageId: 'emoji', start: index, end });
        index = end;
        continue;
      }
    }
    index += 1;
  }
  return found;
}

/**
 * The `*bold*`, `_italic_` and `~strikethrough~` spans of a text as the chat app reads them, by the parser
 * the preview shows them with: a marker opens only at a word's edge, so `test_body_101` is no italic, and a
 * marker without its pair is text.
 */
function formatting(text: string, placeholders: readonly Placeholder[]): Finding[] {
  if (!FORMATTING_MARKERS.split('').some((marker) => text.includes(marker))) return [];
  return formattedSpans(parseChatFormat(text, placeholders, true))
    .filter((span) => FORMATTING_MARKERS.includes(span.marker))
    .map((span) => ({ messageId: 'formatting', start: span.range[0], end: span.range[1], marker: span.marker }));
}

/** What tooling shows for header-footer-plain-text. */
export const meta: RuleMeta = {
  description: () => 'A text header and a footer are one line with no emoji, and a text header has no `*`, `_` or `~` formatting as the chat app reads it.',
};

export const headerFooterPlainText: RuleDefinition = defineRule({
  id: 'header-footer-plain-text',
  severity: 'warning',
  source: 'approval',
  messages: {
    newline: 'The {{place}} has a line break; the approval authority accepts a header or footer only as one line. Remove the line break.',
    emoji: 'The {{place}} has the emoji {{emoji}}; the approval authority accepts no emoji in a header or footer. Remove it or move it to the body.',
    formatting:
      'The {{place}} has `{{marker}}` formatting; the approval authority says not to use Markdown characters (*bold*, _italic_, ~strikethrough~) in a text header. Remove the `{{marker}}`.',
  },
  check({ model, report }) {
    // Most texts have no character a finding starts with: they are passed before anything is parsed.
    for (const slot of model.reviewed.slots) {
      if (slot.place === 'header' && mayHaveFindings(slot.text)) reportFindings(report, 'header', slot.text, slot.parsed.placeholders, slot.textPath);
    }
    for (const { footer } of model.sections) {
      const text = footer?.text;
      if (text && mayHaveFindings(text.text)) reportFindings(report, 'footer', text.text, model.placeholdersOf(text).placeholders, text.path);
    }
  },
});

function reportFindings(
  report: RuleContext<MessageId>['report'],
  place: string,
  text: string,
  placeholders: readonly Placeholder[],
  path: JsonPath,
): void {
  const found = breaksAndEmoji(text, placeholders);
  // Only the header's formatting: no page of the authority refuses a formatted footer (docs/spec-decisions.md).
  if (place === 'header') found.push(...formatting(text, placeholders));
  for (const finding of found.sort((left, right) => left.start - right.start)) {
    const range = [finding.start, finding.end] as const;
    if (finding.messageId === 'emoji') report({ messageId: 'emoji', path, data: { place, emoji: text.slice(finding.start, finding.end) }, range });
    else if (finding.messageId === 'newline') report({ messageId: 'newline', path, data: { place }, range });
    else report({ messageId: 'formatting', path, data: { place, marker: finding.marker ?? '' }, range });
  }
}
