import { countEmoji } from '../../model/message-text-facts.js';
import { charactersOver } from '../../placeholders/characters-over.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_AUTHENTICATION_PARAMETER_MAX_LENGTH } from '../../spec/approval-limits.js';

/** A web address in a sample: a scheme or a `www.` host (no unbounded quantifier, one pass). */
const URL_START = /https?:\/\/|www\./i;

/** What tooling shows for authentication-sample-format. */
export const meta: RuleMeta = {
  description: () =>
    `A variable sample of an authentication template is at most ${String(APPROVAL_AUTHENTICATION_PARAMETER_MAX_LENGTH)} characters and holds no URL and no emoji.`,
};

export const authenticationSampleFormat: RuleDefinition = defineRule({
  id: 'authentication-sample-format',
  severity: 'error',
  source: 'approval',
  appliesTo: 'authentication',
  messages: {
    tooLong:
      'The sample of the {{place}} variable `{{variable}}` is {{count}} characters; the approval authority restricts a parameter of an authentication template to {{limit}}. Shorten it to a code such as 123456.',
    url: 'The sample of the {{place}} variable `{{variable}}` holds a URL; the approval authority does not support URLs in authentication templates. Use the code alone, such as 123456.',
    emoji: 'The sample of the {{place}} variable `{{variable}}` holds an emoji; the approval authority does not support emoji in authentication templates. Use the code alone, such as 123456.',
  },
  check({ model, report }) {
    for (const slot of model.reviewed.slots) {
      for (const row of slot.rows ?? []) {
        // A missing sample is variable-sample-required's, another type field-type's.
        if (typeof row.sample !== 'string') continue;
        const data = { place: slot.place, variable: `{{${row.key ?? '?'}}}` };
        const count = charactersOver(row.sample, APPROVAL_AUTHENTICATION_PARAMETER_MAX_LENGTH);
        if (count !== undefined) report({ messageId: 'tooLong', path: row.samplePath, data: { ...data, count, limit: APPROVAL_AUTHENTICATION_PARAMETER_MAX_LENGTH } });
        if (URL_START.test(row.sample)) report({ messageId: 'url', path: row.samplePath, data });
        if (countEmoji(row.sample) > 0) report({ messageId: 'emoji', path: row.samplePath, data });
      }
    }
  },
});
