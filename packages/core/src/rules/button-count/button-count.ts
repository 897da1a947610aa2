import { isCopyCodeButton } from '../../model/approval.js';
import type { ButtonModel } from '../../model/template-model.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import {
  APPROVAL_BUTTONS_MAX,
  APPROVAL_CARD_BUTTONS_MAX,
  APPROVAL_COPY_CODE_BUTTONS_MAX,
  APPROVAL_PHONE_BUTTONS_MAX,
  APPROVAL_WEBSITE_BUTTONS_MAX,
} from '../../spec/approval-limits.js';
import { sectionLabel } from '../section-label.js';

type KindMessageId = 'tooManyWebsite' | 'tooManyPhone' | 'tooManyCopyCode';

/** The per-kind limits: which buttons each counts, and its maximum. */
const KIND_LIMITS: readonly { readonly messageId: KindMessageId; readonly counts: (button: ButtonModel) => boolean; readonly max: number }[] = [
  { messageId: 'tooManyWebsite', counts: (button) => button.traits?.opens === 'website', max: APPROVAL_WEBSITE_BUTTONS_MAX },
  { messageId: 'tooManyPhone', counts: (button) => button.traits?.opens === 'phone', max: APPROVAL_PHONE_BUTTONS_MAX },
  { messageId: 'tooManyCopyCode', counts: isCopyCodeButton, max: APPROVAL_COPY_CODE_BUTTONS_MAX },
];

/** Where a button is, as the kind messages say it. */
function whereOf(cardIndex: number | undefined): string {
  return cardIndex === undefined ? 'in the template' : `in ${sectionLabel(cardIndex)}`;
}

/** What tooling shows for button-count. */
export const meta: RuleMeta = {
  description: () =>
    `A template sent for approval has at most ${String(APPROVAL_BUTTONS_MAX)} buttons, of which at most ${String(APPROVAL_WEBSITE_BUTTONS_MAX)} website, ` +
    `${String(APPROVAL_PHONE_BUTTONS_MAX)} phone and ${String(APPROVAL_COPY_CODE_BUTTONS_MAX)} copy-code button; a carousel card has at most ${String(APPROVAL_CARD_BUTTONS_MAX)}.`,
};

export const buttonCount: RuleDefinition = defineRule({
  id: 'button-count',
  severity: 'error',
  source: 'approval',
  messages: {
    tooMany: 'This is button number {{number}}; the approval authority accepts at most {{max}} buttons in a template. Remove it.',
    tooManyInCard: 'This is button number {{number}} of carousel card {{card}}; the approval authority accepts at most {{max}} buttons in a card. Remove it.',
    tooManyWebsite:
      'This is website button number {{number}} {{where}}; the approval authority accepts at most {{max}}. Remove it or use another kind of button.',
    tooManyPhone: 'This is phone button number {{number}} {{where}}; the approval authority accepts at most {{max}}. Remove it.',
    tooManyCopyCode: 'This is copy-code button number {{number}} {{where}}; the approval authority accepts at most {{max}}. Remove it.',
  },
  check({ model, report }) {
    for (const section of model.sections) {
      const { buttons, cardIndex } = section;
      // Every button past the limit, then every button of a kind past its own limit: counted as they
      // come, so a template within its limits builds nothing.
      if (cardIndex === undefined) {
        for (let index = APPROVAL_BUTTONS_MAX; index < buttons.length; index += 1) {
          const button = buttons[index];
          if (button) report({ messageId: 'tooMany', path: button.path, data: { number: index + 1, max: APPROVAL_BUTTONS_MAX } });
        }
      } else {
        for (let index = APPROVAL_CARD_BUTTONS_MAX; index < buttons.length; index += 1) {
          const button = buttons[index];
          if (button) report({ messageId: 'tooManyInCard', path: button.path, data: { number: index + 1, card: cardIndex + 1, max: APPROVAL_CARD_BUTTONS_MAX } });
        }
      }
      for (const { messageId, counts, max } of KIND_LIMITS) {
        let number = 0;
        for (const button of buttons) {
          if (!counts(button)) continue;
          number += 1;
          if (number > max) report({ messageId, path: button.path, data: { number, where: whereOf(cardIndex), max } });
        }
      }
    }
  },
});
