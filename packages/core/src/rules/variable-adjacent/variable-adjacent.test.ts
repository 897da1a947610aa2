import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { authenticationRequest, carouselRequest, normalRequest, textRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { variableAdjacent } from './variable-adjacent.js';

const RULE = 'variable-adjacent';
const BODY = ['chat_template_data', 'chat_template_body'];
const VALUE = [...BODY, 'chat_template_body_value'];
const CARD_VALUE = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_body', 'chat_template_body_value'];

/** The normal fixture with this body text and a row for each of `count` numbered variables. */
function withBody(text: string, count: number): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), BODY, body(text, Array.from({ length: count }, (_, index) => row(String(index + 1), 'x'))));
}

new RuleTester({ describe, test }).run(variableAdjacent, {
  valid: [
    ...Object.entries(validRequests).map(([name, request]) => ({ name: `the valid ${name} fixture`, request: request() })),
    // Two templates approved on a real account (a 2025 export): spaces alone are variable-density's warning.
    { name: '`{{2}} {{3}}`, one space between', request: withBody('Dear {{1}}, we booked {{2}} {{3}} for you.', 3) },
    { name: '`*{{2}} {{5}}*`, one space between inside bold', request: withBody('Dear {{1}}, ticket {{3}} for row {{4}}: *{{2}} {{5}}* at the hall.', 5) },
    { name: 'one character of punctuation between', request: withBody('Dear {{1}}, see you {{2}},{{3}} today.', 3) },
    { name: 'a line break between', request: withBody('Dear {{1}}, see you {{2}}\n{{3}} today.', 3) },
    { name: 'an empty `{{}}` between two variables is no variable (placeholder-syntax reports it)', request: withBody('Dear {{1}}{{}} is here today.', 1) },
    { name: 'a header with two touching variables: message texts only', request: withValue(normalRequest(), ['chat_template_data', 'chat_template_header', 'chat_template_header_data', 0, 'chat_template_header_data_value'], 'Order {{1}}{{1}}') },
    {
      name: 'an authentication body, the authority\'s own sentence',
      request: withValue(authenticationRequest(), BODY, body('*{{1}}{{2}}* is your verification code.', [row('1', '12'), row('2', '34')])),
    },
    { name: 'an interactive template, not sent for approval', request: withValue(textRequest(), BODY, body('Hi {{1}}{{2}} there', [row('1', 'a'), row('2', 'b')])) },
  ],
  invalid: [
    {
      name: '`{{1}}{{2}}`, the status webhook\'s own example, on both variables',
      request: withBody('Dear customer {{1}}{{2}}, your order has shipped to you today.', 2),
      errors: [{ messageId: 'touching', severity: 'error', path: VALUE, data: { place: 'body', first: '{{1}}', second: '{{2}}' }, range: [14, 24] }],
    },
    {
      name: 'three in a row: each touching pair once',
      request: withBody('Dear {{1}}{{2}}{{3}}, your order has shipped.', 3),
      errors: [
        { messageId: 'touching', path: VALUE, data: { first: '{{1}}', second: '{{2}}' }, range: [5, 15] },
        { messageId: 'touching', path: VALUE, data: { first: '{{2}}', second: '{{3}}' }, range: [10, 20] },
      ],
    },
    {
      name: 'the same variable twice',
      request: withBody('Dear {{1}}{{1}}, your order has shipped.', 1),
      errors: [{ messageId: 'touching', path: VALUE, data: { first: '{{1}}', second: '{{1}}' }, range: [5, 15] }],
    },
    {
      name: 'a carousel card body',
      request: withValue(carouselRequest(), CARD_VALUE.slice(0, -1), body('Straw hat for {{1}}{{2}}, in stock now', [row('1', 'Ana'), row('2', 'B')])),
      errors: [{ messageId: 'touching', path: CARD_VALUE, data: { place: 'card body', first: '{{1}}', second: '{{2}}' } }],
    },
  ],
});

describe('variable-adjacent properties', () => {
  test.prop([fc.string({ unit: fc.constantFrom(' ', '\n', ',', '.', 'a', '*'), maxLength: 4 })])(
    'two variables are reported exactly when nothing at all lies between them',
    (between) => {
      const diagnostics = diagnosticsOf(withBody(`Dear customer, your order {{1}}${between}{{2}} has shipped today.`, 2), RULE);
      expect(diagnostics).toHaveLength(between === '' ? 1 : 0);
    },
  );
});
