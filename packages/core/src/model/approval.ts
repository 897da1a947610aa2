// Facts the approval-authority rules (`source: 'approval'`) share: which parts of a template the
// approval authority reviews and what they are to it. Read once per request and kept on the model.
import type { SubTypeKind } from '../catalog/catalog.js';
import { APPROVAL_CARD_BUTTON_KINDS } from '../spec/approval-limits.js';
import { isCarousel } from './queries.js';
import type { ButtonModel, MessageText, ReviewedTexts, TemplateModel, VariableSlot } from './template-model.js';

// The types of what it reads live with the model's other types.
export type { MessageText, MessageTextPlace, ReviewedTexts } from './template-model.js';

/** Reads what the authority reviews; the model calls it once, on first use. */
export function readReviewedTexts(model: Pick<TemplateModel, 'interactive' | 'slots' | 'templateTypeKind' | 'carousel'>): ReviewedTexts {
  const slots: VariableSlot[] = [];
  const messages: MessageText[] = [];
  if (!model.interactive) {
    const carousel = isCarousel(model);
    for (const slot of model.slots) {
      if (slot.place === 'carousel header') messages.push({ slot, place: 'carousel header' });
      else if (slot.place === 'body') {
        if (slot.cardIndex !== undefined) messages.push({ slot, place: 'card body' });
        // A carousel's own `chat_template_body` is not what the authority reviews (spec 2.2): its message
        // lives in its cards. The spec's variable rules still check it, through `model.slots`.
        else if (carousel) continue;
        else messages.push({ slot, place: 'body' });
      }
      slots.push(slot);
    }
  }
  return { slots, messages };
}

/** A button kind as messages name it: `quick_reply` is "quick reply". */
export function kindLabel(kind: SubTypeKind): string {
  return kind.replaceAll('_', ' ');
}

/** The button kinds a carousel card may have, as messages and descriptions name them. */
export const CARD_BUTTON_KIND_LABELS: string = APPROVAL_CARD_BUTTON_KINDS.map(kindLabel).join(', ');

/** Copy-code buttons, as the approval authority counts them: `copy_code` and `offer_code` (docs/spec-decisions.md). */
export function isCopyCodeButton(button: ButtonModel): boolean {
  return button.traits?.copies !== undefined;
}
