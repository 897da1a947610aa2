import type { HeaderKind } from '../../catalog/catalog.js';
import { kindLabel } from '../../model/approval.js';
import type { Section } from '../../model/template-model.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** A card's header format: its kind, `none` without a header, undefined when the type id is unknown. */
function headerFormat(card: Section): HeaderKind | undefined {
  return card.header ? card.header.kind : 'none';
}

function formatLabel(format: HeaderKind): string {
  if (format === 'none') return 'no header';
  return format === 'image' ? 'an image header' : `a ${format} header`;
}

/** What tooling shows for carousel-card-consistency. */
export const meta: RuleMeta = {
  description: () => 'Every carousel card has the components of the first: the same header format and the same kinds of buttons in the same order.',
};

export const carouselCardConsistency: RuleDefinition = defineRule({
  id: 'carousel-card-consistency',
  severity: 'warning',
  source: 'approval',
  appliesTo: 'carousel',
  messages: {
    headerFormat:
      'Carousel card {{card}} has {{format}} but card {{firstCard}} has {{expected}}; the approval authority requires every card to have the same components. Use one header format for all cards.',
    buttonCount:
      'Carousel card {{card}} has {{count}} {{count|one:button|other:buttons}} but card {{firstCard}} has {{expected}}; the approval authority requires every card to have the same buttons. Give all cards the same buttons.',
    buttonKind:
      'Button {{number}} of carousel card {{card}} is of kind {{kind}} but button {{number}} of card {{firstCard}} is of kind {{expected}}; the approval authority requires the same kinds of buttons in the same order on every card. Make them match.',
  },
  check({ model, report }) {
    // The sections after the template's own are the cards, in order; each is compared with the first.
    let first: Section | undefined;
    let firstCard = 0;
    let firstFormat: HeaderKind | undefined;
    for (const card of model.sections) {
      if (card.cardIndex === undefined) continue;
      if (!first) {
        first = card;
        firstCard = card.cardIndex + 1;
        firstFormat = headerFormat(card);
        continue;
      }
      const cardNumber = card.cardIndex + 1;
      const format = headerFormat(card);
      // An unknown header type id is known-catalog-id's to report: nothing to compare.
      if (format !== undefined && firstFormat !== undefined && format !== firstFormat) {
        report({
          messageId: 'headerFormat',
          path: card.header ? [...card.header.path, 'chat_template_header_type_id'] : card.place.path('chat_template_header'),
          data: { card: cardNumber, format: formatLabel(format), firstCard, expected: formatLabel(firstFormat) },
        });
      }
      if (card.buttons.length !== first.buttons.length) {
        report({
          messageId: 'buttonCount',
          path: card.place.path('chat_template_button'),
          data: { card: cardNumber, count: card.buttons.length, firstCard, expected: first.buttons.length },
        });
        continue;
      }
      for (let index = 0; index < card.buttons.length; index += 1) {
        const button = card.buttons[index];
        const expected = first.buttons[index]?.kind;
        if (button?.kind === undefined || expected === undefined || button.kind === expected) continue;
        report({
          messageId: 'buttonKind',
          path: button.path,
          data: { card: cardNumber, number: index + 1, kind: kindLabel(button.kind), firstCard, expected: kindLabel(expected) },
        });
      }
    }
  },
});
