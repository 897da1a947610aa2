import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { footer, row, textHeader } from '../../testing/builders.js';
import { listRequest, namedRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'header-footer-plain-text';
const HEADER = ['chat_template_data', 'chat_template_header'];
const HEADER_TEXT = [...HEADER, 'chat_template_header_data', 0, 'chat_template_header_data_value'];
const FOOTER = ['chat_template_data', 'chat_template_footer'];
const FOOTER_TEXT = [...FOOTER, 'chat_template_footer_value'];

function withFooter(text: string): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), FOOTER, footer(text));
}

function withHeader(text: string): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), HEADER, textHeader(text, text.includes('{{1}}') ? [row('1', 'x')] : []));
}

describe('header-footer-plain-text', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('reports a line break in the header, at it', () => {
    expect(diagnosticsOf(withHeader('Order\n{{1}}'), RULE)).toEqual([
      expect.objectContaining({ messageId: 'newline', path: HEADER_TEXT, data: { place: 'header' }, range: [5, 6], severity: 'warning' }),
    ]);
  });

  test('reports a run of line breaks once', () => {
    expect(diagnosticsOf(withFooter('Reply STOP\r\n\nto opt out'), RULE)).toMatchObject([{ messageId: 'newline', path: FOOTER_TEXT, range: [10, 13] }]);
  });

  test('reports an emoji in the footer, with the emoji as data', () => {
    expect(diagnosticsOf(withFooter('Thanks 🎉'), RULE)).toEqual([
      expect.objectContaining({ messageId: 'emoji', path: FOOTER_TEXT, data: { place: 'footer', emoji: '🎉' }, range: [7, 9] }),
    ]);
  });

  test('reports emoji side by side, joined sequences and flags as one span', () => {
    expect(diagnosticsOf(withFooter('Hi 👨‍👩‍👧🇺🇸 there ❤️'), RULE)).toMatchObject([
      { messageId: 'emoji', data: { emoji: '👨‍👩‍👧🇺🇸' }, range: [3, 15] },
      { messageId: 'emoji', data: { emoji: '❤️' }, range: [22, 24] },
    ]);
  });

  test('reports a skin-toned emoji and a keycap as one span each', () => {
    expect(diagnosticsOf(withFooter('Ok 👍🏽 or 1️⃣'), RULE)).toMatchObject([
      { data: { emoji: '👍🏽' }, range: [3, 7] },
      { data: { emoji: '1️⃣' }, range: [11, 14] },
    ]);
  });

  test('accepts symbols that are text by default: © ® ™ → and accented letters', () => {
    expect(diagnosticsOf(withFooter('© 2024 Café Example® ™ → more'), RULE)).toEqual([]);
  });

  test('reports *bold* formatting over its whole span, with the marker as data', () => {
    expect(diagnosticsOf(withFooter('Reply *STOP* to opt out'), RULE)).toEqual([
      expect.objectContaining({ messageId: 'formatting', path: FOOTER_TEXT, data: { place: 'footer', marker: '*' }, range: [6, 12] }),
    ]);
  });

  test('reports _italic_ and ~strikethrough~ in the header', () => {
    expect(diagnosticsOf(withHeader('_New_ ~old~ {{1}}'), RULE)).toMatchObject([
      { data: { place: 'header', marker: '_' }, range: [0, 5] },
      { data: { marker: '~' }, range: [6, 11] },
    ]);
  });

  test('reports a marker without its pair alone', () => {
    expect(diagnosticsOf(withFooter('Terms apply*'), RULE)).toMatchObject([{ messageId: 'formatting', data: { marker: '*' }, range: [11, 12] }]);
  });

  test('does not read underscores inside a placeholder as formatting', () => {
    const request = withValue(namedRequest(), HEADER, textHeader('Hi {{first_name}}', [row('first_name', 'Ana')]));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('ignores interactive templates', () => {
    expect(diagnosticsOf(withValue(listRequest(), FOOTER, footer('*Tax* 🎉\nincluded')), RULE)).toEqual([]);
  });

  const plainCharacter = fc.constantFrom('a', 'Z', '0', ' ', '.', ',', '#', '-', 'é', 'ж', '你', '©', '™');
  const plain = fc.string({ unit: plainCharacter, maxLength: 25 });

  test.prop([plain, plain])('plain text is never reported; an emoji inserted into it is reported exactly there', (before, after) => {
    expect(diagnosticsOf(withFooter(`${before}${after}`), RULE)).toEqual([]);
    const diagnostics = diagnosticsOf(withFooter(`${before}🚀${after}`), RULE);
    expect(diagnostics.map((diagnostic) => [diagnostic.messageId, diagnostic.range])).toEqual([['emoji', [before.length, before.length + 2]]]);
  });

  test.prop([plain, plain, plain, fc.constantFrom('*', '_', '~')])('a marker pair in plain text is reported over its span', (before, inside, after, marker) => {
    const diagnostics = diagnosticsOf(withFooter(`${before}${marker}${inside}${marker}${after}`), RULE);
    expect(diagnostics.map((diagnostic) => diagnostic.range)).toEqual([[before.length, before.length + inside.length + 2]]);
  });
});
