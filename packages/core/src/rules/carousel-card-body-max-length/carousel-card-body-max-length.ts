import type { RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_CARD_BODY_MAX_LENGTH } from '../../spec/approval-limits.js';
import { maxLengthRule } from '../max-length-rule.js';

/** What tooling shows for carousel-card-body-max-length. */
export const meta: RuleMeta = {
  description: () => `A carousel card body is at most ${String(APPROVAL_CARD_BODY_MAX_LENGTH)} characters, each \`{{variable}}\` counting as 1.`,
};

export const carouselCardBodyMaxLength: RuleDefinition = maxLengthRule({
  id: 'carousel-card-body-max-length',
  severity: 'error',
  source: 'approval',
  appliesTo: 'carousel',
  message:
    'The card body is {{count}} characters (each variable counts as 1); the approval authority accepts at most {{limit}} in a carousel card. Shorten it by {{excess}}.',
  *texts(model) {
    for (const { slot, place } of model.reviewed.messages) {
      if (place === 'card body') yield { text: slot.text, path: slot.textPath, limit: APPROVAL_CARD_BODY_MAX_LENGTH };
    }
  },
});
