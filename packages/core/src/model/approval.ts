// Facts the approval-authority rules (`specSection: 'approval'`) share: which parts of a template the
// approval authority reviews and what they are to it. Read from the model, once per validation.
import type { SubTypeKind } from '../catalog/catalog.js';
import { parsePlaceholders, type ParsedPlaceholders } from '../placeholders/parse-placeholders.js';
import { COPY_CODE_SUB_TYPES } from '../spec/decisions.js';
import { isCarousel } from './queries.js';
import type { ButtonModel, TemplateModel, TextValue, VariableSlot } from './template-model.js';

/** The `specSection` of the approval-authority rules: their source is the authority's published rules. */
export const APPROVAL_SECTION = 'approval';

/**
 * True when the template goes to the approval authority: normal and carousel templates do; interactive
 * templates are "validated and stored by the service only" (spec 1 and 3), so no approval rule runs.
 */
export function reviewedByAuthority(model: TemplateModel): boolean {
  return !model.interactive;
}

/** What a message text is to the authority: a template's body, a carousel's text above the cards, a card's body. */
export type MessageTextPlace = 'body' | 'carousel header' | 'card body';

/** A text the authority reviews as message text, with its variables. */
export interface MessageText {
  readonly slot: VariableSlot;
  readonly place: MessageTextPlace;
}

interface ReviewedTexts {
  readonly model: TemplateModel;
  readonly slots: readonly VariableSlot[];
  readonly messages: readonly MessageText[];
  /** Placeholders of texts that are no slot (footers), parsed on first use; made on first use too. */
  parsed: Map<TextValue, ParsedPlaceholders> | undefined;
}

/**
 * The facts of the model validated last. One entry is enough: a validation is synchronous and its rules
 * run one after the other on one model. (A WeakMap keyed by a new model each time costs more, in garbage
 * collector work, than the facts themselves.) It keeps the last model alive until the next validation.
 */
let current: ReviewedTexts | undefined;

function reviewedTexts(model: TemplateModel): ReviewedTexts {
  if (current?.model === model) return current;
  const slots: VariableSlot[] = [];
  const messages: MessageText[] = [];
  if (reviewedByAuthority(model)) {
    const carousel = isCarousel(model);
    for (const slot of model.slots) {
      if (slot.place === 'carousel header') messages.push({ slot, place: 'carousel header' });
      else if (slot.place === 'body') {
        if (slot.cardIndex !== undefined) messages.push({ slot, place: 'card body' });
        // A carousel's own `chat_template_body` is not read (spec 2.2): its message lives in its cards.
        else if (carousel) continue;
        else messages.push({ slot, place: 'body' });
      }
      slots.push(slot);
    }
  }
  current = { model, slots, messages, parsed: undefined };
  return current;
}

/**
 * The message texts of a reviewed template: the body of a normal template; for a carousel, the text above
 * the cards and each card's body. Empty for interactive templates.
 */
export function messageTexts(model: TemplateModel): readonly MessageText[] {
  return reviewedTexts(model).messages;
}

/**
 * Every variable slot the authority reviews (header, body, carousel header, button fields): none of an
 * interactive template, and not the unread template-level body of a carousel.
 */
export function reviewedSlots(model: TemplateModel): readonly VariableSlot[] {
  return reviewedTexts(model).slots;
}

/**
 * The placeholders of a text of the model that is no variable slot (a footer): parsed once per
 * validation, however many rules ask.
 */
export function placeholdersOf(model: TemplateModel, text: TextValue): ParsedPlaceholders {
  const texts = reviewedTexts(model);
  texts.parsed ??= new Map();
  let placeholders = texts.parsed.get(text);
  if (!placeholders) {
    placeholders = parsePlaceholders(text.text);
    texts.parsed.set(text, placeholders);
  }
  return placeholders;
}

/** A button kind as messages name it: `quick_reply` is "quick reply". */
export function kindLabel(kind: SubTypeKind): string {
  return kind.replaceAll('_', ' ');
}

/** Copy-code buttons, as the approval authority counts them: `copy_code` and `offer_code` (docs/spec-decisions.md). */
export function isCopyCodeButton(button: ButtonModel): boolean {
  return button.kind !== undefined && COPY_CODE_SUB_TYPES.includes(button.kind);
}
