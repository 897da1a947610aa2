import { charactersOver } from '../../placeholders/characters-over.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_CARD_BODY_MAX_LENGTH } from '../../spec/approval-limits.js';

/** What tooling shows for carousel-card-body-max-length. */
export const meta: RuleMeta = {
  description: () => `A carousel card body is at most ${String(APPROVAL_CARD_BODY_MAX_LENGTH)} characters, each \`{{variable}}\` counting as 1.`,
};

export const carouselCardBodyMaxLength: RuleDefinition = defineRule({
  id: 'carousel-card-body-max-length',
  severity: 'error',
  source: 'approval',
  appliesTo: 'carousel',
  messages: {
    tooLong:
      'The card body is {{count}} characters (each variable counts as 1); the approval authority accepts at most {{limit}} in a carousel card. Shorten it by {{excess}}.',
  },
  check({ model, report }) {
    for (const { slot, place } of model.reviewed.messages) {
      if (place !== 'card body') continue;
      const count = charactersOver(slot.text, APPROVAL_CARD_BODY_MAX_LENGTH);
      if (count === undefined) continue;
      report({ messageId: 'tooLong', path: slot.textPath, data: { count, limit: APPROVAL_CARD_BODY_MAX_LENGTH, excess: count - APPROVAL_CARD_BODY_MAX_LENGTH } });
    }
  },
});
