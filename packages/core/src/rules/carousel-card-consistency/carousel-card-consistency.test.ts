import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, buttons, ids, mediaHeader, row, textHeader, type JsonRecord } from '../../testing/builders.js';
import { carouselRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'carousel-card-consistency';
const CARDS = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card'];
const card = (index: number): (string | number)[] => [...CARDS, index];

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

describe('carousel-card-consistency', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('reports a card whose header format differs from the first card, at its header type', () => {
    const request = withValue(carouselRequest(), [...card(1), 'chat_template_header'], mediaHeader(ids.headerType.video, 'Video', 103));
    expect(diagnosticsOf(request, RULE)).toEqual([
      expect.objectContaining({
        messageId: 'headerFormat',
        path: [...card(1), 'chat_template_header', 'chat_template_header_type_id'],
        data: { card: 2, format: 'a video header', firstCard: 1, expected: 'an image header' },
        severity: 'warning',
      }),
    ]);
  });

  test('reports a card without the header the first card has, at the missing key', () => {
    const request = withValue(carouselRequest(), [...card(1), 'chat_template_header'], undefined);
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'headerFormat', path: [...card(1), 'chat_template_header'], data: { format: 'no header', expected: 'an image header' } },
    ]);
  });

  test('reports a card with another number of buttons, at its buttons', () => {
    const request = withValue(carouselRequest(), [...card(1), 'chat_template_button'], [buttons.quickReply('Buy now')]);
    expect(diagnosticsOf(request, RULE)).toEqual([
      expect.objectContaining({ messageId: 'buttonCount', path: [...card(1), 'chat_template_button'], data: { card: 2, count: 1, firstCard: 1, expected: 2 } }),
    ]);
  });

  test('reports buttons of other kinds at the same position, at each', () => {
    const request = withValue(carouselRequest(), [...card(1), 'chat_template_button'], [BUTTON_OF.website(), BUTTON_OF.quick_reply()]);
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'buttonKind', path: [...card(1), 'chat_template_button', 0, 'chat_template_button_data', 0], data: { card: 2, number: 1, kind: 'website', firstCard: 1, expected: 'quick reply' } },
      { messageId: 'buttonKind', path: [...card(1), 'chat_template_button', 1, 'chat_template_button_data', 0], data: { number: 2, kind: 'quick reply', expected: 'website' } },
    ]);
  });

  test('compares with the first card even when it is the odd one out', () => {
    const request = withValue(carouselRequest(), [...CARDS], [makeCard('video', ['quick_reply']), makeCard('image', ['quick_reply']), makeCard('image', ['quick_reply'])]);
    expect(diagnosticsOf(request, RULE).map((diagnostic) => diagnostic.data?.card)).toEqual([2, 3]);
  });

  test('skips headers of unknown type (known-catalog-id reports them)', () => {
    const header = { ...textHeader('x'), chat_template_header_type_id: 99 };
    expect(diagnosticsOf(withValue(carouselRequest(), [...card(1), 'chat_template_header'], header), RULE)).toEqual([]);
  });

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
