import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { footer, type JsonRecord } from '../../testing/builders.js';
import { carouselRequest, ctaUrlRequest, listRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { plainTextVariable } from './plain-text-variable.js';

const FOOTER = ['chat_template_data', 'chat_template_footer'];
const VALUE = [...FOOTER, 'chat_template_footer_value'];
const CARD_FOOTER = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_footer'];
const LIST_BUTTON = ['interactive_list_button_text'];
const withFooter = (text: string, request: JsonRecord = normalRequest()): JsonRecord => withValue(request, FOOTER, footer(text));

new RuleTester({ describe, test }).run(plainTextVariable, {
  valid: [
    ...validFixtureCases(),
    { name: 'unbalanced braces in the footer', request: withFooter('Reply {{STOP') },
    { name: 'a list button text of null', request: withValue(listRequest(), LIST_BUTTON, null) },
    { name: 'a {{1}} in a text with rows (the body) and in a description', request: withValue(normalRequest(), ['chat_template_data', 'chat_template_description'], 'Sent as {{1}}') },
  ],
  invalid: [
    {
      name: 'a variable in the footer, at the variable, as an error',
      request: withFooter('Reply STOP, {{1}}'),
      errors: [{ messageId: 'variable', path: VALUE, data: { place: 'footer', variable: '{{1}}' }, range: [12, 17], severity: 'error' }],
    },
    {
      name: 'each variable, named ones too',
      request: withFooter('{{shop}} · {{2}}'),
      errors: [
        { messageId: 'variable', path: VALUE, data: { variable: '{{shop}}' }, range: [0, 8] },
        { messageId: 'variable', path: VALUE, data: { variable: '{{2}}' }, range: [11, 16] },
      ],
    },
    {
      name: 'a variable in the footer of a carousel card',
      request: withValue(carouselRequest(), CARD_FOOTER, footer('For {{1}}')),
      errors: [{ messageId: 'variable', path: [...CARD_FOOTER, 'chat_template_footer_value'], data: { variable: '{{1}}' }, range: [4, 9] }],
    },
    {
      name: 'a variable in the footer of an interactive template (the spec\'s rule, not the authority\'s)',
      request: withFooter('Thanks {{1}}', ctaUrlRequest()),
      errors: [{ messageId: 'variable', path: VALUE, data: { place: 'footer', variable: '{{1}}' }, range: [7, 12] }],
    },
    {
      name: 'a variable in interactive_list_button_text',
      request: withValue(listRequest(), LIST_BUTTON, 'Menu for {{name}}'),
      errors: [{ messageId: 'variable', path: LIST_BUTTON, data: { place: 'list button text', variable: '{{name}}' }, range: [9, 17] }],
    },
  ],
});

describe('plain-text-variable properties', () => {
  const plain = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '.', 'é', '🎉'), maxLength: 20 });
  const name = fc.oneof(fc.stringMatching(/^[0-9]{1,3}$/), fc.stringMatching(/^[a-z_]{1,8}$/), fc.constantFrom(' 1 ', 'First Name'));

  test.prop([plain, name, plain])('a footer a + {{x}} + b is reported exactly once, at the placeholder', (before, variable, after) => {
    const diagnostics = diagnosticsOf(withFooter(`${before}{{${variable}}}${after}`), 'plain-text-variable');
    expect(diagnostics.map((diagnostic) => diagnostic.range)).toEqual([[before.length, before.length + variable.length + 4]]);
  });

  test.prop([plain, name, plain])('a list button text a + {{x}} + b is reported exactly once, as an error', (before, variable, after) => {
    const diagnostics = diagnosticsOf(withValue(listRequest(), LIST_BUTTON, `${before}{{${variable}}}${after}`), 'plain-text-variable');
    expect(diagnostics.map((diagnostic) => [diagnostic.severity, diagnostic.range])).toEqual([['error', [before.length, before.length + variable.length + 4]]]);
  });
});
