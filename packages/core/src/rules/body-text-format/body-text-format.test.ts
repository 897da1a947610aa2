import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { APPROVAL_BODY_MAX_EMOJI } from '../../spec/approval-limits.js';
import { body, row } from '../../testing/builders.js';
import { carouselRequest, listRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { bodyTextFormat } from './body-text-format.js';

const RULE = 'body-text-format';
const BODY = ['chat_template_data', 'chat_template_body'];
const VALUE = [...BODY, 'chat_template_body_value'];
const CARD_BODY = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 0, 'chat_template_body'];
const SHIPPED = 'your order has shipped';

new RuleTester({ describe, test }).run(bodyTextFormat, {
  valid: [
    ...validFixtureCases(),
    { name: 'one empty line (two line breaks)', request: withValue(normalRequest(), VALUE, `Hello.\n\nThe order ${SHIPPED}.`) },
    { name: 'Windows line breaks count once each', request: withValue(normalRequest(), VALUE, `Hello.\r\n\r\nThe order ${SHIPPED}.`) },
    { name: '10 emoji', request: withValue(normalRequest(), VALUE, `Good news, ${SHIPPED} ${'🎉'.repeat(10)}`) },
    { name: 'joined, skin-toned, flag and keycap emoji count once each (10)', request: withValue(normalRequest(), VALUE, `Hi ${'👨‍👩‍👧👍🏽🇫🇷1️⃣'.repeat(2)}⭐❤️ ${SHIPPED}`) },
    { name: '10 skin-toned emoji on text-style bases count once each', request: withValue(normalRequest(), VALUE, `Hi ${'\u270C\u{1F3FD}\u26F9\u{1F3FD}\u200D\u2640\uFE0F'.repeat(5)} ${SHIPPED}`) },
    { name: 'a text-style © is no emoji', request: withValue(normalRequest(), VALUE, `${'©'.repeat(12)} ${SHIPPED}`) },
    { name: 'an interactive body, never reviewed', request: withValue(listRequest(), VALUE, `a\n\n\nb ${'🎉'.repeat(11)}`) },
  ],
  invalid: [
    {
      name: 'three line breaks in a row, with its range, as a warning',
      request: withValue(normalRequest(), VALUE, `Hello.\n\n\nThe order ${SHIPPED}.`),
      errors: [{ messageId: 'tooManyLineBreaks', path: VALUE, range: [6, 9], data: { place: 'body', count: 3, max: 2 }, severity: 'error' }],
    },
    {
      name: 'a blank line of spaces still counts',
      request: withValue(normalRequest(), VALUE, `Hello.\n \n\t\nThe order ${SHIPPED}.`),
      errors: [{ messageId: 'tooManyLineBreaks', range: [6, 11], data: { count: 3 } }],
    },
    {
      name: '11 emoji',
      request: withValue(normalRequest(), VALUE, `Good news, ${SHIPPED} ${'🎉'.repeat(11)}`),
      errors: [{ messageId: 'tooManyEmoji', path: VALUE, data: { place: 'body', count: 11, max: 10, excess: 1 } }],
    },
    {
      name: 'a skin tone makes a text-style pictograph an emoji: 11 victory hands (✌🏽) and raised fingers (☝🏽)',
      request: withValue(normalRequest(), VALUE, `Good news, ${SHIPPED} ${'\u270C\u{1F3FD}'.repeat(6)}${'\u261D\u{1F3FF}'.repeat(5)}`),
      errors: [{ messageId: 'tooManyEmoji', path: VALUE, data: { place: 'body', count: 11, max: 10, excess: 1 } }],
    },
    {
      name: 'a body of variables and punctuation only',
      request: withValue(normalRequest(), BODY, body('{{1}}, {{2}}!', [row('1', 'Hi'), row('2', 'Ana')])),
      errors: [{ messageId: 'onlyVariables', path: VALUE, data: { place: 'body' } }],
    },
    {
      name: 'a carousel card body, named by its card',
      request: withValue(carouselRequest(), CARD_BODY, body('{{1}}', [row('1', 'Ana')])),
      errors: [{ messageId: 'onlyVariables', data: { place: 'card body of carousel card 1' } }],
    },
  ],
});

describe('body-text-format properties', () => {
  test.prop([fc.integer({ min: 0, max: 6 })])('n line breaks in a row are reported iff n > 2', (breaks) => {
    const request = withValue(normalRequest(), VALUE, `Hello.${'\n'.repeat(breaks)}The order ${SHIPPED}.`);
    expect(diagnosticsOf(request, RULE).map((diagnostic) => diagnostic.data?.count)).toEqual(breaks > 2 ? [breaks] : []);
  });
  test.prop([fc.array(fc.constantFrom('🎉', '👍🏽', '🇯🇵', '#️⃣', '👩‍💻', '✅', '\u270C\u{1F3FD}'), { maxLength: 16 })])('k emoji are reported iff k > the limit', (emoji) => {
    const request = withValue(normalRequest(), VALUE, `News: ${SHIPPED} ${emoji.join(' ')}`);
    expect(diagnosticsOf(request, RULE).map((diagnostic) => diagnostic.data?.count)).toEqual(emoji.length > APPROVAL_BODY_MAX_EMOJI ? [emoji.length] : []);
  });
  test.prop([fc.integer({ min: 1, max: 4 }), fc.constantFrom(' ', ', ', '! ', ' 🎉 ', ' - ')])('variables joined by non-words are reported; one word more is not', (count, joiner) => {
    const numbers = Array.from({ length: count }, (_, index) => String(index + 1));
    const text = numbers.map((number) => `{{${number}}}`).join(joiner);
    const rows = numbers.map((number) => row(number, 'x'));
    expect(diagnosticsOf(withValue(normalRequest(), BODY, body(text, rows)), RULE).map((diagnostic) => diagnostic.messageId)).toEqual(['onlyVariables']);
    expect(diagnosticsOf(withValue(normalRequest(), BODY, body(`${text} ok`, rows)), RULE)).toEqual([]);
  });
});
