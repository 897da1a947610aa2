import { APPROVAL_SECTION, isCopyCodeButton, reviewedByAuthority } from '../../model/approval.js';
import type { ButtonModel } from '../../model/template-model.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import {
  APPROVAL_BUTTONS_MAX,
  APPROVAL_CARD_BUTTONS_MAX,
  APPROVAL_COPY_CODE_BUTTONS_MAX,
  APPROVAL_PHONE_BUTTONS_MAX,
  APPROVAL_WEBSITE_BUTTONS_MAX,
} from '../../spec/approval-limits.js';

type KindMessageId = 'tooManyWebsite' | 'tooManyPhone' | 'tooManyCopyCode';

/** The per-kind limits: which buttons each counts, and its maximum. */
const KIND_LIMITS: readonly { readonly messageId: KindMessageId; readonly counts: (button: ButtonModel) => boolean; readonly max: number }[] = [
  { messageId: 'tooManyWebsite', counts: (button) => button.kind === 'website', max: APPROVAL_WEBSITE_BUTTONS_MAX },
  { messageId: 'tooManyPhone', counts: (button) => button.kind === 'phone', max: APPROVAL_PHONE_BUTTONS_MAX },
  { messageId: 'tooManyCopyCode', counts: isCopyCodeButton, max: APPROVAL_COPY_CODE_BUTTONS_MAX },
];

/** The common case, answered without building lists: no count over its limit. */
function withinLimits(buttons: readonly ButtonModel[], max: number): boolean {
  if (buttons.length > max) return false;
  const counts = [0, 0, 0];
  for (const button of buttons) {
    for (let index = 0; index < KIND_LIMITS.length; index += 1) {
      if (KIND_LIMITS[index]?.counts(button)) counts[index] = (counts[index] ?? 0) + 1;
    }
  }
  return KIND_LIMITS.every((limit, index) => (counts[index] ?? 0) <= limit.max);
}

export const buttonCount: RuleDefinition = defineRule({
  id: 'button-count',
  description:
    'A template sent for approval has at most 10 buttons, of which at most 2 website, 1 phone and 1 copy-code button; a carousel card has at most 2.',
  severity: 'warning',
  specSection: APPROVAL_SECTION,
  messages: {
    tooMany: 'This is button number {{number}}; the approval authority accepts at most {{max}} buttons in a template. Remove it.',
    tooManyInCard: 'This is button number {{number}} of carousel card {{card}}; the approval authority accepts at most {{max}} buttons in a card. Remove it.',
    tooManyWebsite:
      'This is website button number {{number}} {{where}}; the approval authority accepts at most {{max}}. Remove it or use another kind of button.',
    tooManyPhone: 'This is phone button number {{number}} {{where}}; the approval authority accepts at most {{max}}. Remove it.',
    tooManyCopyCode: 'This is copy-code button number {{number}} {{where}}; the approval authority accepts at most {{max}}. Remove it.',
  },
  check({ model, report }) {
    if (!reviewedByAuthority(model)) return;
    for (const section of model.sections) {
      const { buttons, cardIndex } = section;
      if (buttons.length < 2 || withinLimits(buttons, cardIndex === undefined ? APPROVAL_BUTTONS_MAX : APPROVAL_CARD_BUTTONS_MAX)) continue;
      if (cardIndex === undefined) {
        buttons.slice(APPROVAL_BUTTONS_MAX).forEach((button, index) => {
          report({ messageId: 'tooMany', path: button.path, data: { number: APPROVAL_BUTTONS_MAX + index + 1, max: APPROVAL_BUTTONS_MAX } });
        });
      } else {
        const card = cardIndex + 1;
        buttons.slice(APPROVAL_CARD_BUTTONS_MAX).forEach((button, index) => {
          report({ messageId: 'tooManyInCard', path: button.path, data: { number: APPROVAL_CARD_BUTTONS_MAX + index + 1, card, max: APPROVAL_CARD_BUTTONS_MAX } });
        });
      }
      const where = cardIndex === undefined ? 'in the template' : `in carousel card ${String(cardIndex + 1)}`;
      for (const { messageId, counts, max } of KIND_LIMITS) {
        buttons
          .filter(counts)
          .slice(max)
          .forEach((button, index) => {
            report({ messageId, path: button.path, data: { number: max + index + 1, where, max } });
          });
      }
    }
  },
});
