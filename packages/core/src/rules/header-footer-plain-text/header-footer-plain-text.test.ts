import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { footer, row, textHeader, type JsonRecord } from '../../testing/builders.js';
import { listRequest, namedRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { headerFooterPlainText } from './header-footer-plain-text.js';

const HEADER = ['chat_template_data', 'chat_template_header'];
const HEADER_TEXT = [...HEADER, 'chat_template_header_data', 0, 'chat_template_header_data_value'];
const FOOTER = ['chat_template_data', 'chat_template_footer'];
const FOOTER_TEXT = [...FOOTER, 'chat_template_footer_value'];

function withFooter(text: string): JsonRecord {
  return withValue(normalRequest(), FOOTER, footer(text));
}

function withHeader(text: string): JsonRecord {
  return withValue(normalRequest(), HEADER, textHeader(text, text.includes('{{1}}') ? [row('1', 'x')] : []));
}

new RuleTester({ describe, test }).run(headerFooterPlainText, {
  valid: [
    ...validFixtureCases(),
    { name: 'symbols that are text by default: © ® ™ → and accented letters', request: withFooter('© 2024 Café Example® ™ → more') },
    {
      name: 'underscores inside a placeholder (not formatting)',
      request: withValue(namedRequest(), HEADER, textHeader('Hi {{first_name}}', [row('first_name', 'Ana')])),
    },
    { name: 'a formatted, emoji, two-line footer of an interactive template', request: withValue(listRequest(), FOOTER, footer('*Tax* 🎉\nincluded')) },
    // Issue 26: approved templates whose underscores sit inside words; the chat app opens italic only at a word's edge.
    { name: 'an approved footer test_body_101 (underscores inside a word)', request: withFooter('test_body_101') },
    { name: 'an approved header test_body_101 (underscores inside a word)', request: withHeader('test_body_101') },
    { name: 'an approved footer error_text135', request: withFooter('error_text135') },
    { name: 'an approved header error_text135', request: withHeader('error_text135') },
    { name: 'markers inside words and numbers: snake_case_name, 2*3*4, a~b~c', request: withHeader('snake_case_name 2*3*4 a~b~c') },
    { name: 'a marker without its pair is text, as the app shows it', request: withHeader('Terms apply*') },
    { name: 'a marker next to a space opens nothing', request: withHeader('Save * now * today') },
    // Issue 26: an italic footer approved in 2026; no page of the authority refuses footer formatting.
    { name: 'an approved italic footer _Il team di Tiledesk_', request: withFooter('_Il team di Tiledesk_') },
    { name: 'a bold footer', request: withFooter('Reply *STOP* to opt out') },
  ],
  invalid: [
    {
      name: 'a line break in the header, at it',
      request: withHeader('Order\n{{1}}'),
      errors: [{ messageId: 'newline', path: HEADER_TEXT, data: { place: 'header' }, range: [5, 6], severity: 'warning' }],
    },
    {
      name: 'a run of line breaks, once',
      request: withFooter('Reply STOP\r\n\nto opt out'),
      errors: [{ messageId: 'newline', path: FOOTER_TEXT, data: { place: 'footer' }, range: [10, 13] }],
    },
    {
      name: 'an emoji in the footer, with the emoji as data',
      request: withFooter('Thanks 🎉'),
      errors: [{ messageId: 'emoji', path: FOOTER_TEXT, data: { place: 'footer', emoji: '🎉' }, range: [7, 9] }],
    },
    {
      name: 'emoji side by side, joined sequences and flags as one span',
      request: withFooter('Hi 👨‍👩‍👧🇺🇸 there ❤️'),
      errors: [
        { messageId: 'emoji', path: FOOTER_TEXT, data: { place: 'footer', emoji: '👨‍👩‍👧🇺🇸' }, range: [3, 15] },
        { messageId: 'emoji', path: FOOTER_TEXT, data: { place: 'footer', emoji: '❤️' }, range: [22, 24] },
      ],
    },
    {
      name: 'a skin-toned emoji and a keycap as one span each',
      request: withFooter('Ok 👍🏽 or 1️⃣'),
      errors: [
        { messageId: 'emoji', path: FOOTER_TEXT, data: { place: 'footer', emoji: '👍🏽' }, range: [3, 7] },
        { messageId: 'emoji', path: FOOTER_TEXT, data: { place: 'footer', emoji: '1️⃣' }, range: [11, 14] },
      ],
    },
    {
      name: 'a skin tone on a text-style pictograph (✌🏽, ⛹🏽‍♀️): the whole emoji, never the skin tone alone',
      request: withFooter('Ok \u270C\u{1F3FD} or \u26F9\u{1F3FD}\u200D\u2640\uFE0F'),
      errors: [
        { messageId: 'emoji', path: FOOTER_TEXT, data: { place: 'footer', emoji: '\u270C\u{1F3FD}' }, range: [3, 6] },
        { messageId: 'emoji', path: FOOTER_TEXT, data: { place: 'footer', emoji: '\u26F9\u{1F3FD}\u200D\u2640\uFE0F' }, range: [10, 16] },
      ],
    },
    {
      name: '*bold* formatting over its whole span, with the marker as data',
      request: withHeader('Reply *STOP* to opt out'),
      errors: [{ messageId: 'formatting', path: HEADER_TEXT, data: { place: 'header', marker: '*' }, range: [6, 12] }],
    },
    {
      name: 'the italic text of the approved footer, in a header',
      request: withHeader('_Il team di Tiledesk_'),
      errors: [{ messageId: 'formatting', path: HEADER_TEXT, data: { place: 'header', marker: '_' }, range: [0, 21] }],
    },
    {
      name: 'an underscore at a word edge after punctuation opens: (_New_)',
      request: withHeader('(_New_) arrivals'),
      errors: [{ messageId: 'formatting', data: { marker: '_' }, range: [1, 6] }],
    },
    {
      name: 'nested formats: the outer span, then the inner one',
      request: withHeader('*_Both_* today'),
      errors: [
        { messageId: 'formatting', data: { marker: '*' }, range: [0, 8] },
        { messageId: 'formatting', data: { marker: '_' }, range: [1, 7] },
      ],
    },
    {
      name: 'a variable is one word to the formatting: *{{1}}* is bold',
      request: withHeader('Order *{{1}}*'),
      errors: [{ messageId: 'formatting', data: { marker: '*' }, range: [6, 13] }],
    },
    {
      name: '_italic_ and ~strikethrough~ in the header',
      request: withHeader('_New_ ~old~ {{1}}'),
      errors: [
        { messageId: 'formatting', path: HEADER_TEXT, data: { place: 'header', marker: '_' }, range: [0, 5] },
        { messageId: 'formatting', path: HEADER_TEXT, data: { place: 'header', marker: '~' }, range: [6, 11] },
      ],
    },
  ],
});

describe('header-footer-plain-text properties', () => {
  const plainCharacter = fc.constantFrom('a', 'Z', '0', ' ', '.', ',', '#', '-', 'é', 'ж', '你', '©', '™');
  const plain = fc.string({ unit: plainCharacter, maxLength: 25 });

  test.prop([plain, plain])('plain text is never reported; an emoji inserted into it is reported exactly there', (before, after) => {
    expect(diagnosticsOf(withFooter(`${before}${after}`), 'header-footer-plain-text')).toEqual([]);
    const diagnostics = diagnosticsOf(withFooter(`${before}🚀${after}`), 'header-footer-plain-text');
    expect(diagnostics.map((diagnostic) => [diagnostic.messageId, diagnostic.range])).toEqual([['emoji', [before.length, before.length + 2]]]);
  });

  const word = fc.string({ unit: fc.constantFrom('a', 'Z', '0', 'é', 'ж', '你'), minLength: 1, maxLength: 8 });
  const marker = fc.constantFrom('*', '_', '~');

  test.prop([plain, word, plain, plain, marker])(
    'a marker pair at word edges in a header is reported over its span',
    (before, inside, between, after, mark) => {
      const head = before === '' ? '' : `${before} `;
      const text = `${head}${mark}${inside}${between === '' ? '' : ` ${between} `}${inside}${mark} ${after}`;
      const diagnostics = diagnosticsOf(withHeader(text), 'header-footer-plain-text');
      const end = text.lastIndexOf(mark) + 1;
      expect(diagnostics.map((diagnostic) => diagnostic.range)).toEqual([[head.length, end]]);
    },
  );

  test.prop([word, word, word, marker])('markers inside a word are never reported, in a header or a footer', (first, second, third, mark) => {
    const text = `${first}${mark}${second}${mark}${third}`;
    expect(diagnosticsOf(withHeader(text), 'header-footer-plain-text')).toEqual([]);
    expect(diagnosticsOf(withFooter(text), 'header-footer-plain-text')).toEqual([]);
  });

  test.prop([plain, word, plain, marker])('a footer\'s formatting is never reported', (before, inside, after, mark) => {
    expect(diagnosticsOf(withFooter(`${before} ${mark}${inside}${mark} ${after}`), 'header-footer-plain-text')).toEqual([]);
  });
});
