import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, buttons, ids, mediaHeader, row, textHeader, type JsonRecord } from '../../testing/builders.js';
import { carouselRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { carouselCardConsistency } from './carousel-card-consistency.js';

const RULE = 'carousel-card-consistency';
const CARDS = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card'];
const HEADER = (card: number): (string | number)[] => [...CARDS, card, 'chat_template_header'];
const HEADER_TYPE = (card: number): (string | number)[] => [...HEADER(card), 'chat_template_header_type_id'];
const BUTTONS = (card: number): (string | number)[] => [...CARDS, card, 'chat_template_button'];
const BUTTON = (card: number, index: number): (string | number)[] => [...BUTTONS(card), index, 'chat_template_button_data', 0];

type Kind = 'quick_reply' | 'website' | 'phone';
const BUTTON_OF: Readonly<Record<Kind, () => JsonRecord>> = {
  quick_reply: () => buttons.quickReply('Buy now'),
  website: () => buttons.website('See more', 'https://shop.example.com/item'),
  phone: () => buttons.phone('Call us', '+15550100'),
};

function makeCard(header: 'image' | 'video', kinds: readonly Kind[]): JsonRecord {
  return {
    chat_template_header: mediaHeader(ids.headerType[header], header, 101),
    chat_template_body: body('Our pick for {{1}} today', [row('1', 'Ana')]),
    chat_template_button: kinds.map((kind) => BUTTON_OF[kind]()),
  };
}

new RuleTester({ describe, test }).run(carouselCardConsistency, {
  valid: [
    ...validFixtureCases(),
    { name: 'a card header of unknown type, which known-catalog-id reports', request: withValue(carouselRequest(), HEADER(1), { ...textHeader('x'), chat_template_header_type_id: 99 }) },
  ],
  invalid: [
    {
      name: 'a card whose header format differs from the first card, at its header type, as a warning',
      request: withValue(carouselRequest(), HEADER(1), mediaHeader(ids.headerType.video, 'Video', 103)),
      errors: [
        { messageId: 'headerFormat', path: HEADER_TYPE(1), data: { card: 2, format: 'a video header', firstCard: 1, expected: 'an image header' }, severity: 'warning' },
      ],
    },
    {
      name: 'a card without the header the first card has, at the missing key',
      request: withValue(carouselRequest(), HEADER(1), undefined),
      errors: [{ messageId: 'headerFormat', path: HEADER(1), data: { card: 2, format: 'no header', firstCard: 1, expected: 'an image header' } }],
    },
    {
      name: 'a card with another number of buttons, at its buttons',
      request: withValue(carouselRequest(), BUTTONS(1), [buttons.quickReply('Buy now')]),
      errors: [{ messageId: 'buttonCount', path: BUTTONS(1), data: { card: 2, count: 1, firstCard: 1, expected: 2 } }],
    },
    {
      name: 'buttons of other kinds at the same position, at each',
      request: withValue(carouselRequest(), BUTTONS(1), [BUTTON_OF.website(), BUTTON_OF.quick_reply()]),
      errors: [
        { messageId: 'buttonKind', path: BUTTON(1, 0), data: { card: 2, number: 1, kind: 'website', firstCard: 1, expected: 'quick reply' } },
        { messageId: 'buttonKind', path: BUTTON(1, 1), data: { card: 2, number: 2, kind: 'quick reply', firstCard: 1, expected: 'website' } },
      ],
    },
    {
      name: 'an open-form button where the first card has a website button, in words a person writes',
      request: withValue(carouselRequest(), [...BUTTONS(1), 1], buttons.openForm('Fill in')),
      errors: [
        {
          messageId: 'buttonKind',
          path: BUTTON(1, 1),
          data: { card: 2, number: 2, kind: 'open form', firstCard: 1, expected: 'website' },
          // It said "is a open form button".
          message:
            'Button 2 of carousel card 2 is of kind open form but button 2 of card 1 is of kind website; the approval authority requires the same kinds of buttons in the same order on every card. Make them match.',
        },
      ],
    },
    {
      name: 'the cards that differ from the first card, even when the first is the odd one out',
      request: withValue(carouselRequest(), CARDS, [makeCard('video', ['quick_reply']), makeCard('image', ['quick_reply']), makeCard('image', ['quick_reply'])]),
      errors: [
        { messageId: 'headerFormat', path: HEADER_TYPE(1), data: { card: 2, format: 'an image header', firstCard: 1, expected: 'a video header' } },
        { messageId: 'headerFormat', path: HEADER_TYPE(2), data: { card: 3, format: 'an image header', firstCard: 1, expected: 'a video header' } },
      ],
    },
  ],
});

describe('carousel-card-consistency properties', () => {
  const spec = fc.record({
    header: fc.constantFrom<'image' | 'video'>('image', 'video'),
    kinds: fc.array(fc.constantFrom<Kind>('quick_reply', 'website', 'phone'), { minLength: 1, maxLength: 2 }),
  });

  test.prop([fc.array(spec, { minLength: 2, maxLength: 5 })])('reports exactly how each card differs from the first', (specs) => {
    const [first] = specs;
    if (!first) return;
    const expected = specs.slice(1).flatMap((other, offset) => {
      const number = offset + 2;
      const found: [string, number][] = [];
      if (other.header !== first.header) found.push(['headerFormat', number]);
      if (other.kinds.length !== first.kinds.length) found.push(['buttonCount', number]);
      else other.kinds.forEach((kind, index) => {
        if (kind !== first.kinds[index]) found.push(['buttonKind', number]);
      });
      return found;
    });
    const request = withValue(carouselRequest(), CARDS, specs.map((each) => makeCard(each.header, each.kinds)));
    expect(diagnosticsOf(request, RULE).map((diagnostic) => [diagnostic.messageId, diagnostic.data?.card])).toEqual(expected);
  });
});
