import { phraseFinder } from '../../model/phrase-finder.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import type { Placeholder } from '../../placeholders/parse-placeholders.js';
import { allPhrases, DO_NOT_SHARE_PHRASES, ONE_TIME_PASSCODE_PHRASES } from '../../spec/category-phrases.js';
import { partLabel } from '../section-label.js';

/** Built once: a `RegExp` without the `g` or `y` flag keeps no state between calls. */
const findOneTimePasscode = phraseFinder(allPhrases(ONE_TIME_PASSCODE_PHRASES));
const findDoNotShare = phraseFinder(allPhrases(DO_NOT_SHARE_PHRASES));

/** A sentence: a run up to a full stop, question or exclamation mark, danda or line break. */
const SENTENCE = /[^.!?।\n]+/gu;

/**
 * The text with each sentence that warns against sharing a code and holds no variable blanked out
 * ("Never share your OTP with anyone."): it names a passcode without sending one. Offsets stay.
 */
function withoutSharingWarnings(text: string, placeholders: readonly Placeholder[]): string {
  let out = '';
  let copied = 0;
  // Placeholders come in text order: one cursor over them for all the sentences.
  let next = 0;
  for (const { 0: sentence, index: start } of text.matchAll(SENTENCE)) {
    const end = start + sentence.length;
    while (next < placeholders.length && (placeholders[next]?.end ?? 0) <= start) next += 1;
    if ((placeholders[next]?.start ?? end) < end) continue;
    if (findDoNotShare(sentence, []) === undefined) continue;
    out += text.slice(copied, start) + ' '.repeat(sentence.length);
    copied = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** What tooling shows for otp-outside-authentication. */
export const meta: RuleMeta = {
  description: () => 'A template that is not an authentication template does not speak of a one-time passcode ("OTP", "verification code", "passcode").',
};

export const otpOutsideAuthentication: RuleDefinition = defineRule({
  id: 'otp-outside-authentication',
  severity: 'warning',
  source: 'approval',
  appliesTo: 'non-authentication',
  messages: {
    oneTimePasscode:
      'The {{place}} speaks of a one-time passcode ("{{phrase}}"); the approval authority: "Only authentication templates can be used to send a one-time passcode for identity verification", and rejects others. Use an authentication template for codes, or reword.',
  },
  check({ model, report }) {
    for (const { slot, place } of model.reviewed.messages) {
      const { text, parsed } = slot;
      // Most texts name no passcode: the sentences are read only when one does.
      const found = findOneTimePasscode(text, parsed.placeholders) && findOneTimePasscode(withoutSharingWarnings(text, parsed.placeholders), parsed.placeholders);
      if (found === undefined) continue;
      report({
        messageId: 'oneTimePasscode',
        path: slot.textPath,
        range: [found.start, found.end],
        data: { place: partLabel(place, slot.cardIndex), phrase: found.text },
      });
    }
  },
});
