import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { authenticationRequest, carouselRequest, normalRequest, replyButtonsRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'body-variable-placement';
const BODY = ['chat_template_data', 'chat_template_body'];
const VALUE = [...BODY, 'chat_template_body_value'];
const CAROUSEL = ['chat_template_data', 'chat_template_carousel'];

/** The normal fixture with this body text and a row for each numbered variable. */
function withBody(text: string, count = 2): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), BODY, body(text, Array.from({ length: count }, (_, index) => row(String(index + 1), 'x'))));
}

describe('body-variable-placement', () => {
  test('accepts the valid fixtures but the carousel, whose text above the cards ends with a variable', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      if (name !== 'carousel') expect(diagnosticsOf(request(), RULE), name).toEqual([]);
    }
  });

  test('reports a body that starts with a variable, at the variable', () => {
    expect(diagnosticsOf(withBody('{{1}}, your order {{2}} has shipped.'), RULE)).toEqual([
      expect.objectContaining({ messageId: 'leading', path: VALUE, data: { place: 'body', variable: '{{1}}' }, range: [0, 5], severity: 'warning' }),
    ]);
  });

  test('counts spaces and punctuation before the first variable as nothing', () => {
    expect(diagnosticsOf(withBody(' *{{1}}*, your order {{2}} has shipped.'), RULE)).toMatchObject([{ messageId: 'leading', range: [2, 7] }]);
  });

  test('reports a body that ends with a variable, at the variable', () => {
    expect(diagnosticsOf(withBody('Hi {{1}}, your order number is {{2}}'), RULE)).toEqual([
      expect.objectContaining({ messageId: 'trailing', path: VALUE, data: { place: 'body', variable: '{{2}}' }, range: [31, 36] }),
    ]);
  });

  test('counts a variable followed only by punctuation as the end', () => {
    expect(diagnosticsOf(withBody('Hi {{1}}, your order number is {{2}}.'), RULE)).toMatchObject([{ messageId: 'trailing', range: [31, 36] }]);
  });

  test('reports two variables with only a space between them, over both', () => {
    expect(diagnosticsOf(withBody('Hi {{1}} {{2}}, your order has shipped.'), RULE)).toEqual([
      expect.objectContaining({ messageId: 'adjacent', path: VALUE, data: { place: 'body', first: '{{1}}', second: '{{2}}' }, range: [3, 14] }),
    ]);
  });

  test('counts punctuation and emoji between two variables as no words', () => {
    expect(diagnosticsOf(withBody('Hi {{1}}, 🎉 – {{2}}! Your order has shipped.'), RULE)).toMatchObject([{ messageId: 'adjacent', range: [3, 20] }]);
  });

  test('counts a letter or a digit of any script as words', () => {
    expect(diagnosticsOf(withBody('Hola {{1}} y {{2}}, gracias.'), RULE)).toEqual([]);
    expect(diagnosticsOf(withBody('Total {{1}} x 2 {{2}} items'), RULE)).toEqual([]);
    expect(diagnosticsOf(withBody('您好{{1}}的{{2}}订单'), RULE)).toEqual([]);
  });

  test('reports a body that is only a variable as starting and ending with it', () => {
    expect(diagnosticsOf(withBody('{{1}}', 1), RULE)).toMatchObject([
      { messageId: 'leading', range: [0, 5] },
      { messageId: 'trailing', range: [0, 5] },
    ]);
  });

  test('checks the carousel text above the cards and each card body', () => {
    const request = withValue(carouselRequest(), [...CAROUSEL, 'chat_template_carousel_card', 1, 'chat_template_body', 'chat_template_body_value'], 'Only for {{1}}');
    expect(diagnosticsOf(request, RULE)).toEqual([
      expect.objectContaining({ messageId: 'trailing', path: [...CAROUSEL, 'chat_template_carousel_header'], data: { place: 'carousel header', variable: '{{1}}' } }),
      expect.objectContaining({
        messageId: 'trailing',
        path: [...CAROUSEL, 'chat_template_carousel_card', 1, 'chat_template_body', 'chat_template_body_value'],
        data: { place: 'card body', variable: '{{1}}' },
        range: [9, 14],
      }),
    ]);
  });

  test("ignores a carousel's own chat_template_body, which is not read", () => {
    const request = withValue(carouselRequest(), [...CAROUSEL, 'chat_template_carousel_header'], 'See our new arrivals.');
    expect(diagnosticsOf(withValue(request, BODY, body('{{1}}', [row('1', 'x')])), RULE)).toEqual([]);
  });

  test("ignores authentication bodies, which are the authority's own sentence", () => {
    expect(diagnosticsOf(authenticationRequest(), RULE)).toEqual([]);
  });

  test('ignores interactive templates, which are not sent for approval', () => {
    expect(diagnosticsOf(withValue(replyButtonsRequest(), BODY, body('{{1}}', [row('1', 'x')])), RULE)).toEqual([]);
  });

  const words = fc.stringMatching(/^[a-z]{1,8}( [a-z]{1,8}){0,2}$/);
  const filler = fc.string({ unit: fc.constantFrom(' ', ',', '.', '!', '*', '-', '🎉'), maxLength: 3 });
  /** Filler, then words or not, then filler: whether it holds words is known. */
  const part = fc.tuple(filler, fc.option(words, { nil: undefined }), filler).map(([left, middle, right]) => ({
    text: `${left}${middle ?? ''}${right}`,
    hasWords: middle !== undefined,
  }));

  test.prop([part, part, part])('reports exactly the places where no words surround or separate the two variables', (before, between, after) => {
    const text = `${before.text}{{1}}${between.text}{{2}}${after.text}`;
    const expected = [
      ...(before.hasWords ? [] : ['leading']),
      ...(between.hasWords ? [] : ['adjacent']),
      ...(after.hasWords ? [] : ['trailing']),
    ];
    expect(diagnosticsOf(withBody(text), RULE).map((diagnostic) => diagnostic.messageId)).toEqual(expected);
  });
});
