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
      name: '*bold* formatting over its whole span, with the marker as data',
      request: withFooter('Reply *STOP* to opt out'),
      errors: [{ messageId: 'formatting', path: FOOTER_TEXT, data: { place: 'footer', marker: '*' }, range: [6, 12] }],
    },
    {
      name: '_italic_ and ~strikethrough~ in the header',
      request: withHeader('_New_ ~old~ {{1}}'),
      errors: [
        { messageId: 'formatting', path: HEADER_TEXT, data: { place: 'header', marker: '_' }, range: [0, 5] },
        { messageId: 'formatting', path: HEADER_TEXT, data: { place: 'header', marker: '~' }, range: [6, 11] },
      ],
    },
    {
      name: 'a marker without its pair, alone',
      request: withFooter('Terms apply*'),
      errors: [{ messageId: 'formatting', path: FOOTER_TEXT, data: { place: 'footer', marker: '*' }, range: [11, 12] }],
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

  test.prop([plain, plain, plain, fc.constantFrom('*', '_', '~')])('a marker pair in plain text is reported over its span', (before, inside, after, marker) => {
    const diagnostics = diagnosticsOf(withFooter(`${before}${marker}${inside}${marker}${after}`), 'header-footer-plain-text');
    expect(diagnostics.map((diagnostic) => diagnostic.range)).toEqual([[before.length, before.length + inside.length + 2]]);
  });
});
