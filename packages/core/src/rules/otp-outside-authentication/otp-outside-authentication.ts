import { phraseFinder } from '../../model/phrase-finder.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { allPhrases, ONE_TIME_PASSCODE_PHRASES } from '../../spec/category-phrases.js';
import { partLabel } from '../section-label.js';

/** Built once: a `RegExp` without the `g` or `y` flag keeps no state between calls. */
const findOneTimePasscode = phraseFinder(allPhrases(ONE_TIME_PASSCODE_PHRASES));

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
      const found = findOneTimePasscode(slot.text, slot.parsed.placeholders);
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
