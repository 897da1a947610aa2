import type { RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_BODY_MAX_LENGTH } from '../../spec/approval-limits.js';
import { maxLengthRule } from '../max-length-rule.js';

/** What tooling shows for body-max-length. */
export const meta: RuleMeta = {
  description: () => `The body of a template sent for approval (and a carousel's text above the cards) is at most ${String(APPROVAL_BODY_MAX_LENGTH)} characters, each \`{{variable}}\` counting as 1.`,
};

export const bodyMaxLength: RuleDefinition = maxLengthRule({
  id: 'body-max-length',
  severity: 'error',
  source: 'approval',
  message: 'The {{place}} is {{count}} characters (each variable counts as 1); the approval authority accepts at most {{limit}}. Shorten it by {{excess}}.',
  *texts(model) {
    for (const { slot, place } of model.reviewed.messages) {
      // Card bodies have their own, lower limit (carousel-card-body-max-length).
      if (place !== 'card body') yield { text: slot.text, path: slot.textPath, limit: APPROVAL_BODY_MAX_LENGTH, names: { place } };
    }
  },
});
