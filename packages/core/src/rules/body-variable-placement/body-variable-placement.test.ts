import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { authenticationRequest, carouselRequest, normalRequest, replyButtonsRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { bodyVariablePlacement } from './body-variable-placement.js';

const RULE = 'body-variable-placement';
const BODY = ['chat_template_data', 'chat_template_body'];
const VALUE = [...BODY, 'chat_template_body_value'];
const CAROUSEL = ['chat_template_data', 'chat_template_carousel'];
const CAROUSEL_HEADER = [...CAROUSEL, 'chat_template_carousel_header'];
const CARD_VALUE = [...CAROUSEL, 'chat_template_carousel_card', 1, 'chat_template_body', 'chat_template_body_value'];

/** The normal fixture with this body text and a row for each numbered variable. */
function withBody(text: string, count = 2): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), BODY, body(text, Array.from({ length: count }, (_, index) => row(String(index + 1), 'x'))));
}

new RuleTester({ describe, test }).run(bodyVariablePlacement, {
  valid: [
    ...Object.entries(validRequests)
      .filter(([name]) => name !== 'carousel')
      .map(([name, request]) => ({ name: `the valid ${name} fixture`, request: request() })),
    { name: 'words of a Latin script between and around the variables', request: withBody('Hola {{1}} y {{2}}, gracias.') },
    { name: 'a digit as a word between two variables', request: withBody('Total {{1}} x 2 {{2}} items') },
    { name: 'words of a script without spaces', request: withBody('您好{{1}}的{{2}}订单') },
    {
      name: "a carousel's own chat_template_body, which is not read",
      request: withValue(withValue(carouselRequest(), CAROUSEL_HEADER, 'See our new arrivals.'), BODY, body('{{1}}', [row('1', 'x')])),
    },
    { name: "an authentication body, which is the authority's own sentence", request: authenticationRequest() },
    { name: 'an interactive template, which is not sent for approval', request: withValue(replyButtonsRequest(), BODY, body('{{1}}', [row('1', 'x')])) },
  ],
  invalid: [
    {
      name: 'a body that starts with a variable, at the variable, as a warning',
      request: withBody('{{1}}, your order {{2}} has shipped.'),
      errors: [{ messageId: 'leading', path: VALUE, data: { place: 'body', variable: '{{1}}' }, range: [0, 5], severity: 'warning' }],
    },
    {
      name: 'spaces and punctuation before the first variable count as nothing',
      request: withBody(' *{{1}}*, your order {{2}} has shipped.'),
      errors: [{ messageId: 'leading', path: VALUE, data: { place: 'body', variable: '{{1}}' }, range: [2, 7] }],
    },
    {
      name: 'a body that ends with a variable, at the variable',
      request: withBody('Hi {{1}}, your order number is {{2}}'),
      errors: [{ messageId: 'trailing', path: VALUE, data: { place: 'body', variable: '{{2}}' }, range: [31, 36] }],
    },
    {
      name: 'a variable followed only by punctuation ends the body',
      request: withBody('Hi {{1}}, your order number is {{2}}.'),
      errors: [{ messageId: 'trailing', path: VALUE, data: { place: 'body', variable: '{{2}}' }, range: [31, 36] }],
    },
    {
      name: 'two variables with only a space between them, over both',
      request: withBody('Hi {{1}} {{2}}, your order has shipped.'),
      errors: [{ messageId: 'adjacent', path: VALUE, data: { place: 'body', first: '{{1}}', second: '{{2}}' }, range: [3, 14] }],
    },
    {
      name: 'punctuation and emoji between two variables count as no words',
      request: withBody('Hi {{1}}, 🎉 – {{2}}! Your order has shipped.'),
      errors: [{ messageId: 'adjacent', path: VALUE, data: { place: 'body', first: '{{1}}', second: '{{2}}' }, range: [3, 20] }],
    },
    {
      name: 'a body that is only a variable starts and ends with it',
      request: withBody('{{1}}', 1),
      errors: [
        { messageId: 'leading', path: VALUE, data: { place: 'body', variable: '{{1}}' }, range: [0, 5] },
        { messageId: 'trailing', path: VALUE, data: { place: 'body', variable: '{{1}}' }, range: [0, 5] },
      ],
    },
    {
      name: 'the valid carousel fixture, whose text above the cards ends with a variable',
      request: carouselRequest(),
      errors: [{ messageId: 'trailing', path: CAROUSEL_HEADER, data: { place: 'carousel header', variable: '{{1}}' } }],
    },
    {
      name: 'the carousel text above the cards and each card body',
      request: withValue(carouselRequest(), CARD_VALUE, 'Only for {{1}}'),
      errors: [
        { messageId: 'trailing', path: CAROUSEL_HEADER, data: { place: 'carousel header', variable: '{{1}}' } },
        { messageId: 'trailing', path: CARD_VALUE, data: { place: 'card body', variable: '{{1}}' }, range: [9, 14] },
      ],
    },
  ],
});

describe('body-variable-placement properties', () => {
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
