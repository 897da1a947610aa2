import type { Fix, JsonPath } from '../../diagnostic.js';
import { codePointName } from '../../internal/code-point-name.js';
import { deriveTemplateName } from '../../names/derive-template-name.js';
import { defineRule, type ReportDescriptor, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for template-name-format. */
export const meta: RuleMeta = {
  description: () => 'The machine name uses only lowercase letters, digits and underscores.',
  specSection: '2.2',
};

export const templateNameFormat: RuleDefinition = defineRule({
  id: 'template-name-format',
  severity: 'error',
  source: 'spec',
  fixable: true,
  hasSuggestions: true,
  messages: {
    invalid:
      'The template name has "{{character}}" at position {{position}}; use only lowercase letters a-z, digits 0-9 and underscores, for example `{{suggestion}}`.',
    rename: 'Rename it `{{name}}`.',
  },
  check({ model, report }) {
    const name = model.templateName?.name;
    if (name === undefined) return;
    const at = firstInvalidIndex(name);
    if (at === -1) return;
    const suggestion = deriveTemplateName(name);
    const found = characterAt(name, at);
    report({
      messageId: 'invalid',
      path: NAME_PATH,
      // Every character before it is ASCII (valid), so its UTF-16 offset counts characters.
      data: { character: found.shown, position: found.start + 1, suggestion: suggestion === '' ? 'order_update' : suggestion },
      range: [found.start, found.end],
      ...renaming(name, suggestion),
    });
  },
});

const NAME_PATH: JsonPath = ['chat_template_data', 'chat_template_name'];

const setName = (name: string): Fix => ({ edits: [{ op: 'set', path: NAME_PATH, value: name }] });

/**
 * A fix when the name has one plausible valid form: only capitals, spaces or hyphens are wrong
 * (`Order-Shipped` is `order_shipped`). Suggestions when more than one is plausible: a camelCase name
 * (`orderShipped`: `ordershipped` or `order_shipped`), or one whose other characters would be dropped
 * (`Sale & Offer`: `sale_offer`, or `sale_and_offer` as a person would write it). None when nothing is left.
 */
function renaming(name: string, derived: string): Pick<ReportDescriptor<'rename'>, 'fix' | 'suggestions'> {
  if (derived === '') return {};
  // With a word break at each lowercase-to-capital step: `order_shipped` where `derived` is `ordershipped`.
  const words = deriveTemplateName(name.replace(/([a-z0-9])([A-Z])/g, '$1_$2'));
  if (words === derived && /^[\w -]+$/.test(name) && name.toLowerCase().replace(/[ -]/g, '_') === derived) return { fix: setName(derived) };
  return { suggestions: [...new Set([derived, words])].map((each) => ({ messageId: 'rename', data: { name: each }, fix: setName(each) })) };
}

/** Invisible, or changing how the text around it reads: a control, format or separator character other than a space. */
const INVISIBLE = /^[\p{C}\p{Z}]$/u;
/** What shows nothing of its own in a character as the reader sees it: controls, separators, joiners, variation selectors. */
const INVISIBLE_PARTS = /[\p{C}\p{Z}\p{Default_Ignorable_Code_Point}]/gu;
/** Characters as a reader sees them (grapheme clusters): a letter with its accents, an emoji with its skin tone. */
const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The character at `at` as the message quotes it and the range underlines it: the whole character the reader
 * sees there (`ç` typed as `c` and a combining cedilla, `👍🏽`, the keycap `1️⃣`, the conjunct `क्ष`), so neither
 * ever shows a lone accent, half an emoji or an empty pair of quotes; or, where all that is wrong there
 * shows nothing (a zero-width joiner after a letter, a bidi override), that code point, named by `shown`.
 */
function characterAt(name: string, at: number): { shown: string; start: number; end: number } {
  const seen = GRAPHEMES.segment(name).containing(at);
  if (seen !== undefined && firstInvalidIndex(seen.segment.replace(INVISIBLE_PARTS, '')) !== -1) {
    return { shown: seen.segment, start: seen.index, end: seen.index + seen.segment.length };
  }
  // The whole code point, so a range never ends between the two UTF-16 units of an emoji.
  const character = String.fromCodePoint(name.codePointAt(at) ?? 0);
  return { shown: shown(character), start: at, end: at + character.length };
}

/**
 * A character as the message quotes it: itself, or its code point (`U+202E`) where the character would show
 * nothing between the quotes, or turn the rest of the message around (a right-to-left override).
 */
function shown(character: string): string {
  if (character === ' ' || !INVISIBLE.test(character)) return character;
  return codePointName(character.codePointAt(0) ?? 0);
}

function firstInvalidIndex(name: string): number {
  for (let index = 0; index < name.length; index += 1) {
    const code = name.charCodeAt(index);
    const valid = (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 95;
    if (!valid) return index;
  }
  return -1;
}
