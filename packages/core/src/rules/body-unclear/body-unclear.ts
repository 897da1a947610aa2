import { blankPlaceholders } from '../../model/phrase-finder.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { GREETING_WORDS, PHRASE_LANGUAGES } from '../../spec/category-phrases.js';
import { partLabel } from '../section-label.js';

/** A word: a run of letters, marks and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * True when the text has words outside its variables and every one is a greeting word. A text with no
 * word at all is `body-text-format`'s ("nothing but variables"), not this rule's.
 */
function isBareGreeting(text: string, greetings: ReadonlySet<string>): boolean {
  let words = 0;
  for (const [word] of text.matchAll(WORD)) {
    // Composed (NFC) as the list is: `Ola` and a combining acute, pasted in decomposed form, is `olá`.
    if (!greetings.has(word.normalize('NFC').toLowerCase())) return false;
    words += 1;
  }
  return words > 0;
}

/** Every greeting word of every language, lowercase: a lookup table built once. */
const GREETINGS: ReadonlySet<string> = new Set(PHRASE_LANGUAGES.flatMap((language) => GREETING_WORDS[language].map((word) => word.normalize('NFC').toLowerCase())));

/** What tooling shows for body-unclear. */
export const meta: RuleMeta = {
  description: () => 'A utility template\'s message is more than a bare greeting or congratulation ("Congratulations!", "Hello {{1}}!"), which the authority counts as marketing.',
};

export const bodyUnclear: RuleDefinition = defineRule({
  id: 'body-unclear',
  severity: 'warning',
  source: 'approval',
  messages: {
    bareGreeting:
      'The {{place}} of this utility template is only a greeting; the approval authority counts "templates where contents are unclear" (its examples: a lone variable, or "Congratulations!") as marketing. Say what the message is about (the order, the appointment, the account).',
  },
  check({ model, report }) {
    if (model.categoryKind !== 'utility') return;
    for (const { slot, place } of model.reviewed.messages) {
      if (!isBareGreeting(blankPlaceholders(slot.text, slot.parsed.placeholders), GREETINGS)) continue;
      report({ messageId: 'bareGreeting', path: slot.textPath, data: { place: partLabel(place, slot.cardIndex) } });
    }
  },
});
