import { countCharacters } from '../../placeholders/count-characters.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import { APPROVAL_BODY_MAX_LENGTH } from '../../spec/approval-limits.js';

export const bodyMaxLength: RuleDefinition = defineRule({
  id: 'body-max-length',
  severity: 'error',
  source: 'approval',
  messages: {
    tooLong:
      'The {{place}} is {{count}} characters (each variable counts as 1); the approval authority accepts at most {{limit}}. Shorten it by {{excess}}.',
  },
  check({ model, report }) {
    for (const { slot, place } of model.reviewed.messages) {
      // Card bodies have their own, lower limit (carousel-card-body-max-length). A text no longer than the
      // limit in UTF-16 units is within it: a character or a variable is at least one unit.
      if (place === 'card body' || slot.text.length <= APPROVAL_BODY_MAX_LENGTH) continue;
      const count = countCharacters(slot.text);
      if (count <= APPROVAL_BODY_MAX_LENGTH) continue;
      report({ messageId: 'tooLong', path: slot.textPath, data: { place, count, limit: APPROVAL_BODY_MAX_LENGTH, excess: count - APPROVAL_BODY_MAX_LENGTH } });
    }
  },
});
