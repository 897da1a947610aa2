import { hasWordCharacter } from '../../model/approval-text.js';
import { countEmoji, lineBreakRunsOver } from '../../model/message-text-facts.js';
import type { VariableSlot } from '../../model/template-model.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_BODY_MAX_CONSECUTIVE_NEWLINES, APPROVAL_BODY_MAX_EMOJI } from '../../spec/approval-limits.js';
import { partLabel } from '../section-label.js';

/** True when the text has variables and, outside them, no letter or digit. */
function onlyVariables(slot: VariableSlot): boolean {
  const { placeholders } = slot.parsed;
  if (placeholders.length === 0) return false;
  let from = 0;
  for (const placeholder of placeholders) {
    if (hasWordCharacter(slot.text, from, placeholder.start)) return false;
    from = placeholder.end;
  }
  return !hasWordCharacter(slot.text, from, slot.text.length);
}

/** What tooling shows for body-text-format. */
export const meta: RuleMeta = {
  description: () =>
    `A message text sent for approval has at most ${String(APPROVAL_BODY_MAX_CONSECUTIVE_NEWLINES)} line breaks in a row, ` +
    `at most ${String(APPROVAL_BODY_MAX_EMOJI)} emoji, and some words besides its variables.`,
};

export const bodyTextFormat: RuleDefinition = defineRule({
  id: 'body-text-format',
  severity: 'error',
  source: 'approval',
  messages: {
    tooManyLineBreaks:
      'The {{place}} has {{count}} line breaks in a row; the approval authority refuses more than {{max}}. Keep at most one empty line.',
    tooManyEmoji: 'The {{place}} has {{count}} emoji; the approval authority refuses more than {{max}}. Remove {{excess}}.',
    onlyVariables: 'The {{place}} is nothing but variables; the approval authority refuses a text with no words of its own. Write the message around them.',
  },
  check({ model, report }) {
    for (const { slot, place } of model.reviewed.messages) {
      const where = partLabel(place, slot.cardIndex);
      for (const run of lineBreakRunsOver(slot.text, APPROVAL_BODY_MAX_CONSECUTIVE_NEWLINES)) {
        report({
          messageId: 'tooManyLineBreaks',
          path: slot.textPath,
          range: [run.start, run.end],
          data: { place: where, count: run.count, max: APPROVAL_BODY_MAX_CONSECUTIVE_NEWLINES },
        });
      }
      const emoji = countEmoji(slot.text);
      if (emoji > APPROVAL_BODY_MAX_EMOJI) {
        report({ messageId: 'tooManyEmoji', path: slot.textPath, data: { place: where, count: emoji, max: APPROVAL_BODY_MAX_EMOJI, excess: emoji - APPROVAL_BODY_MAX_EMOJI } });
      }
      if (onlyVariables(slot)) report({ messageId: 'onlyVariables', path: slot.textPath, data: { place: where } });
    }
  },
});
