import { buttonText, fieldWithRole } from '../../model/queries.js';
import type { ButtonModel } from '../../model/template-model.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** True when a text is all ASCII: then lower-casing it maps A-Z alone and keeps its length. */
function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (text.charCodeAt(index) >= 0x80) return false;
  return true;
}

/** True when two trimmed ASCII texts differ in lower case; false when they match or either is not ASCII. */
function asciiKeysDiffer(left: string, right: string): boolean {
  if (!isAscii(left) || !isAscii(right)) return false;
  if (left.length !== right.length) return true;
  for (let index = 0; index < left.length; index += 1) {
    let a = left.charCodeAt(index);
    let b = right.charCodeAt(index);
    if (a >= 65 && a <= 90) a += 32;
    if (b >= 65 && b <= 90) b += 32;
    if (a !== b) return true;
  }
  return false;
}

/** Most buttons of a section compared pair by pair, without building keys, before the map below. */
const PAIRWISE_MAX = 4;

/** The common case, answered without a map or lower-cased copies: a few buttons of plainly different ASCII texts. */
function plainlyUnique(buttons: readonly ButtonModel[]): boolean {
  if (buttons.length > PAIRWISE_MAX) return false;
  for (let left = 0; left < buttons.length; left += 1) {
    const leftButton = buttons[left];
    const leftText = leftButton ? buttonText(leftButton)?.trim() : undefined;
    if (leftText === undefined || leftText === '') continue;
    for (let right = left + 1; right < buttons.length; right += 1) {
      const rightButton = buttons[right];
      const rightText = rightButton ? buttonText(rightButton)?.trim() : undefined;
      if (rightText === undefined || rightText === '') continue;
      if (!asciiKeysDiffer(leftText, rightText)) return false;
    }
  }
  return true;
}

/** What tooling shows for button-text-unique. */
export const meta: RuleMeta = {
  description: () => 'The buttons of a template, or of one carousel card, have different texts.',
};

export const buttonTextUnique: RuleDefinition = defineRule({
  id: 'button-text-unique',
  severity: 'warning',
  source: 'approval',
  messages: {
    duplicate:
      'Button {{number}} has the text "{{text}}", as button {{first}} does; the approval authority rejects buttons with the same text. Give each button its own text.',
  },
  check({ model, report }) {
    for (const { buttons } of model.sections) {
      if (buttons.length < 2 || plainlyUnique(buttons)) continue;
      // Texts are compared trimmed and case-insensitively: "Buy now" and "buy now " look the same.
      const firstNumber = new Map<string, number>();
      buttons.forEach((button, index) => {
        const field = fieldWithRole(button, 'text');
        const value = field?.value;
        if (!field || typeof value !== 'string') return;
        const key = value.trim().toLowerCase();
        if (key === '') return;
        const first = firstNumber.get(key);
        if (first === undefined) firstNumber.set(key, index + 1);
        else report({ messageId: 'duplicate', path: field.valuePath, data: { number: index + 1, text: value, first } });
      });
    }
  },
});
