import type { JsonPath } from '../../diagnostic.js';
import { countCharacters } from '../../placeholders/count-characters.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_OFFER_CODE_SHORT_MAX_LENGTH } from '../../spec/approval-limits.js';
import { OFFER_CODE_SAMPLE_MAX_LENGTH } from '../../spec/limits.js';

/** What tooling shows for offer-code-length. */
export const meta: RuleMeta = {
  description: () =>
    `An offer code, or its sample, is at most ${String(APPROVAL_OFFER_CODE_SHORT_MAX_LENGTH)} characters, as some of the authority's pages say (the spec's ${String(OFFER_CODE_SAMPLE_MAX_LENGTH)} stays the error).`,
};

export const offerCodeLength: RuleDefinition = defineRule({
  id: 'offer-code-length',
  severity: 'warning',
  source: 'approval',
  messages: {
    overShort:
      'The {{what}} is {{count}} characters; the spec and the authority\'s coupon templates page allow {{limit}}, but its template components and limited-time offer pages say at most {{short}}. Shorten it to {{short}} to meet both.',
  },
  check({ model, report }) {
    const check = (text: string, path: JsonPath, what: string): void => {
      // Over the spec's limit is button-field-max-length's error; only the band between warns here.
      if (text.length <= APPROVAL_OFFER_CODE_SHORT_MAX_LENGTH) return;
      const count = countCharacters(text);
      if (count <= APPROVAL_OFFER_CODE_SHORT_MAX_LENGTH || count > OFFER_CODE_SAMPLE_MAX_LENGTH) return;
      report({ messageId: 'overShort', path, data: { what, count, limit: OFFER_CODE_SAMPLE_MAX_LENGTH, short: APPROVAL_OFFER_CODE_SHORT_MAX_LENGTH } });
    };
    for (const slot of model.reviewed.slots) {
      if (slot.field?.role !== 'offer_code') continue;
      // A code with a variable is measured by its sample, below.
      if (slot.parsed.placeholders.length === 0) check(slot.text, slot.textPath, 'offer code');
      for (const row of slot.rows ?? []) if (typeof row.sample === 'string') check(row.sample, row.samplePath, 'sample offer code');
    }
  },
});
