import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { carouselRequest, normalRequest, replyButtonsRequest, validRequests } from '../../testing/fixtures.js';
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
    { name: "a full stop after the last variable, as in the authority's own samples (`... by {{3}}.`)", request: withBody('Hi {{1}}, your order ships by {{2}}.') },
    { name: 'punctuation before the first variable (`*{{1}}*, ...`)', request: withBody('*{{1}}*, your order {{2}} has shipped.') },
    { name: 'two variables side by side, which is variable-density\'s to report', request: withBody('Hi {{1}} {{2}}, your order has shipped.') },
    { name: 'the valid carousel fixture, whose text above the cards ends in `{{1}}!`', request: carouselRequest() },
    {
      name: "a carousel's own chat_template_body, which is not read",
      request: withValue(withValue(carouselRequest(), CAROUSEL_HEADER, 'See our new arrivals.'), BODY, body('{{1}}', [row('1', 'x')])),
    },
    { name: 'an interactive template, which is not sent for approval', request: withValue(replyButtonsRequest(), BODY, body('{{1}}', [row('1', 'x')])) },
  ],
  invalid: [
    {
      // Three templates approved on real accounts (exports of 2024 and 2025) end with a variable; the
      // refusal (2388299) was observed on a staging account in September 2026, so it stays an error.
      name: 'a body that ends with a variable, as older approved templates do: still an error',
      request: withBody('Hi {{1}}, your table is booked for {{2}}'),
      errors: [{ messageId: 'trailing', path: VALUE, data: { place: 'body', variable: '{{2}}' }, range: [35, 40], severity: 'error' }],
    },
    {
      name: 'a body that starts with a variable, at the variable, as an error',
      request: withBody('{{1}} is your order; {{2}} has shipped.'),
      errors: [{ messageId: 'leading', path: VALUE, data: { place: 'body', variable: '{{1}}' }, range: [0, 5], severity: 'error' }],
    },
    {
      name: 'spaces before the first variable count as nothing',
      request: withBody('  {{1}} is your order; {{2}} has shipped.'),
      errors: [{ messageId: 'leading', path: VALUE, data: { place: 'body', variable: '{{1}}' }, range: [2, 7] }],
    },
    {
      name: 'a body that ends with a variable, at the variable',
      request: withBody('Hi {{1}}, your order number is {{2}}'),
      errors: [{ messageId: 'trailing', path: VALUE, data: { place: 'body', variable: '{{2}}' }, range: [31, 36] }],
    },
    {
      name: 'a variable followed only by spaces and a line break ends the body',
      request: withBody('Hi {{1}}, your order number is {{2}} \n'),
      errors: [{ messageId: 'trailing', path: VALUE, data: { place: 'body', variable: '{{2}}' }, range: [31, 36] }],
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
      name: 'the carousel text above the cards and each card body',
      request: withValue(withValue(carouselRequest(), CARD_VALUE, 'Only for {{1}}'), CAROUSEL_HEADER, 'New in, {{1}}'),
      errors: [
        { messageId: 'trailing', path: CAROUSEL_HEADER, data: { place: 'carousel header', variable: '{{1}}' } },
        { messageId: 'trailing', path: CARD_VALUE, data: { place: 'card body', variable: '{{1}}' }, range: [9, 14] },
      ],
    },
  ],
});

describe('body-variable-placement properties', () => {
  const words = fc.stringMatching(/^[a-z]{1,8}( [a-z]{1,8}){0,2}$/);
  const spaces = fc.string({ unit: fc.constantFrom(' ', '\n', '\t'), maxLength: 3 });
  const punctuation = fc.string({ unit: fc.constantFrom(',', '.', '!', '*', '-', '🎉'), minLength: 1, maxLength: 3 });
  /** Spaces, then words, punctuation or nothing, then spaces: whether it is blank is known. */
  const part = fc.tuple(spaces, fc.option(fc.oneof(words, punctuation), { nil: undefined }), spaces).map(([left, middle, right]) => ({
    text: `${left}${middle ?? ''}${right}`,
    blank: middle === undefined,
  }));

  test.prop([part, part, part])('reports exactly the edges where only whitespace lies beyond the first or last variable', (before, between, after) => {
    const text = `${before.text}{{1}}${between.text}{{2}}${after.text}`;
    const expected = [...(before.blank ? ['leading'] : []), ...(after.blank ? ['trailing'] : [])];
    expect(diagnosticsOf(withBody(text), RULE).map((diagnostic) => diagnostic.messageId)).toEqual(expected);
  });
});
